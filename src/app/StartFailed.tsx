import type { CSSProperties } from 'react';
import type { AppI18nProvider } from '../locale/i18nProvider';

/**
 * The sign-in card's look (src/theme/signIn.css, fetched on its own: src/theme/signInStyles.ts),
 * in the few lines this page needs, so it shows when that sheet did not arrive either. Inline
 * styles are set through the DOM, which the strict CSP allows.
 */
const FONT = "'IBM Plex Sans Arabic', 'Segoe UI', Tahoma, Arial, sans-serif";
const PAGE: CSSProperties = {
  // Over the whole window, the body's own margin included.
  position: 'fixed',
  inset: 0,
  overflow: 'auto',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: 'linear-gradient(160deg, #1f4e79 0%, #163a5a 55%, #0f7b6c 100%)',
  fontFamily: FONT,
  color: 'rgba(0, 0, 0, 0.87)',
};
const CARD: CSSProperties = {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 440,
  padding: 24,
  borderRadius: 4,
  background: '#fff',
  boxShadow: '0 2px 1px -1px rgba(0, 0, 0, 0.2), 0 1px 1px 0 rgba(0, 0, 0, 0.14), 0 1px 3px 0 rgba(0, 0, 0, 0.12)',
};
const TITLE: CSSProperties = { margin: '0 0 8px', fontSize: '1.25rem', fontWeight: 400, lineHeight: 1.6 };
const BUTTON: CSSProperties = {
  width: '100%',
  marginBlockStart: 16,
  padding: '8px 22px',
  border: 0,
  borderRadius: 4,
  background: '#1f4e79',
  color: '#fff',
  font: 'inherit',
  fontSize: '0.9375rem',
  fontWeight: 500,
  letterSpacing: '0.02857em',
  textTransform: 'uppercase',
  cursor: 'pointer',
};

/**
 * A start whose code did not arrive: the admin's with a stored session, the sign-in form's style
 * sheet without one (SPEC §8: say so, with Reload). Drawn like the sign-in card, from the entry: a
 * second chunk for MUI's status page would fail the same way.
 */
export function StartFailed({ i18nProvider }: { i18nProvider: AppI18nProvider }) {
  const translate = i18nProvider.translate;
  return (
    <main style={PAGE}>
      <div style={CARD}>
        <h1 style={TITLE}>{translate('app.page.chunk_failed')}</h1>
        <button type="button" style={BUTTON} onClick={() => window.location.reload()}>
          {translate('app.page.reload')}
        </button>
      </div>
    </main>
  );
}
