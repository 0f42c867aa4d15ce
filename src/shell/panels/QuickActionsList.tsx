import { Link as RouterLink } from 'react-router-dom';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useCanAccessResources, useTranslate } from 'ra-core';
import { useCatalog } from '../../engine/CatalogContext';
import { ICONS } from '../../engine/icons';

/** Create shortcuts, one per resource the operator may create in (asked through `canAccess`). */
export default function QuickActionsList({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const catalog = useCatalog();
  // A nested resource needs its parent to create in (a city needs a country): no shortcut.
  const candidates = catalog.all.filter((d) => 'create' in d.access && !d.parent);
  const { canAccess, isPending } = useCanAccessResources({ action: 'create', resources: candidates.map((d) => d.name) });
  const allowed = candidates.filter((d) => canAccess?.[d.name]);
  if (isPending) return null;
  if (!allowed.length)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate('shell.panels.quick_actions_empty')}
      </Typography>
    );
  return (
    <List aria-label={translate('shell.panels.quick_actions_hint')}>
      {allowed.map((d) => {
        const Icon = d.menu ? ICONS[d.menu.icon] : AddIcon;
        return (
          // A list holds list items: the link is inside one (axe "list").
          <ListItem key={d.name} disablePadding>
            <ListItemButton component={RouterLink} to={catalog.path(d.name, 'create')} onClick={onNavigate}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={translate('app.page.create', { name: translate(`resources.${d.name}.item`) })} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
