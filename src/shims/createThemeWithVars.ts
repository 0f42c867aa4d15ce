/**
 * MUI's CSS-variables theme maker, in place of MUI's for every importer (vite.config.ts). MUI's
 * `createTheme` hands a theme to it only when the options ask for CSS variables (`cssVariables`,
 * `colorSchemes`; `extendTheme` is the same function); this app's themes never do
 * (src/theme/themes.ts: one plain theme per mode, switched by react-admin's store). But every
 * styled MUI component imports `createTheme` for MUI's default theme, so MUI's maker and its
 * CSS-variable helpers came with the first screen for nothing (~5 KB gzip, issue 16). Asked for
 * such a theme, this says so rather than hand back one the app would draw wrongly.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    'CSS-variables themes (cssVariables, colorSchemes, extendTheme) are not built into this app: see src/shims/createThemeWithVars.ts',
  );
}
