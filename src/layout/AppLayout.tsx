import type { ReactNode } from 'react';
import { useGetIdentity, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AppBar, Layout, LoadingIndicator, Title, TitlePortal, UserMenu, type LayoutProps } from 'ra-ui-materialui';
import { LayoutTitleProvider } from './inLayout';
import { APP_BAR_LOCALES } from '../locale/languages';
import { AppMenu } from './AppMenu';
import { DemoBadge } from './DemoBadge';
import { LanguageMenu } from './LanguageMenu';
import { lazyPage } from '../config/chunks';
import { withScreenMessages } from '../locale/i18nProvider';
import { ChunkBoundary } from '../engine/ChunkBoundary';
import { ConfirmProvider } from '../engine/ConfirmProvider';
import { ActivityRecorder } from '../shell/activity/ActivityRecorder';
import { AsideSidebar } from '../shell/aside/AsideSidebar';
import { CartButton } from '../shell/panels/CartButton';
import { MoreMenuSlot } from '../shell/panels/MoreMenuSlot';
import { NotificationsButton } from '../shell/panels/NotificationsButton';
import { QuickActionsButton } from '../shell/panels/QuickActionsButton';
import { QuickPanelButton } from '../shell/panels/QuickPanelButton';
import { ThemeToggle } from '../shell/panels/ThemeToggle';
import { PushMessaging } from '../shell/push/PushMessaging';
import { SCROLL_TOP_ROOM_PX, ScrollTopButton } from '../shell/ScrollTopButton';
import { USER_MENU_WIDTH_PX } from '../shell/constants';
import { QuickSearch } from '../shell/search/QuickSearch';
import { TabTitle } from './TabTitle';

/** While loading: the Refresh button keeps its place and focus ring; its icon gives way to the spinner. */
const REFRESH_STAYS_VISIBLE = {
  '& .RaLoadingIndicator-loadedIcon.RaLoadingIndicator-loadedLoading': { opacity: 1, '& svg': { visibility: 'hidden' } },
} as const;

/**
 * The user menu's content: a chunk of its own, fetched as the menu first opens (it is mounted
 * only while open), with the screens' strings its profile dialog reads (`widgets.profile`).
 */
const UserMenuItemsChunk = lazyPage(withScreenMessages(() => import('./UserMenuItems')));
/**
 * MUI's menu hands `autoFocus` (opened from the keyboard) to this, its first child: passed on to
 * "Profile". While the chunk loads, the profile header's width: the menu is placed as it opens.
 */
function UserMenuItems({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <ChunkBoundary fallback={<Box sx={{ width: USER_MENU_WIDTH_PX, maxWidth: '100%' }} />}>
      <UserMenuItemsChunk autoFocus={autoFocus} />
    </ChunkBoundary>
  );
}

/** The user panel: the profile, then the existing items (languages, layout reset, demo reset, sign out with confirmation). */
function AppUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // Where react-admin shows the operator's name on the button (from `sm` up), its accessible
  // name starts with it (WCAG 2.5.3); below, the icon keeps react-admin's translated "Profile".
  const named = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm')) && Boolean(identity?.fullName);
  return (
    <UserMenu label={named ? `${identity!.fullName}, ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu'}>
      <UserMenuItems />
    </UserMenu>
  );
}

/** A page's title in the app bar, for the status pages (`useLayoutTitle`). */
const appBarTitle = (title: string) => <Title title={title} />;

/**
 * The top bar: react-admin's, with the app's own buttons in place of its default toolbar (whose
 * locales button would repeat the app's language menu). Below `lg` (phones and tablets) it keeps
 * the menu toggle, the title, the search, the bell, "More" (quick actions, cart, activity and
 * settings, refresh) and the user menu: on a phone six 44 px targets leave the title room at
 * 390 px, and from 576 to 991 px every button left the title none (docs/decisions.md "Phone").
 * From `lg` up every button shows, and the title gives way with an ellipsis instead of running
 * under the search.
 */
function AppHeader() {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  return (
    <AppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          <QuickSearch />
          {compact ? (
            <>
              <NotificationsButton />
              <MoreMenuSlot />
            </>
          ) : (
            <>
              <DemoBadge />
              <QuickActionsButton />
              <CartButton />
              <NotificationsButton />
              <QuickPanelButton />
              <ThemeToggle />
              <LanguageMenu locales={APP_BAR_LOCALES} />
              {/* react-admin fades the Refresh button out (opacity 0) while a request runs, and
                  Tab still stops on it: a focus nobody can see. The button stays, with only its
                  icon hidden under the spinner, so its focus ring shows. */}
              <LoadingIndicator sx={REFRESH_STAYS_VISIBLE} />
            </>
          )}
        </Box>
      }
    >
      {/* A long title shrinks and ends in an ellipsis, a little way before the search box. The
          title react-admin portals in is an inline-block (its `Configurable` wrapper), which an
          ellipsis cannot cut into: it is made a block that ellipsizes itself. The page's title
          is its one level-one heading: content headings start at h2. */}
      <TitlePortal
        component="h1"
        sx={{
          minWidth: 0,
          marginInlineEnd: 1,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          // Doubled `&`: above the wrapper's own `display: inline-block`, injected later.
          '&& > *': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        }}
      />
    </AppBar>
  );
}

/**
 * The main layout (loaded on first use, so the sign-in page does not carry it): react-admin's,
 * with the app's bar, menu and aside. The page shown when a screen throws comes from the app
 * (`error`): pages sit above the layout.
 */
export default function AppLayout({ children, error }: { children: ReactNode; error: LayoutProps['error'] }) {
  return (
    <ConfirmProvider>
      <LayoutTitleProvider value={appBarTitle}>
        <Layout
          appBar={AppHeader}
          menu={AppMenu}
          sidebar={AsideSidebar}
          error={error}
          // react-admin's layout is `min-width: fit-content` and its flex items keep
          // `min-width: auto`, so a wide table would push the whole page sideways (in RTL the app
          // bar slides off screen). Let the chain shrink; the table scrolls in its card instead.
          sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
        >
          {/* react-admin's content element is already #main-content (its skip link's target). */}
          {/* Room below the page for the back-to-top button (40 px, 24 px from the corner):
              scrolled to the end, the last line (a list's pagination) clears it. */}
          <Box id="page-content" tabIndex={-1} sx={{ outline: 'none', paddingBlockEnd: `${SCROLL_TOP_ROOM_PX}px` }}>
            {children}
          </Box>
        </Layout>
      </LayoutTitleProvider>
      <TabTitle />
      <ScrollTopButton />
      <ActivityRecorder />
      <PushMessaging />
    </ConfirmProvider>
  );
}
