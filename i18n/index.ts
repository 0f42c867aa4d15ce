import type { en } from './en';
import type { Messages } from './types';
// Arabic is the default language: it ships in the first chunk, sparing most sessions a
// round trip before the first paint. English and Spanish load when chosen.
import { ar } from './ar';

export type AppMessages = Messages<typeof en>;

/**
 * Each locale is its own chunk: the first load carries only the active one, the others
 * arrive when the operator switches.
 */
export const loadMessages: Record<'ar' | 'en' | 'es', () => Promise<AppMessages>> = {
  ar: () => Promise.resolve(ar),
  en: () => import('./en').then((m) => m.en as AppMessages),
  es: () => import('./es').then((m) => m.es),
};
