import { useMemo, type ReactNode } from 'react';
import { useMediaQuery } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { useTheme, useThemesContext } from 'ra-ui-materialui';

/**
 * react-admin's `ThemeProvider`, drawn with MUI's plain-theme provider. react-admin's goes through
 * MUI's `ThemeProvider`, which also carries MUI's CSS-variables provider (colour-scheme storage,
 * its init script) for themes this app never makes; those stay out of the first screen.
 * Same behaviour: the light or dark theme of the `ThemesContext`, by the store's `theme`, else by
 * the system's preference when there is a dark theme; `vars: null` as MUI sets it for a plain
 * theme, so no outer theme's variables are inherited.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { lightTheme, darkTheme, defaultTheme } = useThemesContext();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [mode] = useTheme(defaultTheme || (prefersDark && darkTheme ? 'dark' : 'light'));
  const theme = useMemo(
    () => ({ ...createTheme(mode === 'dark' && darkTheme ? darkTheme : lightTheme), vars: null }),
    [mode, lightTheme, darkTheme],
  );
  return <SystemThemeProvider theme={theme}>{children}</SystemThemeProvider>;
}
