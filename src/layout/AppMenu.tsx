import ListSubheader from '@mui/material/ListSubheader';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { useCanAccessResources, useTranslate } from 'ra-core';
import { Menu, useSidebarState } from 'ra-ui-materialui';
import { useCatalog } from '../engine/CatalogContext';
import type { MenuGroup, ResourceDeclaration } from '../engine/types';

const GROUPS: readonly MenuGroup[] = ['users', 'settings', 'subscription', 'payments', 'reports', 'agents'];

/**
 * The aside menu: the dashboard, then the resources grouped like the SPEC §2 URL sections,
 * each entry shown only when `canAccess` allows its list.
 */
export function AppMenu() {
  const catalog = useCatalog();
  const translate = useTranslate();
  const [open] = useSidebarState();
  const entries = catalog.all.filter((d): d is ResourceDeclaration & { menu: NonNullable<ResourceDeclaration['menu']> } => !!d.menu);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: entries.map((d) => d.name) });
  return (
    <Menu>
      <Menu.Item to="/dashboard" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />
      {GROUPS.map((group) => {
        const items = entries
          .filter((d) => d.menu.group === group && canAccess?.[d.name])
          .sort((a, b) => (a.menu.order ?? 0) - (b.menu.order ?? 0));
        if (!items.length) return null;
        return (
          <nav key={group} aria-label={translate(`app.menu.groups.${group}`)}>
            {open && (
              <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
                {translate(`app.menu.groups.${group}`)}
              </ListSubheader>
            )}
            {items.map((d) => {
              const Icon = d.menu.icon;
              return <Menu.Item key={d.name} to={catalog.path(d.name, 'list')} primaryText={translate(`resources.${d.name}.name`)} leftIcon={<Icon />} />;
            })}
          </nav>
        );
      })}
    </Menu>
  );
}
