import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { AppBar, Layout, LoadingIndicator, TitlePortal, UserMenu } from 'ra-ui-materialui';
import { APP_BAR_LOCALES } from '../locale/languages';
import { AppMenu } from './AppMenu';
import { DemoBadge } from './DemoBadge';
import { LanguageMenu } from './LanguageMenu';
import { ConfirmLogout, ProfileLanguages, ResetDemoItem } from './UserMenuItems';
import { ErrorPage } from '../pages/ErrorPage';
import { ConfirmProvider } from './ConfirmProvider';

function AppUserMenu() {
  return (
    <UserMenu>
      <ProfileLanguages />
      <ResetDemoItem />
      <ConfirmLogout />
    </UserMenu>
  );
}

function AppHeader() {
  return (
    <AppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <DemoBadge />
          <LanguageMenu locales={APP_BAR_LOCALES} />
          <LoadingIndicator />
        </Box>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

/** The main layout (loaded on first use, so the sign-in page does not carry it). */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ConfirmProvider>
      <Layout appBar={AppHeader} menu={AppMenu} error={ErrorPage}>
        {children}
      </Layout>
    </ConfirmProvider>
  );
}
