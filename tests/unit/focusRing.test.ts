import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { DARK_APP_BAR, FOCUS_RING, themesFor } from '../../src/theme/themes';

/**
 * The focus ring reads at 3:1 or more (WCAG 1.4.11) against every surface it
 * is drawn on — the page, the app bar, a paper (menus, dialogs, cards) and the form toolbar — in
 * the light and dark themes. The colours are the themes' own, not copies.
 */
function luminance(hex: string): number {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const hex = (color: string) => {
  if (color.startsWith('#') && color.length === 7) return color.toLowerCase();
  if (color.startsWith('#') && color.length === 4) return `#${[...color.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  throw new Error(`not a hex colour: ${color}`);
};

describe('the focus ring', () => {
  for (const mode of ['light', 'dark'] as const) {
    const theme = createTheme(themesFor('ltr', { loading: 'Loading', popup: 'Pop-up' })[mode]);
    const overrides = JSON.stringify(theme.components?.MuiCssBaseline?.styleOverrides);
    const toolbar = (theme.components as Record<string, { styleOverrides?: { root?: { backgroundColor?: string } } }>).RaToolbar
      ?.styleOverrides?.root?.backgroundColor;
    // The app bar is the brand's teal: the secondary colour, deepened in the dark theme.
    const appBar = mode === 'light' ? theme.palette.secondary.main : DARK_APP_BAR;
    if (mode === 'dark')
      it('draws the dark app bar in the brand colour, not as a grey paper', () => {
        expect(JSON.stringify(theme.components?.MuiAppBar)).toContain(`"backgroundColor":"${DARK_APP_BAR}"`);
        expect(JSON.stringify(theme.components?.MuiAppBar)).toContain('"enableColorOnDark":true');
      });
    const surfaces: [string, string, string][] = [
      ['page', theme.palette.background.default, FOCUS_RING[mode].page],
      ['paper', theme.palette.background.paper, FOCUS_RING[mode].page],
      ['form toolbar', toolbar!, FOCUS_RING[mode].page],
      ['app bar', appBar, FOCUS_RING[mode].appBar],
    ];

    it.each(surfaces)(`reads at 3:1 or more on the ${mode} %s`, (_surface, background, ring) => {
      expect(contrast(hex(background), hex(ring))).toBeGreaterThanOrEqual(3);
    });

    it(`is drawn 2 px wide on :focus-visible, once in the ${mode} theme`, () => {
      expect(overrides).toContain(`"outline":"2px solid ${FOCUS_RING[mode].page}"`);
      expect(overrides).toContain(`"outline":"2px solid ${FOCUS_RING[mode].appBar}"`);
      expect(overrides).toContain('body :focus-visible');
    });
  }
});
