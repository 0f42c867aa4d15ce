import { createAppQueryClient } from '../providers/queryClient';
import { Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { CoreAdminContext, CoreAdminUI, CustomRoutes, useNotificationContext } from 'ra-core';
import { CatalogContext } from '../engine/CatalogContext';
import { withViewParts } from '../engine/slots';
import { resourceRegistrations, resourceRoutes } from '../engine/routes';
import { DirectionProvider } from '../theme/DirectionProvider';
import { PageLoadingMarker } from '../layout/PageLoadingMarker';
import { RouteEffects } from '../layout/RouteEffects';
import { ErrorPage } from '../pages/ErrorPage';
import { Loading } from '../pages/Loading';
import { withScreenMessages, type AppI18nProvider } from '../locale/i18nProvider';
import { useLoadedCatalog } from './catalogStore';
import { lazyPage } from '../config/chunks';
import { createAppStore } from '../locale/localeStore';
import { subscribeLocale } from '../locale/languages';
import { providersFor } from './providers';
import { STORAGE_KEYS } from '../config/storageKeys';
import { sessionState } from '../providers/session';
import { onDisplayTimeZoneChange } from '../locale/timeZone';
import { onDisplayPrefsChange } from '../locale/displayPrefs';

const views = {
  list: lazyPage(withViewParts(() => import('../engine/views/ListView'))),
  create: lazyPage(withViewParts(() => import('../engine/views/CreateView'))),
  edit: lazyPage(withViewParts(() => import('../engine/views/EditView'))),
  details: lazyPage(withViewParts(() => import('../engine/views/DetailsView'))),
};
const LazyLayout = lazyPage(() => import('../layout/AppLayout'));
const LazyLogin = lazyPage(() => import('../pages/Login'));
const Dashboard = lazyPage(() => import('../pages/Dashboard'));
const Forbidden = lazyPage(() => import('../pages/Forbidden'));
const Notifications = lazyPage(withScreenMessages(() => import('../pages/Notifications')));
const NotFound = lazyPage(() => import('../pages/NotFound'));

const LazyNotification = lazyPage(() => import('../layout/Alerts'));
const LazySessionDialog = lazyPage(() => import('../pages/SessionDialog'));
const fallback = <Loading />;

/** Alerts (2500 ms, SPEC §9): the snackbar code loads with the first alert, not with the page. */
function Alerts() {
  const { notifications } = useNotificationContext();
  // Once an alert has shown, the snackbar stays mounted (it animates the next ones out).
  const [seen, setSeen] = useState(false);
  if (notifications.length && !seen) setSeen(true);
  if (!seen && !notifications.length) return null;
  return (
    <Suspense fallback={null}>
      <LazyNotification />
    </Suspense>
  );
}

/** Bumped when the operator changes how dates and numbers are written (time zone, digits, calendar). */
let displayVersion = 0;
const subscribeDisplay = (onChange: () => void) => {
  const bump = () => {
    displayVersion += 1;
    onChange();
  };
  const offZone = onDisplayTimeZoneChange(bump);
  const offPrefs = onDisplayPrefsChange(bump);
  return () => {
    offZone();
    offPrefs();
  };
};

function Layout({ children }: { children: React.ReactNode }) {
  // Every formatted value on the page is written again in the new way: the page is drawn anew.
  const version = useSyncExternalStore(subscribeDisplay, () => displayVersion);
  return (
    <Suspense fallback={fallback}>
      <LazyLayout error={ErrorPage}>
        <Suspense key={version} fallback={fallback}>
          {children}
        </Suspense>
      </LazyLayout>
    </Suspense>
  );
}

function LoginPage() {
  return (
    <Suspense fallback={fallback}>
      <LazyLogin />
    </Suspense>
  );
}

const subscribeSession = (onChange: () => void) => sessionState.subscribe(onChange);
const sessionExpired = () => sessionState.expired;

/** The sign-in dialog over the current screen while an ended session is renewed (a 401). */
function SessionExpired() {
  const expired = useSyncExternalStore(subscribeSession, sessionExpired);
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <LazySessionDialog />
    </Suspense>
  );
}

/**
 * Signed out (no token, and not a session that just ended under an open screen), any URL
 * but /login goes to /login in ONE navigation, carrying where the operator was going
 * (react-admin's `nextPathname`/`nextSearch`, which the sign-in returns to). react-admin's
 * own way (`requireAuth` rendering LogoutOnMount) logged out again on every re-render of
 * the pending transition: thousands of pushes of /login and the form after 5-16 s.
 */
function SignedOutGuard({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  useSyncExternalStore(subscribeSession, sessionExpired);
  const signedIn = typeof localStorage !== 'undefined' && Boolean(localStorage.getItem(STORAGE_KEYS.token));
  if (!signedIn && !sessionState.expired && location.pathname !== '/login') {
    const back = location.pathname === '/' ? undefined : { nextPathname: location.pathname, nextSearch: location.search };
    return <Navigate to="/login" replace state={back} />;
  }
  return <>{children}</>;
}

const ToDashboard = () => <Navigate to="/dashboard" replace />;
const ToNotFound = () => <Navigate to="/404" replace />;
const ToForbidden = () => <Navigate to="/403" replace />;

/**
 * react-admin's core with our own pieces: the sign-in page, a lazy layout, the canonical
 * routes of every resource (once the catalogue has arrived), `/403` and `/404`, and an
 * RTL-aware theme.
 */
export function AdminShell({ i18nProvider }: { i18nProvider: AppI18nProvider }) {
  const { dataProvider, authProvider } = useMemo(() => providersFor(i18nProvider), [i18nProvider]);
  // Undefined on the sign-in page until someone signs in (the sign-in waits for it): the
  // resource routes are registered from then on. See src/app/catalogStore.ts.
  const catalog = useLoadedCatalog();
  const store = useMemo(() => createAppStore(), []);
  const queryClient = useMemo(() => createAppQueryClient(), []);
  // The API answers names in the request's language (docs/decisions.md "Demo mode"): what was
  // read in the other language is stale, so every screen reads it again, the operator's name too.
  useEffect(() => subscribeLocale(() => void queryClient.invalidateQueries()), [queryClient]);
  return (
    <CatalogContext.Provider value={catalog ?? null}>
      <CoreAdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
      >
        <DirectionProvider>
          <CssBaseline enableColorScheme />
          <RouteEffects />
          <PageLoadingMarker />
          <SignedOutGuard>
            <CoreAdminUI
              title="app.title"
              layout={Layout}
              loginPage={LoginPage}
              dashboard={ToDashboard}
              catchAll={ToNotFound}
              accessDenied={ToForbidden}
              error={ErrorPage}
              loading={Loading}
              requireAuth
              disableTelemetry
            >
              <CustomRoutes>
                <Route path="/dashboard" element={<Dashboard />} />
                {/* SPEC §2: no permission. */}
                <Route path="/notifications" element={<Notifications />} />
                <Route path="/403" element={<Forbidden />} />
                <Route path="/404" element={<NotFound />} />
                {catalog && resourceRoutes(catalog, views, fallback)}
              </CustomRoutes>
              {catalog && resourceRegistrations(catalog)}
            </CoreAdminUI>
          </SignedOutGuard>
          <SessionExpired />
          <Alerts />
        </DirectionProvider>
      </CoreAdminContext>
    </CatalogContext.Provider>
  );
}
