import { forwardRef, useId, useState, type ReactNode } from 'react';
import { lazyPage } from '../config/chunks';
import { ChunkBoundary } from '../engine/ChunkBoundary';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { SignOutIcon } from '../theme/icons';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import CheckIcon from '@mui/icons-material/Check';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SettingsBackupRestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout, useNotify, useTranslate } from 'ra-core';
import { useUserMenu } from 'ra-ui-materialui';
import { useConfirm } from '../engine/ConfirmProvider';
import { LANGUAGES } from '../locale/languages';
import { demoControls } from '../config/demoControls';
import { useChangeLanguage } from '../engine/useChangeLanguage';
import { resetOperatorLayout } from '../locale/operatorLayout';
import { useResetAside } from '../shell/aside/useAside';
import { ProfileHeader } from '../shell/panels/ProfileHeader';

// The profile widget is a chunk of its own, loaded when it is first opened.
const ProfileDialog = lazyPage(() => import('../widgets/profile/ProfileDialog'));

/**
 * "My profile" (SPEC §1, §3): opens the profile widget. The dialog is rendered from this
 * item, so the user menu stays open underneath until the dialog closes, then closes too
 * (AppLayout mounts the menu items only while the menu is open).
 */
export function ProfileMenuItem({ autoFocus }: { autoFocus?: boolean }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    userMenu?.onClose();
  };
  return (
    <>
      <MenuItem autoFocus={autoFocus} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ListItemIcon>
          <AccountCircleIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('widgets.profile.open')}</ListItemText>
      </MenuItem>
      {open && (
        <ChunkBoundary onClose={close}>
          <ProfileDialog open onClose={close} />
        </ChunkBoundary>
      )}
    </>
  );
}

/** "Account" (SPEC §3): the operator's own account page. */
export function AccountMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={RouterLink} to="/account" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <ManageAccountsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('screens.account.menu')}</ListItemText>
    </MenuItem>
  );
}

/**
 * The profile area's language choice: ar, en and es (SPEC §1), after the profile itself and the
 * account. MUI's menu hands `autoFocus` to its child (this
 * fragment) when the menu opens from the keyboard: the first item takes it, so Enter on the user
 * menu lands on "Profile" and the arrow keys work at once.
 */
export function ProfileLanguages({ autoFocus }: { autoFocus?: boolean }) {
  const translate = useTranslate();
  const [locale, setLocale] = useChangeLanguage();
  const userMenu = useUserMenu();
  const headingId = useId();
  return (
    <>
      <ProfileMenuItem autoFocus={autoFocus} />
      <AccountMenuItem />
      {/* Inside `role="menu"` only menu items belong (axe): the heading is text, and each
          language a radio item of the choice it heads. */}
      <ListSubheader role="none" id={headingId}>
        {translate('app.language.label')}
      </ListSubheader>
      {LANGUAGES.map((l) => (
        <MenuItem
          key={l.locale}
          lang={l.locale}
          role="menuitemradio"
          aria-checked={l.locale === locale}
          aria-describedby={headingId}
          selected={l.locale === locale}
          onClick={() => {
            userMenu?.onClose();
            setLocale(l.locale);
          }}
        >
          <ListItemIcon>{l.locale === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{l.name}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
}

/**
 * A user-menu item that asks first, then acts (sign out, reset layout, reset demo data): the
 * menu closes, the confirmation opens with `title` (and `content`), and `onConfirm` runs only
 * on Confirm.
 */
const ConfirmedMenuItem = forwardRef<
  HTMLLIElement,
  { label: string; icon: ReactNode; title: string; content?: string; onConfirm: () => void | Promise<void> }
>(function ConfirmedMenuItem({ label, icon, title, content, onConfirm }, ref) {
  const translate = useTranslate();
  const confirm = useConfirm();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        userMenu?.onClose();
        confirm({ title, content, onConfirm });
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

/** Sign out asks first: "Do you want to close the session?" (SPEC §8). */
export const ConfirmLogout = forwardRef<HTMLLIElement>(function ConfirmLogout(_props, ref) {
  const logout = useLogout();
  return (
    <ConfirmedMenuItem
      ref={ref}
      label="app.auth.sign_out"
      icon={<SignOutIcon fontSize="small" />}
      title="app.auth.logout_confirm"
      onConfirm={() => logout()}
    />
  );
});

/**
 * "Reset layout": this operator's columns, density, theme and aside go back
 * to their defaults, on screen at once. The session, the data and other operators' choices stay
 * (src/locale/operatorLayout.ts); the confirmation says so.
 */
export function ResetLayoutItem() {
  const notify = useNotify();
  const resetAside = useResetAside();
  return (
    <ConfirmedMenuItem
      label="app.layout.reset"
      icon={<SettingsBackupRestoreIcon fontSize="small" />}
      title="app.layout.reset"
      content="app.layout.reset_confirm"
      onConfirm={() => {
        resetOperatorLayout();
        resetAside();
        notify('app.layout.reset_done', { type: 'info' });
      }}
    />
  );
}

/** Demo mode only: put the seeded data back as it was. */
export function ResetDemoItem() {
  const notify = useNotify();
  const demo = demoControls();
  if (!demo) return null;
  return (
    <ConfirmedMenuItem
      label="app.demo.reset"
      icon={<RestartAltIcon fontSize="small" />}
      title="app.demo.reset"
      content="app.demo.reset_confirm"
      onConfirm={async () => {
        await demo.reset();
        notify('app.demo.reset_done', { type: 'info' });
        window.setTimeout(() => window.location.reload(), 600);
      }}
    />
  );
}

/** The user menu's content, the profile header first (loaded apart: src/layout/AppLayout.tsx). */
export default function UserMenuItems({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <>
      <ProfileHeader />
      <ProfileLanguages autoFocus={autoFocus} />
      <ResetLayoutItem />
      <ResetDemoItem />
      <ConfirmLogout />
    </>
  );
}
