import { useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Collapse from '@mui/material/Collapse';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import useMediaQuery from '@mui/material/useMediaQuery';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useCanAccessResources, useStore, useTranslate } from 'ra-core';
import { Menu, useSidebarState } from 'ra-ui-materialui';
import { useCatalog } from '../engine/CatalogContext';
import type { MenuDeclaration, MenuGroupDeclaration } from '../engine/types';
import { MENU_ACCORDION_MS, MENU_DROPDOWN_HOVER_TIMEOUT_MS } from '../shell/constants';
import { ICONS } from '../engine/icons';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { MenuBadge, useMenuBadgeCounts } from '../shell/menuBadges';

/** The largest number a minimised group's badge shows (then "99+"). */
const BADGE_MAX = 99;

/**
 * The expanded aside's entries: react-admin's keep their label on one line and end it in an
 * ellipsis, which cut long labels ("System log configuration") and a count beside one. Here a
 * label takes a second line instead, and the count keeps its room at the inline end. Not while
 * minimised: the hidden labels would wrap in the narrow column and make the entries taller.
 */
const WRAPPED_LABELS = { '& .RaMenuItemLink-root > .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;

/** One line of the menu: a resource's list or a screen that is not a resource. */
interface MenuEntry {
  name: string;
  /** Translation key of the label. */
  label: string;
  to: string;
  /** What the URL starts with while this entry is the current place. */
  base: string;
  menu: MenuDeclaration;
  /** The badge's count (`menu.badge`), once asked. */
  count?: number;
}
interface GroupProps {
  group: MenuGroupDeclaration['name'];
  icon: MenuGroupDeclaration['icon'];
  items: MenuEntry[];
}

/**
 * Expanded aside: the group is an accordion section that slides in 200 ms (SPEC §9), at once
 * for an operator who asks for reduced motion. Shut, its entries are hidden (no Tab stop,
 * nothing read out) once the slide ends.
 */
function AccordionGroup({ group, items }: GroupProps) {
  const translate = useTranslate();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [collapsed, setCollapsed] = useStore<string[]>('shell.menu.collapsed', []);
  const open = !collapsed.includes(group);
  const label = translate(`app.menu.groups.${group}`);
  const listId = `menu-group-${group}`;
  const toggle = () => setCollapsed(open ? [...collapsed, group] : collapsed.filter((g) => g !== group));
  // A group of react-admin's menu (a `role="menu"` list): its entries are menu items of a named group.
  return (
    <Box role="group" aria-label={label}>
      <ListItemButton
        // An entry of the menu that shows or hides its group's entries (Enter or Space, as a button).
        role="menuitem"
        aria-expanded={open}
        aria-controls={listId}
        // A held Enter repeats its key press: the group toggles once.
        onClick={(event) => !('repeat' in event && event.repeat) && toggle()}
        sx={{ mt: 0.5, paddingBlock: 0.5 }}
      >
        <ListItemText primary={label} slotProps={{ primary: { variant: 'overline', color: 'text.secondary', lineHeight: 2 } }} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout={reducedMotion ? 0 : MENU_ACCORDION_MS} id={listId}>
        {items.map((d) => {
          const Icon = ICONS[d.menu.icon];
          const text = translate(d.label);
          const primary = d.menu.badge ? (
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
              <span>{text}</span>
              <MenuBadge count={d.count} label={d.menu.badge.label} />
            </Box>
          ) : (
            text
          );
          return <Menu.Item key={d.name} to={d.to} primaryText={primary} leftIcon={<Icon />} />;
        })}
      </Collapse>
    </Box>
  );
}

/**
 * Minimised aside: the group is one icon; hovering, focusing or clicking it opens a
 * dropdown of its pages, which closes 500 ms after the pointer leaves (SPEC §9).
 */
function DropdownGroup({ group, icon, items }: GroupProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);
  const Icon = ICONS[icon];
  const label = translate(`app.menu.groups.${group}`);
  const id = `menu-dropdown-${group}`;
  // The minimised group icon carries the sum of its entries' badges; the dropdown shows each one.
  const counted = items.filter((d) => d.menu.badge && d.count);
  const sum = counted.reduce((n, d) => n + (d.count ?? 0), 0);
  const counts = counted.map(
    (d) => `${translate(d.label)}: ${translate(`app.menu.badges.${d.menu.badge!.label}`, { smart_count: d.count })}`,
  );
  const cancelClose = () => clearTimeout(timer.current);
  const closeLater = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), MENU_DROPDOWN_HOVER_TIMEOUT_MS);
  };
  const focusFirst = () => setTimeout(() => listRef.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus(), 0);
  return (
    <div
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={closeLater}
    >
      <ListItemButton
        ref={anchor}
        // Inside react-admin's `role="menu"`: a menu item that opens a submenu (axe
        // "aria-required-children"), as the expanded aside's group toggles are.
        role="menuitem"
        // The badge's number is in the name as shown (WCAG 2.5.3, axe "label-content-name-mismatch").
        aria-label={[
          translate('shell.aside.group_pages', { name: label }),
          ...(sum ? [translate('shell.aside.group_total', { count: sum > BADGE_MAX ? `${BADGE_MAX}+` : sum })] : []),
          ...counts,
        ].join('. ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        selected={items.some((d) => pathname.startsWith(d.base))}
        onClick={() => {
          setOpen(true);
          focusFirst();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
            e.preventDefault();
            setOpen(true);
            focusFirst();
          }
        }}
        data-testid={`menu-group-${group}`}
        sx={{ paddingInline: 2 }}
      >
        <ListItemIcon sx={{ minWidth: 0 }}>
          {/* No count, no digit: an invisible badge's "0" would still be text. */}
          <Badge badgeContent={sum || undefined} color="warning" max={BADGE_MAX} data-testid="menu-group-badge" data-count={sum}>
            <Icon />
          </Badge>
        </ListItemIcon>
      </ListItemButton>
      {/* Beside its group, at the top, on the aside's outer side (MUI's Popper turns "right" round
          in right-to-left), portalled out of the aside's landmark: a named region of its own
          (axe "region"). */}
      <Popper open={open} anchorEl={anchor.current} placement="right-start" sx={{ zIndex: (t) => t.zIndex.drawer + 2 }}>
        <Paper
          elevation={8}
          role="region"
          aria-label={label}
          onMouseEnter={cancelClose}
          onMouseLeave={closeLater}
          data-testid="menu-dropdown"
        >
          <MenuList
            id={id}
            ref={listRef}
            aria-label={label}
            dense
            onKeyDown={(e) => {
              if (e.key === 'Escape' || e.key === 'Tab') {
                setOpen(false);
                if (e.key === 'Escape') anchor.current?.focus();
              }
            }}
          >
            {items.map((d) => {
              const ItemIcon = ICONS[d.menu.icon];
              const to = d.to;
              return (
                <MenuItem key={d.name} component={RouterLink} to={to} selected={pathname.startsWith(d.base)} onClick={() => setOpen(false)}>
                  <ListItemIcon>
                    <ItemIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{translate(d.label)}</ListItemText>
                  {d.menu.badge && (
                    <Box component="span" sx={{ marginInlineStart: 2 }}>
                      <MenuBadge count={d.count} label={d.menu.badge.label} />
                    </Box>
                  )}
                </MenuItem>
              );
            })}
          </MenuList>
        </Paper>
      </Popper>
    </div>
  );
}

/**
 * The aside menu: the dashboard, then the resources grouped like the SPEC §2 URL sections,
 * each entry shown only when `canAccess` allows its list. react-admin's `Menu` and its links
 * mark the entry of the page shown (its path or one below it), show their label as a tooltip
 * while the aside is minimised and close the drawer of a small screen when tapped.
 */
export function AppMenu() {
  const catalog = useCatalog();
  const translate = useTranslate();
  const [open] = useSidebarState();
  const resources = catalog.all.filter((d) => d.menu);
  const screens = catalog.screens.filter((d) => d.menu);
  const { canAccess: canList } = useCanAccessResources({ action: 'list', resources: resources.map((d) => d.name) });
  const { canAccess: canOpen } = useCanAccessResources({ action: 'access', resources: screens.map((d) => d.name) });
  const canAccess = { ...canList, ...canOpen };
  // Badges are asked only for entries this operator may open (a 403 would count nothing).
  const counts = useMenuBadgeCounts(
    resources.flatMap((d) => (d.menu?.badge && canList?.[d.name] ? [{ resource: d.name, badge: d.menu.badge }] : [])),
  );
  const entries: MenuEntry[] = [
    ...resources.map((d) => ({
      name: d.name,
      label: `resources.${d.name}.name`,
      to: catalog.path(d.name, 'list'),
      base: d.base,
      menu: d.menu!,
      count: counts[d.name],
    })),
    ...screens.map((d) => ({ name: d.name, label: `screens.${d.name}.title`, to: d.path, base: d.path, menu: d.menu! })),
  ];
  const Group = open ? AccordionGroup : DropdownGroup;
  return (
    <Menu data-testid="app-menu" data-aside={open ? 'expanded' : 'minimized'} sx={open ? WRAPPED_LABELS : undefined}>
      <Menu.Item to="/dashboard" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />
      {catalog.menuGroups.map(({ name: group, icon }) => {
        const items = entries
          .filter((d) => d.menu.group === group && canAccess?.[d.name])
          .sort((a, b) => (a.menu.order ?? 0) - (b.menu.order ?? 0));
        if (!items.length) return null;
        return <Group key={group} group={group} icon={icon} items={items} />;
      })}
    </Menu>
  );
}
