import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'ra-core';
import { getConfig } from '../config/runtimeConfig';

/**
 * DESIGN "Demo mode": a visible badge says the data is demo data. It looks like MUI's small
 * warning chip without being one: nothing else on the first screen uses Chip (2.7 KB).
 */
export function DemoBadge() {
  const translate = useTranslate();
  if (!getConfig().demo) return null;
  return (
    <Tooltip title={translate('app.demo.badge_hint')}>
      <Box
        component="span"
        // Focusable, so a keyboard reaches the hint the pointer gets on hover.
        tabIndex={0}
        data-testid="demo-badge"
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          height: 24,
          mx: 1,
          px: 1,
          borderRadius: 3,
          // The theme's warning amber reads at 5.0:1 under white text (src/theme/themes.ts).
          bgcolor: 'warning.main',
          color: 'warning.contrastText',
          // 500, not 600: the bold face (17 KB) would be fetched for these two words alone.
          fontWeight: 500,
          fontSize: theme.typography.pxToRem(13),
          whiteSpace: 'nowrap',
          '&:focus-visible': { outline: `2px solid ${theme.palette.warning.dark}`, outlineOffset: 2 },
        })}
      >
        {translate('app.demo.badge')}
      </Box>
    </Tooltip>
  );
}
