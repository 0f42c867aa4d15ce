import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Checkbox from '@mui/material/Checkbox';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { themesFor } from '../../src/theme/themes';

/**
 * axe's `aria-prohibited-attr` and `label`: react-admin gives its row and select-all
 * checkboxes an `aria-label`, which MUI puts on the wrapping span. The theme moves it onto the
 * input, and leaves alone a checkbox that names its input itself.
 */
const theme = createTheme(themesFor('rtl', { loading: 'جارٍ التحميل', popup: 'نافذة منبثقة' }).light as object);
const mount = (node: React.ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

describe('a checkbox named with aria-label', () => {
  it('names its input, and the span carries no aria-label', () => {
    const { container } = mount(<Checkbox aria-label="تحديد هذا الصف" checked={false} onChange={() => undefined} />);
    const box = screen.getByRole('checkbox', { name: 'تحديد هذا الصف' });
    expect(box.tagName).toBe('INPUT');
    expect(container.querySelector('span[aria-label]')).toBeNull();
  });

  it('keeps the inputProps and slotProps.input a checkbox gives its input', () => {
    mount(
      <>
        <Checkbox inputProps={{ 'aria-label': 'from inputProps', 'data-testid': 'a' } as object} />
        <Checkbox slotProps={{ input: { 'aria-label': 'from slotProps' } as object }} />
        <Checkbox aria-label="outer" inputProps={{ 'aria-label': 'inner' }} />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'from inputProps' })).toHaveAttribute('data-testid', 'a');
    expect(screen.getByRole('checkbox', { name: 'from slotProps' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'inner' })).toBeInTheDocument();
  });

  it('names the spinners in the language', () => {
    expect((theme.components?.MuiCircularProgress?.defaultProps as { 'aria-label'?: string })['aria-label']).toBe('جارٍ التحميل');
  });
});
