import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppI18nProvider } from '../locale/i18nProvider';
import { AdminShell } from './AdminShell';

/**
 * A data router, so react-admin's "unsaved changes" warning (react-router's blocker)
 * works, with plain URLs (no hash) so SPEC §2 paths are what the address bar shows.
 */
export function App({ i18nProvider }: { i18nProvider: AppI18nProvider }) {
  const router = useMemo(() => createBrowserRouter([{ path: '*', element: <AdminShell i18nProvider={i18nProvider} /> }]), [i18nProvider]);
  return <RouterProvider router={router} />;
}
