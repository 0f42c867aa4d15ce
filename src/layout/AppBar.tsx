import { useCallback, useMemo, useState, type ReactNode } from 'react';
import MuiAppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { styled, type Theme } from '@mui/material/styles';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useGetIdentity, UserMenuContextProvider, useTranslate } from 'ra-core';
import { SidebarToggleButton } from 'ra-ui-materialui';
import { Menu } from '../engine/overlays';

/**
 * react-admin's `AppBar` and `UserMenu`, drawn without what they import for other apps: its
 * locales menu (this app has its own), and the first screen without MUI's Menu, Popover, Modal
 * and transitions — the user menu's list is an overlay fetched on the first intent to open one
 * (src/engine/overlays), and the bar slides away on scroll with a CSS transition instead of MUI's
 * `Slide`. Same elements and class names (`RaAppBar-*`, `RaUserMenu-*`, the toggle's
 * `RaAppBar-menuButton`), same behaviour: hidden while scrolling down, back when scrolling up.
 */
export function AppBar({ children, toolbar, userMenu }: { children: ReactNode; toolbar: ReactNode; userMenu: ReactNode }) {
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const hidden = useScrollTrigger();
  return (
    <StyledAppBar className={classes.appBar} color="secondary" data-hidden={hidden || undefined}>
      <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className={classes.toolbar}>
        {/* The aside's toggle opens a drawer on a phone: an overlay (src/engine/overlays). */}
        <span data-opens-overlay style={{ display: 'contents' }}>
          <SidebarToggleButton className={classes.menuButton} />
        </span>
        {children}
        {toolbar}
        {userMenu}
      </Toolbar>
    </StyledAppBar>
  );
}

const classes = {
  appBar: 'RaAppBar-appBar',
  toolbar: 'RaAppBar-toolbar',
  menuButton: 'RaAppBar-menuButton',
};

const StyledAppBar = styled(MuiAppBar, { name: 'RaAppBar' })(({ theme }) => ({
  // What MUI's Slide did (direction down, not on first paint): up out of sight, then hidden,
  // so Tab does not stop in a bar nobody sees; back at once on the way up.
  transition: theme.transitions.create('transform', {
    easing: theme.transitions.easing.easeOut,
    duration: theme.transitions.duration.enteringScreen,
  }),
  '&[data-hidden]': {
    transform: 'translateY(-100%)',
    visibility: 'hidden',
    transition: [
      theme.transitions.create('transform', {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
      }),
      `visibility 0s linear ${theme.transitions.duration.leavingScreen}ms`,
    ].join(', '),
  },
  '@media (prefers-reduced-motion: reduce)': { '&, &[data-hidden]': { transition: 'none' } },
  [`& .${classes.toolbar}`]: {
    padding: `0 ${theme.spacing(1)}`,
    [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
  },
  [`& .${classes.menuButton}`]: { marginRight: '0.2em' },
}));

/**
 * The operator's menu in the bar: a button with the name (from `sm` up) or an icon, and a list
 * of `children` (react-admin's user menu items, which close it through `useUserMenu`).
 */
export function UserMenu({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  const { isPending, identity } = useGetIdentity();
  const isLargeEnough = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const onClose = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose }), [onClose]);
  const name = translate(label, { _: label });
  const open = Boolean(anchor);
  const avatar = identity?.avatar ? <Avatar className={userClasses.avatar} src={identity.avatar} alt={identity.fullName} /> : null;
  return (
    <UserMenuRoot>
      {isLargeEnough && !isPending && identity?.fullName ? (
        <Button
          aria-label={name}
          aria-haspopup="menu"
          aria-controls={open ? 'menu-appbar' : undefined}
          aria-expanded={open ? 'true' : undefined}
          className={userClasses.userButton}
          color="inherit"
          startIcon={avatar ?? <AccountCircle />}
          onClick={(event) => setAnchor(event.currentTarget)}
          variant="text"
        >
          {identity.fullName}
        </Button>
      ) : (
        <Tooltip title={name}>
          <IconButton
            aria-label={name}
            aria-haspopup="menu"
            aria-controls={open ? 'menu-appbar' : undefined}
            aria-expanded={open ? 'true' : undefined}
            color="inherit"
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {!isPending && avatar ? avatar : <AccountCircle />}
          </IconButton>
        </Tooltip>
      )}
      <UserMenuContextProvider value={context}>
        <Menu
          id="menu-appbar"
          disableScrollLock
          anchorEl={anchor}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          open={open}
          onClose={onClose}
        >
          {children}
        </Menu>
      </UserMenuContextProvider>
    </UserMenuRoot>
  );
}

const userClasses = { userButton: 'RaUserMenu-userButton', avatar: 'RaUserMenu-avatar' };

const UserMenuRoot = styled('div', { name: 'RaUserMenu' })(({ theme }) => ({
  [`& .${userClasses.userButton}`]: { textTransform: 'none', marginInlineStart: theme.spacing(0.5) },
  [`& .${userClasses.avatar}`]: { width: theme.spacing(3), height: theme.spacing(3) },
}));
