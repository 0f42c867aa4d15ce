import { ASIDE_COOKIE } from '../config/storageKeys';
import { ASIDE_COOKIE_MAX_AGE_S } from './constants';

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

export function writeAsideState(state: AsideState): void {
  if (typeof document !== 'undefined') document.cookie = asideCookieString(state);
}
