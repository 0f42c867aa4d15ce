import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Title } from 'ra-ui-materialui';
import { CallErrors } from '../shell/notifications/CallErrors';
import { NotificationList } from '../shell/notifications/NotificationList';
import { useUnreadCount } from '../shell/notifications/queries';

/** `/notifications` (SPEC §2: no permission): every notification, with the unread count. */
export default function NotificationsPage() {
  const translate = useTranslate();
  const { data: count, error, refetch } = useUnreadCount();
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 900 }}>
      <Title title={translate('shell.notifications.title')} />
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography component="h2" variant="h5">
          {translate('shell.notifications.title')}
        </Typography>
        {count !== undefined && (
          <Typography color="text.secondary">{translate('shell.notifications.unread_count', { count, smart_count: count })}</Typography>
        )}
      </Box>
      {error && <CallErrors title="shell.notifications.count_error" error={error} onRetry={() => refetch()} />}
      <Paper variant="outlined">
        <NotificationList />
      </Paper>
    </Box>
  );
}
