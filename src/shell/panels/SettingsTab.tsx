import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useTheme } from 'ra-ui-materialui';
import { useId, type ReactNode } from 'react';
import { APP_BAR_LOCALES, LANGUAGES } from '../../locale/languages';
import { useAsideSetting } from '../aside/useAside';
import type { AsideState } from '../asideCookie';
import { useChangeLanguage } from '../../engine/useChangeLanguage';

function Setting({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    <Box sx={{ mb: 3 }}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {children(id)}
    </Box>
  );
}

/** The quick panel's settings: language (ar, en), the aside's state, the theme. */
export function SettingsTab() {
  const translate = useTranslate();
  const [locale, setLocale] = useChangeLanguage();
  const [aside, setAside] = useAsideSetting();
  const [theme, setTheme] = useTheme();
  return (
    <Box sx={{ p: 2 }} data-testid="settings-tab">
      <Setting label={translate('shell.settings.language')}>
        {(id) => (
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-labelledby={id}
            value={locale}
            onChange={(_, v: string | null) => v && setLocale(v)}
          >
            {LANGUAGES.filter((l) => APP_BAR_LOCALES.includes(l.locale)).map((l) => (
              <ToggleButton key={l.locale} value={l.locale} lang={l.locale}>
                {l.name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Setting>
      <Setting label={translate('shell.settings.aside')}>
        {(id) => (
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-labelledby={id}
            value={aside}
            onChange={(_, v: AsideState | null) => v && setAside(v)}
          >
            <ToggleButton value="expanded">{translate('shell.settings.aside_expanded')}</ToggleButton>
            <ToggleButton value="minimized">{translate('shell.settings.aside_minimized')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Setting>
      <Setting label={translate('shell.settings.theme')}>
        {(id) => (
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-labelledby={id}
            value={theme}
            onChange={(_, v: 'light' | 'dark' | null) => v && setTheme(v)}
          >
            <ToggleButton value="light">{translate('shell.settings.theme_light')}</ToggleButton>
            <ToggleButton value="dark">{translate('shell.settings.theme_dark')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Setting>
    </Box>
  );
}
