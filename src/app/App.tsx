import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppI18nProvider } from '../locale/i18nProvider';
import { AdminShell } from './AdminShell';

const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

/**
 * A data router, so react-admin's "unsaved changes" warning (react-router's blocker)
 * works, with plain URLs (no hash) so SPEC §2 paths are what the address bar shows.
 */
export function App({ i18nProvider }: { i18nProvider: AppI18nProvider }) {
  const router = useMemo(
    // Served under a sub-path (`BASE_PATH=/admin/` at build time): every route is below it.
    () => createBrowserRouter([{ path: '*', element: <AdminShell i18nProvider={i18nProvider} /> }], { basename: ROUTER_BASENAME }),
    [i18nProvider],
  );
  return <RouterProvider router={router} />;
}
