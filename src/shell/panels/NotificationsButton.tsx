import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useTranslate } from 'ra-core';
import Skeleton from '@mui/material/Skeleton';
import { lazyPage } from '../../config/chunks';
import { withScreenMessages } from '../../locale/i18nProvider';
import { ChunkBoundary } from '../../engine/ChunkBoundary';
import { CallErrors } from '../notifications/CallErrors';
import { useUnreadCount } from '../notifications/queries';
import { PanelDrawer } from './PanelDrawer';

/**
 * The panel's list, fetched when the panel first opens (the bell's count is all the first screen
 * needs), with the screens' strings (its own among them).
 */
const NotificationList = lazyPage(withScreenMessages(() => import('../notifications/NotificationList')));

/** The unread count as a badge on the bell (SPEC §7 `notifications/get_not_read_count`). */
export function UnreadBadge({ count, children }: { count: number; children: React.ReactNode }) {
  // None at all when nothing is unread: MUI keeps an invisible badge's last number as text, which
  // would be read as part of the bell's name ("6" beside a label that says none are unread).
  if (count <= 0) return <>{children}</>;
  return (
    <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: { 'data-testid': 'notifications-badge' } as object }}>
      {children}
    </Badge>
  );
}

/** The bell in the top bar and its panel. */
export function NotificationsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { data: count = 0, error, refetch } = useUnreadCount();
  const label = translate('shell.notifications.open', { smart_count: count });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="notifications-button"
          onClick={() => setOpen(true)}
        >
          <UnreadBadge count={count}>
            <NotificationsIcon />
          </UnreadBadge>
        </IconButton>
      </Tooltip>
      <PanelDrawer open={open} onClose={() => setOpen(false)} title={translate('shell.notifications.title')} testId="notifications-panel">
        {error && (
          <Box sx={{ p: 1 }}>
            <CallErrors title="shell.notifications.count_error" error={error} onRetry={() => refetch()} />
          </Box>
        )}
        <ChunkBoundary fallback={<Skeleton sx={{ mx: 2, mt: 1 }} height={40} />}>
          <NotificationList limit={20} onNavigate={() => setOpen(false)} />
        </ChunkBoundary>
        <Box sx={{ p: 2 }}>
          <Button component={RouterLink} to="/notifications" variant="outlined" fullWidth onClick={() => setOpen(false)}>
            {translate('shell.notifications.view_all')}
          </Button>
        </Box>
      </PanelDrawer>
    </>
  );
}
