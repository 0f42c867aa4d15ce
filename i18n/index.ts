import type { en } from './en';
import type { app as enApp } from './en/app';
import type { appScreens as enAppScreens } from './en/appScreens';
import type { resourceNames as enResourceNames } from './en/resourceNames';
import type { screenContent as enScreenContent } from './en/screenContent';
import type { screens as enScreens } from './en/screens';
import type { shell as enShell } from './en/shell';
import type { shellScreens as enShellScreens } from './en/shellScreens';
import type { resources as enResources } from './en/resources';
import type { widgets as enWidgets } from './en/widgets';
import type { Messages, RaScreenGroups } from './types';
// Arabic is the default language: the part the sign-in page needs (react-admin's own
// strings and `app`) ships in the first chunk, sparing most sessions a round trip before the
// first paint. The rest comes in two more steps (see src/locale/i18nProvider.ts): `shell`,
// `screens` and each resource's names with the sign-in; with the first screen that shows a
// resource, the resources' other strings (field labels, choices, actions), the forms' and
// fields' part of `app` (`appScreens`), the panels' and lists' part of `shell` (`shellScreens`),
// what the other screens show beyond their titles (`screenContent`) and `widgets`.
import raArabic from './ar/ra';
import { app as arApp } from './ar/app';

export type AppMessages = Messages<typeof en>;

/** The top-level groups the sign-in page, the error page and the loading page read. */
export type StartMessages = { ra: Omit<AppMessages['ra'], RaScreenGroups>; app: Messages<typeof enApp> };

type Loaders<T> = Record<'ar' | 'en' | 'es', () => Promise<T>>;

/** Each locale's sign-in strings: files of their own, so no locale's full catalogue is fetched for them. */
export const loadStartMessages: Loaders<StartMessages> = {
  ar: () => Promise.resolve({ ra: raArabic, app: arApp }),
  en: () =>
    Promise.all([import('ra-language-english'), import('./en/app')]).then(([ra, m]) => ({
      ra: ra.default.ra as StartMessages['ra'],
      app: m.app,
    })),
  es: () => Promise.all([import('./es/ra'), import('./es/app')]).then(([ra, m]) => ({ ra: ra.default, app: m.app })),
};

/** The part of `shell` only its panels' and lists' content reads: with the screens' strings. */
type ShellScreens = Messages<typeof enShellScreens>;

/** What the menu, the dashboard and the app bar read: everything but the resources' field strings. */
export type SignedInMessages = StartMessages & {
  screens: Messages<typeof enScreens>;
  shell: Messages<typeof enShell>;
  resources: Messages<typeof enResourceNames>;
};

/** The rest of each resource's strings (labels, choices, actions, sections): see ./join.ts. */
export type ResourceMessages = Messages<typeof enResources>;

/**
 * What the first screen that shows a resource adds: those strings, `app`'s and `ra`'s forms and
 * fields parts, `widgets`, the shell panels' content and the other screens' content.
 */
export interface ScreenStageMessages {
  resources: ResourceMessages;
  shellScreens: ShellScreens;
  screenContent: Messages<typeof enScreenContent>;
  raScreens: Pick<AppMessages['ra'], RaScreenGroups>;
  appScreens: Messages<typeof enAppScreens>;
  widgets: Messages<typeof enWidgets>;
}

/**
 * Each locale's signed-in strings (its own chunk, reusing the sign-in strings' files): loaded with
 * the sign-in, or at start-up with a stored session, for the active language.
 */
export const loadSignedInMessages: Loaders<SignedInMessages> = {
  ar: () => Promise.all([loadStartMessages.ar(), import('./ar/signedIn')]).then(([start, m]) => signedIn(start, m)),
  en: () => Promise.all([loadStartMessages.en(), import('./en/signedIn')]).then(([start, m]) => signedIn(start, m)),
  es: () => Promise.all([loadStartMessages.es(), import('./es/signedIn')]).then(([start, m]) => signedIn(start, m)),
};

function signedIn(start: StartMessages, m: Pick<SignedInMessages, 'shell' | 'screens'> & { resourceNames: SignedInMessages['resources'] }) {
  return { ...start, shell: m.shell, screens: m.screens, resources: m.resourceNames };
}

/** Each locale's strings of the screens that show a resource, fetched with the first one. */
export const loadScreenStageMessages: Loaders<ScreenStageMessages> = {
  ar: () => import('./ar/screenStage'),
  en: () => import('./en/screenStage'),
  es: () => import('./es/screenStage'),
};

/**
 * Each locale's whole catalogue (reusing the files above): loaded for every language switched to
 * once a resource's screen has been shown.
 */
export const loadMessages: Loaders<AppMessages> = {
  ar: () => import('./ar').then((m) => m.ar),
  en: () => import('./en').then((m) => m.en as AppMessages),
  es: () => import('./es').then((m) => m.es),
};
