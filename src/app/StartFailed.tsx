import type { AppI18nProvider } from '../locale/i18nProvider';
import '../theme/signInCard.css';

/**
 * A start whose code did not arrive: the admin's with a stored session, the sign-in form's
 * without one (SPEC §8: say so, with Reload). Drawn like the sign-in card, from the entry: a
 * second chunk for MUI's status page would fail the same way.
 */
export function StartFailed({ i18nProvider }: { i18nProvider: AppI18nProvider }) {
  const translate = i18nProvider.translate;
  return (
    <main className="sf-scope sf-page">
      <div className="sf-card">
        <h1 className="sf-title">{translate('app.page.chunk_failed')}</h1>
        <button type="button" className="sf-button sf-contained sf-submit" onClick={() => window.location.reload()}>
          {translate('app.page.reload')}
        </button>
      </div>
    </main>
  );
}
