import { ASIDE_COOKIE } from '../config/storageKeys';
import { ASIDE_COOKIE_MAX_AGE_S } from './constants';
import { hasLayoutOperator, readLayout, writeLayout } from '../locale/operatorLayout';

/** The operator's own copy of the aside state (a layout key, src/locale/operatorLayout.ts). */
export const ASIDE_LAYOUT_KEY = 'layout.aside';

/**
 * The aside state in the cookie `kt_aside_toggle_state` (SPEC §4, §9). The values are the
 * ones of the toggle the SPEC's layout came from: `on` = the minimise toggle is on (aside
 * minimised), `off` = expanded. No cookie: expanded.
 */
export type AsideState = 'minimized' | 'expanded';

export function readAsideState(cookie: string = typeof document === 'undefined' ? '' : document.cookie): AsideState {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ASIDE_COOKIE) return decodeURIComponent(rest.join('=')) === 'on' ? 'minimized' : 'expanded';
  }
  return 'expanded';
}

export function asideCookieString(state: AsideState): string {
  return `${ASIDE_COOKIE}=${state === 'minimized' ? 'on' : 'off'}; path=/; max-age=${ASIDE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The cookie, and the signed-in operator's copy of it (so each operator keeps their own). */
export function writeAsideState(state: AsideState): void {
  if (typeof document !== 'undefined') document.cookie = asideCookieString(state);
  writeLayout(ASIDE_LAYOUT_KEY, state);
}

/**
 * When the layout mounts (after a sign-in): the cookie takes the signed-in operator's own state,
 * so the next operator on this browser does not inherit the last one's aside. An operator with
 * no state of their own gets the default (no cookie: expanded); before anyone signed in under
 * this scheme the cookie is left as it is.
 */
export function restoreOperatorAside(): void {
  if (typeof document === 'undefined' || !hasLayoutOperator()) return;
  const own = readLayout<AsideState>(ASIDE_LAYOUT_KEY);
  if (own === 'minimized' || own === 'expanded') {
    if (own !== readAsideState()) document.cookie = asideCookieString(own);
  } else if (readAsideState() !== 'expanded') {
    clearAsideState();
  }
}

/** "Reset layout": no cookie, so the aside is expanded (its default). */
export function clearAsideState(): void {
  if (typeof document !== 'undefined') document.cookie = `${ASIDE_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
