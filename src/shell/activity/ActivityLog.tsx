import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { useLocaleState, useStore, useTranslate } from 'ra-core';
import { useCatalog } from '../../engine/CatalogContext';
import { routeTemplates } from '../../engine/catalog';
import { formatDate } from '../../locale/format';
import { DEFAULT_LOCALE, isLocale } from '../../locale/languages';
import { ACTIVITY_STORE_KEY, type ActivityEntry } from './activityLog';

function titleOf(entry: ActivityEntry, locale: string): string {
  const r = entry.record ?? {};
  const localized = locale === 'ar' ? (r.name_ar ?? r.name_en) : (r.name_en ?? r.name_ar);
  const person = [r.first_name, r.last_name].filter(Boolean).join(' ');
  return String(localized ?? r.name ?? (person || r.email) ?? r.title ?? (entry.id !== undefined ? `#${entry.id}` : ''));
}

/** The operator's recent writes in this browser (the quick panel's "log" tab). */
export function ActivityLog() {
  const translate = useTranslate();
  const catalog = useCatalog();
  const [locale] = useLocaleState();
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [log, setLog] = useStore<ActivityEntry[]>(ACTIVITY_STORE_KEY, []);
  if (!log.length)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate('shell.log.empty')}
      </Typography>
    );
  return (
    <Box>
      <List dense data-testid="activity-log">
        {log.map((entry, i) => {
          const decl = catalog.get(entry.resource);
          const item = translate(`resources.${entry.resource}.item`, { _: entry.resource });
          const name = translate(`resources.${entry.resource}.name`, { _: entry.resource });
          const text =
            entry.action === 'updateMany' || entry.action === 'deleteMany'
              ? translate(`shell.log.${entry.action}`, { count: entry.count ?? 0, smart_count: entry.count ?? 0, name })
              : translate(`shell.log.${entry.action}`, { item, title: titleOf(entry, lang) });
          // A record that still exists and has no parent parameter can be opened again.
          const canOpen = entry.action !== 'delete' && entry.id !== undefined && decl && !decl.parent && routeTemplates(decl).edit;
          return (
            <ListItem key={`${entry.at}-${i}`} divider>
              <ListItemText
                primary={
                  canOpen ? (
                    <Link component={RouterLink} to={catalog.path(entry.resource, 'edit', { id: entry.id })}>
                      {text}
                    </Link>
                  ) : (
                    text
                  )
                }
                secondary={<time dateTime={entry.at}>{formatDate(lang, entry.at, true)}</time>}
              />
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ p: 2 }}>
        <Button onClick={() => setLog([])}>{translate('shell.log.clear')}</Button>
      </Box>
    </Box>
  );
}
