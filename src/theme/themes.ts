import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'ra-ui-materialui';

const FONT = '"IBM Plex Sans Arabic", "Segoe UI", Tahoma, Arial, sans-serif';

/** MUI breakpoints of the main layout (SPEC §9). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/**
 * A phone: below `sm` (576 px), the line the top bar, the lists' cards and these overrides
 * share (docs/decisions.md "Phone"). MUI's `down('sm')` is this same query.
 */
const PHONE = `@media (max-width:${BREAKPOINTS.sm - 0.05}px)`;
/** The smallest touch target on a phone (WCAG 2.5.5, Apple's and Google's 44–48 px). */
const TOUCH = 44;

type CheckboxOwner = { 'aria-label'?: string; inputProps?: Record<string, unknown> };
const checkboxRoot = (o: CheckboxOwner) => (o['aria-label'] ? { 'aria-label': undefined } : {});
const checkboxInput = (o: CheckboxOwner) => ({
  ...(o.inputProps ?? {}),
  ...(o['aria-label'] && !o.inputProps?.['aria-label'] ? { 'aria-label': o['aria-label'] } : {}),
});

/**
 * The keyboard focus ring (WCAG 2.4.7, 1.4.11): 2 px, drawn once here for every focusable element —
 * buttons, links, icon buttons, menu items, tabs, checkboxes (their ButtonBase span), inputs
 * (their box) — on `:focus-visible` only, so a click draws none. Its colour reads at 3:1 or
 * more against what it sits on: the primary blue on the light page, white on the light theme's
 * teal app bar, a light blue on the dark page and app bar (docs/decisions.md "Breadcrumbs and focus").
 */
export const FOCUS_RING = {
  light: { page: '#1f4e79', appBar: '#ffffff' },
  dark: { page: '#8cb8e6', appBar: '#ffffff' },
} as const;

/** The dark theme's app bar keeps the brand's teal, deepened for a dark page (white text 7:1). */
export const DARK_APP_BAR = '#0b5a50';

function focusRing(mode: 'light' | 'dark') {
  const ring = (color: string) => ({ outline: `2px solid ${color}`, outlineOffset: 2 });
  const { page, appBar } = FOCUS_RING[mode];
  // `body` raises the rules above a component's own `outline: 0` (ButtonBase's, a link's).
  return {
    'body :focus-visible, body .Mui-focusVisible': ring(page),
    'body .MuiAppBar-root :focus-visible, body .MuiAppBar-root .Mui-focusVisible': ring(appBar),
    // A text box: the ring goes round the whole field, not the bare <input> inside it.
    'body .MuiInputBase-root:has(> input:focus-visible, > textarea:focus-visible)': { ...ring(page), outlineOffset: 0 },
    'body .MuiAppBar-root .MuiInputBase-root:has(> input:focus-visible)': { ...ring(appBar), outlineOffset: 0 },
    'body .MuiInputBase-input:focus-visible': { outline: 'none' },
  };
}

/**
 * A badge sits on its icon's inline-end corner: MUI places it with `right: 0` (which the RTL
 * style plugin turns into `left: 0`) and pushes it half out with `--Badge-translateX: 50%`, a
 * custom property the plugin does not flip (nor the `transform-origin` it grows from). In
 * Arabic the badge was pulled back over the icon and out by its right side (the minimised
 * aside's group badges touched the window's edge): the push is reversed in a right-to-left
 * theme (docs/decisions.md "Mirroring").
 */
const RTL_BADGE = {
  '&.MuiBadge-anchorOriginTopRight': { '--Badge-translateX': '-50%', transformOrigin: '0% 0%' },
  '&.MuiBadge-anchorOriginBottomRight': { '--Badge-translateX': '-50%', transformOrigin: '0% 100%' },
  '&.MuiBadge-anchorOriginTopLeft': { '--Badge-translateX': '50%', transformOrigin: '100% 0%' },
  '&.MuiBadge-anchorOriginBottomLeft': { '--Badge-translateX': '50%', transformOrigin: '100% 100%' },
};

/** The words the theme puts on elements that have none of their own, in the active language. */
export interface ThemeLabels {
  /** A spinner's or a progress bar's name. */
  loading: string;
  /** The name of a pop-up's landmark (a menu's, a list box's, a popover's paper). */
  popup: string;
}

function build(base: RaThemeOptions, direction: 'rtl' | 'ltr', mode: 'light' | 'dark', labels: ThemeLabels): RaThemeOptions {
  return {
    ...base,
    components: {
      ...base.components,
      // A spinner or a progress bar says what it is (react-admin's loading indicator has no name).
      MuiCircularProgress: { defaultProps: { 'aria-label': labels.loading } },
      MuiLinearProgress: { defaultProps: { 'aria-label': labels.loading } },
      // Subtitles are text, not headings: MUI maps them to h6, which put a heading inside the
      // user menu's `role="menu"` and skipped levels in dialogs (axe). A subtitle that is a
      // heading says so (`component="h2"`).
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      // A menu, a select's list box or a popover is portalled to the end of <body>, outside
      // every landmark (axe "region"): its paper is a named region. A paper that names itself
      // (the phone's country list, the top bar's "More") keeps its own role and name.
      MuiPopover: { defaultProps: { slotProps: { paper: { role: 'region', 'aria-label': labels.popup } as object } } },
      // A checkbox given `aria-label` (react-admin's row and select-all checkboxes) names its
      // input with it: MUI would put it on the wrapping span, where ARIA forbids it and the input
      // stays unnamed. A checkbox that names its input itself (`inputProps`, `slotProps.input`)
      // is left as it is.
      MuiCssBaseline: { styleOverrides: focusRing(mode) },
      // MUI draws a dark app bar as a grey paper; ours keeps the brand colour in both themes.
      ...(mode === 'dark'
        ? {
            MuiAppBar: {
              defaultProps: { enableColorOnDark: true },
              styleOverrides: { colorSecondary: { backgroundColor: DARK_APP_BAR, color: '#ffffff' } },
            },
          }
        : {}),
      MuiCheckbox: {
        defaultProps: { slotProps: { root: checkboxRoot, input: checkboxInput } },
        styleOverrides: { root: { [PHONE]: { padding: 10 } } },
      },
      // On a phone every dialog (confirmations, export, cropper, profile…) takes the whole screen,
      // its buttons at the bottom; and everything one taps is at least 44 px.
      MuiDialog: {
        styleOverrides: {
          paper: { [PHONE]: { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: '100%', borderRadius: 0 } },
        },
      },
      MuiButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH } } } },
      // The top bar's buttons too: on a phone it shows six, the rest are in its "More" menu
      // (docs/decisions.md "Phone").
      MuiIconButton: { styleOverrides: { root: { [PHONE]: { minWidth: TOUCH, minHeight: TOUCH } } } },
      MuiRadio: { styleOverrides: { root: { [PHONE]: { padding: 10 } } } },
      MuiMenuItem: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH } } } },
      MuiListItemButton: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH } } } },
      MuiTab: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH } } } },
      MuiInputBase: { styleOverrides: { root: { [PHONE]: { minHeight: TOUCH } } } },
      ...(direction === 'rtl' ? { MuiBadge: { styleOverrides: { badge: RTL_BADGE } } } : {}),
      // A disabled field's hint says why it is disabled ("Choose the country first"): it stays
      // readable (MUI greys it to 2.7:1, axe "color-contrast").
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({
            '&.Mui-disabled': { color: theme.palette.text.secondary },
          }),
        },
      },
    },
    direction,
    breakpoints: { values: BREAKPOINTS },
    palette: {
      ...base.palette,
      mode,
      primary: { main: mode === 'light' ? '#1f4e79' : '#8cb8e6' },
      secondary: { main: mode === 'light' ? '#0f7b6c' : '#6fd1c1' },
      // MUI's light error red (#d32f2f) reads at 3.9:1 on the form toolbar's grey: darker, 5.9:1.
      ...(mode === 'light' ? { error: { main: '#b3261e' } } : {}),
      // MUI's light warning orange (#ed6c02) reads at 3.1:1 under the white text MUI gives it
      // (status chips, badges): this amber, 5.0:1.
      ...(mode === 'light' ? { warning: { main: '#b45309' } } : {}),
      // Cards and dialogs a step lighter than the page in the dark theme, as surfaces are raised
      // (react-admin's dark page is lighter than MUI's paper, which read as holes in the page).
      ...(mode === 'dark' ? { background: { default: '#121212', paper: '#1e1e1e' } } : {}),
    },
    typography: { ...(base.typography as object), fontFamily: FONT },
    sidebar: { width: 248, closedWidth: 56 },
  };
}

/** The light and dark themes of a direction, with the language's words for unnamed elements. */
export function themesFor(direction: 'rtl' | 'ltr', labels: ThemeLabels): { light: RaThemeOptions; dark: RaThemeOptions } {
  return {
    light: build(defaultLightTheme, direction, 'light', labels),
    dark: build(defaultDarkTheme, direction, 'dark', labels),
  };
}
