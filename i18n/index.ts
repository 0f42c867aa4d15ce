import type { en } from './en';
import type { Messages } from './types';

export type AppMessages = Messages<typeof en>;

/**
 * Each locale is its own chunk: the first load carries only the active one, the others
 * arrive when the operator switches.
 */
export const loadMessages: Record<'ar' | 'en' | 'es', () => Promise<AppMessages>> = {
  ar: () => import('./ar').then((m) => m.ar),
  en: () => import('./en').then((m) => m.en as AppMessages),
  es: () => import('./es').then((m) => m.es),
};
