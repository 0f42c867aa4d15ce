import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useTranslate } from 'ra-core';
import { Title } from 'ra-ui-materialui';
import { DashboardCards } from '../shell/dashboard/DashboardCards';

/**
 * What an operator checks first each morning: one card per declared query in
 * `src/shell/dashboard/cards.ts`, each linking to the filtered list behind it.
 */
export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('app.page.dashboard')} />
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {translate('app.page.dashboard_welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('shell.dashboard.intro')}
      </Typography>
      <DashboardCards />
    </Box>
  );
}
