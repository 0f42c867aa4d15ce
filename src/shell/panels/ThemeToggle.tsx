import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useTranslate } from 'ra-core';
import { useTheme } from 'ra-ui-materialui';

/** Light or dark; remembered (see `src/theme/RememberTheme.tsx`). */
export function ThemeToggle() {
  const translate = useTranslate();
  const [theme, setTheme] = useTheme();
  const label = translate(theme === 'dark' ? 'shell.theme.to_light' : 'shell.theme.to_dark');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        data-testid="theme-toggle"
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        {theme === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
