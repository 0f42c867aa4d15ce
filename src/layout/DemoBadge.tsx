import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'ra-core';
import { getConfig } from '../config/runtimeConfig';

/** DESIGN "Demo mode": a visible badge says the data is demo data. */
export function DemoBadge() {
  const translate = useTranslate();
  if (!getConfig().demo) return null;
  return (
    <Tooltip title={translate('app.demo.badge_hint')}>
      <Chip
        size="small"
        color="warning"
        label={translate('app.demo.badge')}
        tabIndex={0}
        // The theme's warning amber reads at 5.0:1 under white text (src/theme/themes.ts). 500, not
        // 600: the bold face (17 KB) would be fetched for these two words alone.
        sx={{ mx: 1, fontWeight: 500 }}
        data-testid="demo-badge"
      />
    </Tooltip>
  );
}
