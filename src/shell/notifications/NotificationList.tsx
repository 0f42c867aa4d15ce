import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useLocaleState, useTranslate } from 'ra-core';
import { safeAppPath } from '../../config/safeUrl';
import { formatDate } from '../../locale/format';
import { formatRelativeTime } from '../../locale/relativeTime';
import { isLocale, DEFAULT_LOCALE } from '../../locale/languages';
import { CallErrors } from './CallErrors';
import { isolateValue } from '../../locale/bidi';
import { useMarkAllNotificationsRead } from './markAll';
import { useMarkNotificationRead, useNotificationList } from './queries';
import { useNow } from './useNow';

/**
 * The notification list (SPEC §7 `notifications/list`), used by the panels and the page. An
 * unread one has a dot at its start (and "Unread" for screen readers) and a bold title; times
 * within a week are relative ("5 minutes ago") with the date and time as the `<time>`'s title.
 * "Mark all as read" marks every unread one of the list, not only those shown.
 */
export function NotificationList({ limit, onNavigate }: { limit?: number; onNavigate?: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const { data, error, isPending, refetch } = useNotificationList();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();
  const rows = limit ? (data ?? []).slice(0, limit) : (data ?? []);
  const unreadIds = (data ?? []).filter((n) => !n.read_at).map((n) => n.id);
  const marking = markRead.isPending || markAll.isPending;
  return (
    <Box data-testid="notification-list">
      {error && <CallErrors title="shell.notifications.list_error" error={error} onRetry={() => refetch()} />}
      {markRead.error && <CallErrors title="shell.notifications.list_error" error={markRead.error} />}
      {markAll.error && <CallErrors title="shell.notifications.mark_all_error" error={markAll.error} />}
      {(unreadIds.length > 0 || markAll.isPending) && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, py: 0.5 }}>
          <Button
            size="small"
            data-testid="notifications-mark-all"
            startIcon={markAll.isPending ? <CircularProgress size={16} color="inherit" /> : <DoneAllIcon />}
            aria-busy={markAll.isPending}
            disabled={marking}
            onClick={() => markAll.mutate(unreadIds)}
          >
            {translate('shell.notifications.mark_all_read')}
          </Button>
        </Box>
      )}
      {isPending && !error && (
        <Box sx={{ p: 1 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Box>
      )}
      {data && !data.length && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('shell.notifications.empty')}
        </Typography>
      )}
      {/* Said once every one is marked: the button that was pressed is then gone. */}
      <Box role="status" sx={visuallyHidden}>
        {markAll.isSuccess ? translate('shell.notifications.mark_all_done') : ''}
      </Box>
      {rows.length > 0 && (
        <List dense disablePadding>
          {rows.map((n) => {
            const unread = !n.read_at;
            // A link from the server is followed only when it is one of the app's own paths.
            const link = safeAppPath(n.link);
            return (
              <ListItem
                key={n.id}
                divider
                data-unread={unread ? 'true' : 'false'}
                secondaryAction={
                  unread ? (
                    <Tooltip title={translate('shell.notifications.mark_read')}>
                      <IconButton
                        edge="end"
                        size="small"
                        aria-label={`${translate('shell.notifications.mark_read')}: ${isolateValue(n.title)}`}
                        disabled={marking}
                        onClick={() => markRead.mutate(n.id)}
                      >
                        <DoneIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : undefined
                }
                sx={{ alignItems: 'flex-start', paddingInlineStart: 1.5 }}
              >
                {/* The unread dot; a read one keeps its room, so every title starts at the same place. */}
                <Box
                  aria-hidden
                  data-testid={unread ? 'unread-marker' : undefined}
                  sx={{
                    flexShrink: 0,
                    width: 8,
                    height: 8,
                    mt: 1.25,
                    marginInlineEnd: 1.25,
                    borderRadius: '50%',
                    bgcolor: unread ? 'primary.main' : 'transparent',
                  }}
                />
                <ListItemText
                  primary={
                    <>
                      {unread && (
                        <Box component="span" sx={visuallyHidden}>
                          {translate('shell.notifications.unread')}:{' '}
                        </Box>
                      )}
                      <Box component="bdi" sx={{ fontWeight: unread ? 700 : 400 }}>
                        {n.title}
                      </Box>
                    </>
                  }
                  secondary={
                    <>
                      {n.body && (
                        <Box component="bdi" sx={{ display: 'block' }}>
                          {n.body}
                        </Box>
                      )}
                      <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                        <time dateTime={n.created_at} title={formatDate(lang, n.created_at, true)}>
                          {now === undefined ? formatDate(lang, n.created_at, true) : formatRelativeTime(lang, n.created_at, now)}
                        </time>
                        {link !== null && (
                          <Link component={RouterLink} to={link} onClick={onNavigate}>
                            {translate('shell.notifications.open_link')}
                          </Link>
                        )}
                      </Box>
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}

/** Read, never seen. Sizes as strings: to `sx` a bare 1 is 100 %. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** For the bell's panel, which loads the list when it first opens. */
export default NotificationList;
