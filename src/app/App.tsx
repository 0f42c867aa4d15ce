import { BrowserRouter } from '../router';
import type { AppI18nProvider } from '../locale/i18nProvider';
import { AdminShell } from './AdminShell';

/**
 * The app's router (src/router) on the browser's history, with plain URLs (no hash) so SPEC §2
 * paths are what the address bar shows; served under a sub-path (`BASE_PATH=/admin/` at build
 * time), every route is below it. The router takes the base as Vite writes it (`/admin/`, `/`).
 */
export function App({ i18nProvider }: { i18nProvider: AppI18nProvider }) {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL}>
      <AdminShell i18nProvider={i18nProvider} />
    </BrowserRouter>
  );
}
