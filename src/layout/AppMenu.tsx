import { useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link as RouterLink, matchPath, useLocation, type LinkProps } from 'react-router-dom';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, useTheme, type Theme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useCanAccessResources, useStore, useTranslate } from 'ra-core';
import { useSidebarState } from 'ra-ui-materialui';
import { asideWidth } from '../shell/aside/asideWidth';
import { useCatalog } from '../engine/CatalogContext';
import type { MenuDeclaration, MenuGroupDeclaration } from '../engine/types';
import { MENU_ACCORDION_MS, MENU_DROPDOWN_HOVER_TIMEOUT_MS } from '../shell/constants';
import { ICONS } from '../engine/icons';
import { useFloating } from '../theme/placement';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { MenuBadge, useMenuBadgeCounts } from '../shell/menuBadges';

/** The largest number a minimised group's badge shows (then "99+"). */
const BADGE_MAX = 99;

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
 * One link of the aside, with the elements and class names of react-admin's `MenuItemLink` (an
 * MUI `MenuItem` link: icon, then a label that ellipsises) but drawn as plain elements styled
 * once for the whole menu (`menuLook` below) rather than as MenuItem, ButtonBase, ListItemIcon
 * and Typography components per entry: with a few dozen entries those made the aside about 40%
 * of the shell's React tree and 1.5 MB of a session's heap (docs/decisions.md "Memory, session
 * 22"). No ripple on click; keyboard focus shows MUI's focus shade and the app's focus ring.
 * Current while the URL is its path or below it; on a small screen a tap closes the aside.
 */
function NavItem({ to, primaryText, leftIcon, current, onNavigate, ...rest }: NavItemProps) {
  return (
    <RouterLink
      {...rest}
      to={to}
      role="menuitem"
      tabIndex={0}
      className={current ? `${NAV_ITEM}-root ${NAV_ITEM}-active` : `${NAV_ITEM}-root`}
      onClick={onNavigate}
    >
      <span className={`${NAV_ITEM}-icon`}>{leftIcon}</span>
      <span className={`${NAV_ITEM}-label`}>{primaryText}</span>
    </RouterLink>
  );
}
interface NavItemProps extends Omit<LinkProps, 'to' | 'children'> {
  to: string;
  primaryText: ReactNode;
  leftIcon: ReactNode;
  current: boolean;
  onNavigate: () => void;
}

/** react-admin's names, which its themes and ours may style. */
const NAV_ITEM = 'RaMenuItemLink';
/** The accordion groups' headers. */
const GROUP = 'AppMenuGroup';

/**
 * The look of the menu's links and group headers: what MUI's ButtonBase, MenuItem (links) and
 * ListItemButton (headers), ListItemIcon, ListItemText and Typography give them, with the
 * theme's own overrides of MenuItem and ListItemButton (the phone's touch height), and
 * react-admin's colours (secondary text, the current entry in primary text).
 */
function menuLook(theme: Theme) {
  const override = (name: 'MuiMenuItem' | 'MuiListItemButton') => {
    const root = theme.components?.[name]?.styleOverrides?.root;
    return (typeof root === 'function' ? root({ theme } as never) : root) as object | undefined;
  };
  const pressable = {
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    // No `outline: 0` (ButtonBase's): at this selector's weight it would hide the app's focus ring.
    border: 0,
    margin: 0,
    borderRadius: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    display: 'flex',
    justifyContent: 'flex-start',
    alignItems: 'center',
    position: 'relative',
    textDecoration: 'none',
    boxSizing: 'border-box',
    '@media print': { printColorAdjust: 'exact' },
    '&:hover': {
      textDecoration: 'none',
      backgroundColor: theme.palette.action.hover,
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
  } as const;
  return {
    [`& .${NAV_ITEM}-root`]: {
      ...pressable,
      ...theme.typography.body1,
      minHeight: 48,
      padding: '6px 16px',
      whiteSpace: 'nowrap',
      color: theme.palette.text.secondary,
      [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
      ...override('MuiMenuItem'),
      [`&.${NAV_ITEM}-active`]: { color: theme.palette.text.primary },
    },
    [`& .${NAV_ITEM}-icon`]: { color: theme.palette.action.active, flexShrink: 0, display: 'inline-flex', minWidth: theme.spacing(5) },
    [`& .${NAV_ITEM}-label`]: {
      margin: 0,
      font: 'inherit',
      letterSpacing: 'inherit',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      flexGrow: 1,
    },
    [`& .${GROUP}-header`]: {
      ...pressable,
      color: 'inherit',
      flexGrow: 1,
      minWidth: 0,
      textAlign: 'left',
      margin: '4px 0 0',
      padding: '4px 16px',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      ...override('MuiListItemButton'),
    },
    [`& .${GROUP}-label`]: { flex: '1 1 auto', minWidth: 0, marginBlock: '4px' },
    [`& .${GROUP}-label > span`]: {
      ...theme.typography.overline,
      display: 'block',
      margin: 0,
      lineHeight: 2,
      color: theme.palette.text.secondary,
    },
  };
}

/**
 * An accordion section's entries, sliding open and shut in MENU_ACCORDION_MS (what MUI's Collapse
 * did, with a grid row's height instead of a measured one: the first screen without Collapse and
 * its transition code). Shut, they are hidden (no Tab stop, nothing read out) once the slide ends;
 * no slide with reduced motion.
 */
const Accordion = styled('div', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(({ open, theme }) => ({
  display: 'grid',
  gridTemplateRows: open ? '1fr' : '0fr',
  visibility: open ? 'visible' : 'hidden',
  transition: `grid-template-rows ${MENU_ACCORDION_MS}ms ${theme.transitions.easing.easeInOut}, visibility 0s linear ${open ? 0 : MENU_ACCORDION_MS}ms`,
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  '& > div': { minHeight: 0, overflow: 'hidden' },
}));

/** Expanded aside: the group is an accordion section that slides in 200 ms (SPEC §9). */
function AccordionGroup({ group, items, isCurrent, onNavigate }: GroupProps & ItemsProps) {
  const translate = useTranslate();
  const [collapsed, setCollapsed] = useStore<string[]>('shell.menu.collapsed', []);
  const open = !collapsed.includes(group);
  const label = translate(`app.menu.groups.${group}`);
  const listId = `menu-group-${group}`;
  const toggle = () => setCollapsed(open ? [...collapsed, group] : collapsed.filter((g) => g !== group));
  // A group of react-admin's menu (a `role="menu"` list): its entries are menu items of a named group.
  return (
    <div role="group" aria-label={label}>
      {/* An entry of the menu that shows or hides its group's entries: Enter or Space as a button. */}
      <div
        role="menuitem"
        tabIndex={0}
        aria-expanded={open}
        aria-controls={listId}
        className={`${GROUP}-header`}
        onClick={toggle}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            if (!e.repeat) toggle();
          }
        }}
      >
        <div className={`${GROUP}-label`}>
          <span>{label}</span>
        </div>
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </div>
      <Accordion open={open} id={listId}>
        <div>
          {items.map((d) => {
            const Icon = ICONS[d.menu.icon];
            const text = translate(d.label);
            const primary = d.menu.badge ? (
              <span style={BADGED}>
                <span>{text}</span>
                <MenuBadge count={d.count} label={d.menu.badge.label} />
              </span>
            ) : (
              text
            );
            return (
              <NavItem key={d.name} to={d.to} primaryText={primary} leftIcon={<Icon />} current={isCurrent(d.to)} onNavigate={onNavigate} />
            );
          })}
        </div>
      </Accordion>
    </div>
  );
}
/** A label with its badge at the end of the line. */
const BADGED = { display: 'flex', alignItems: 'center', gap: 8, width: '100%' } as const;
/** What the expanded aside's entries need from the menu, asked once for all of them. */
interface ItemsProps {
  isCurrent: (to: string) => boolean;
  onNavigate: () => void;
}

/**
 * Minimised aside: the group is one icon; hovering, focusing or clicking it opens a
 * dropdown of its pages, which closes 500 ms after the pointer leaves (SPEC §9).
 */
function DropdownGroup({ group, icon, items }: GroupProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const theme = useTheme();
  const anchor = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);
  const { popupRef, position } = useFloating(anchor, open, theme.direction === 'rtl' ? 'left-start' : 'right-start', 0, items.length);
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
      {open &&
        createPortal(
          // Portalled out of the aside's landmark: a named region of its own (axe "region"). Beside
          // its group, at the top, on the aside's outer side (MUI's Popper placed it so; see
          // src/theme/placement.ts), drawn hidden until measured.
          <Paper
            ref={popupRef}
            elevation={8}
            role="region"
            aria-label={label}
            onMouseEnter={cancelClose}
            onMouseLeave={closeLater}
            data-testid="menu-dropdown"
            style={{ top: position?.top ?? 0, left: position?.left ?? 0, visibility: position ? undefined : 'hidden' }}
            sx={{ position: 'fixed', zIndex: (t) => t.zIndex.drawer + 2 }}
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
                  <MenuItem
                    key={d.name}
                    component={RouterLink}
                    to={to}
                    selected={pathname.startsWith(d.base)}
                    onClick={() => setOpen(false)}
                  >
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
          </Paper>,
          document.body,
        )}
    </div>
  );
}

/**
 * The aside menu: the dashboard, then the resources grouped like the SPEC §2 URL sections,
 * each entry shown only when `canAccess` allows its list.
 */
export function AppMenu() {
  const catalog = useCatalog();
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { pathname } = useLocation();
  const isCurrent = (to: string) => matchPath({ path: to, end: false }, pathname) !== null;
  const onNavigate = () => small && setOpen(false);
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
  // Minimised, its label is the icon's tooltip.
  const dashboard = (
    <NavItem
      to="/dashboard"
      primaryText={translate('app.menu.dashboard')}
      leftIcon={<DashboardIcon />}
      current={isCurrent('/dashboard')}
      onNavigate={onNavigate}
    />
  );
  return (
    // react-admin's `Menu` list, with its class names and widths (its own brought `MenuItemLink`).
    <MenuList
      data-testid="app-menu"
      data-aside={open ? 'expanded' : 'minimized'}
      className={open ? 'RaMenu-open' : 'RaMenu-closed'}
      sx={(theme: Theme) => ({
        ...menuLook(theme),
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        width: asideWidth(theme, open),
        transition: theme.transitions.create('width', {
          easing: theme.transitions.easing.sharp,
          duration: theme.transitions.duration.leavingScreen,
        }),
      })}
    >
      {open ? (
        dashboard
      ) : (
        <Tooltip title={translate('app.menu.dashboard')} placement="right">
          {dashboard}
        </Tooltip>
      )}
      {catalog.menuGroups.map(({ name: group, icon }) => {
        const items = entries
          .filter((d) => d.menu.group === group && canAccess?.[d.name])
          .sort((a, b) => (a.menu.order ?? 0) - (b.menu.order ?? 0));
        if (!items.length) return null;
        return open ? (
          <AccordionGroup key={group} group={group} icon={icon} items={items} isCurrent={isCurrent} onNavigate={onNavigate} />
        ) : (
          <DropdownGroup key={group} group={group} icon={icon} items={items} />
        );
      })}
    </MenuList>
  );
}
