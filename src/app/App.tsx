import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppI18nProvider } from '../locale/i18nProvider';
import { AdminShell } from './AdminShell';

/** Vite writes the base as `/admin/` or `/`; React Router takes it without the trailing slash. */
const basename = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

/**
 * React Router on the browser's history, with plain URLs (no hash) so SPEC §2 paths are what the
 * address bar shows; served under a sub-path (`BASE_PATH=/admin/` at build time), every route
 * is below it. A data router, as react-admin documents, so that its unsaved-changes blocker
 * (`useBlocker`) works; react-admin's own default adapter then finds it already in place.
 */
export function App({ i18nProvider }: { i18nProvider: AppI18nProvider }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminShell i18nProvider={i18nProvider} /> }], { basename }));
  return <RouterProvider router={router} />;
}
