import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import {
  loadMessages,
  loadScreenStageMessages,
  loadSignedInMessages,
  loadStartMessages,
  type AppMessages,
  type SignedInMessages,
  type StartMessages,
} from '../../i18n';
import { joinGroups } from '../../i18n/join';
import { LANGUAGES, applyLocale, isLocale, type Locale } from './languages';
import { isolateValue } from './bidi';

type Tree = { [key: string]: Tree | string };

/**
 * SPEC messages are written with `{{name}}` placeholders; polyglot reads `%{name}`.
 * The catalogues keep the SPEC's form and are converted once when loaded.
 */
export function toPolyglot<T>(messages: T): T {
  const walk = (node: Tree): Tree =>
    Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/\{\{\s*(\w+)\s*\}\}/g, '%{$1}') : walk(v)]),
    );
  return walk(messages as unknown as Tree) as unknown as T;
}

/**
 * Three stages per locale: the sign-in strings (`ra`, `app`); once someone is signed in, what the
 * menu, the dashboard and the app bar read (`shell`, `screens`, each resource's name); with the
 * first screen that shows a resource (or the first panel or list that shows records: the user
 * menu, the quick actions, the requests, the activity and settings panel, the notifications, the
 * search results), the resources' other strings (item names, field labels, choices, actions), the
 * forms' and fields' parts of `app` and `ra`, `widgets`, the panels' and lists' part of `shell`
 * and the other screens' content beyond their titles. A locale's entry only ever grows. Once a
 * stage is reached, every language switched to is loaded up to it.
 */
export type Stage = 'start' | 'signedIn' | 'whole';
const RANK: Record<Stage, number> = { start: 0, signedIn: 1, whole: 2 };
const reaches = (stage: Stage, wanted: Stage) => RANK[stage] >= RANK[wanted];

interface Loaded {
  messages: TranslationMessages;
  stage: Stage;
}
const loaded = new Map<Locale, Loaded>();
const inflight = new Map<string, Promise<TranslationMessages>>();

/** How far a catalogue goes: the resources' field labels only come with the whole one. */
function stageOf(messages: object): Stage {
  if (!('resources' in messages)) return 'start';
  const resources = Object.values(messages.resources as Record<string, object>);
  return resources.some((resource) => 'fields' in resource) ? 'whole' : 'signedIn';
}

function remember(locale: Locale, messages: object) {
  const entry = { messages: toPolyglot(messages) as unknown as TranslationMessages, stage: stageOf(messages) };
  const known = loaded.get(locale);
  if (!known || reaches(entry.stage, known.stage)) loaded.set(locale, entry);
  return loaded.get(locale)!.messages;
}

/** The strings a locale needs to reach `stage`, joined to what it has when that saves a fetch. */
function fetchStage(locale: Locale, stage: Stage): Promise<object> {
  if (stage === 'start') return loadStartMessages[locale]();
  if (stage === 'signedIn') return loadSignedInMessages[locale]();
  const known = loaded.get(locale);
  if (known?.stage !== 'signedIn') return loadMessages[locale]();
  const { resources, app, ra, shell, screens, ...rest } = known.messages as unknown as SignedInMessages;
  return loadScreenStageMessages[locale]().then((more) => ({
    ...rest,
    shell: joinGroups(shell, toPolyglot(more.shellScreens)),
    screens: joinGroups(screens, toPolyglot(more.screenContent)),
    ra: { ...ra, ...more.raScreens },
    app: { ...app, ...toPolyglot(more.appScreens) },
    widgets: toPolyglot(more.widgets),
    resources: joinGroups(resources, toPolyglot(more.resources)),
  }));
}

/**
 * The strings of `locale` up to `stage` (the sign-in strings by default). Concurrent calls share
 * one fetch.
 */
export function preloadMessages(locale: Locale, stage: Stage = 'start'): Promise<TranslationMessages> {
  const known = loaded.get(locale);
  if (known && reaches(known.stage, stage)) return Promise.resolve(known.messages);
  const key = `${locale}:${stage}`;
  let pending = inflight.get(key);
  if (!pending) {
    pending = fetchStage(locale, stage).then((m) => remember(locale, m));
    const done = () => void inflight.delete(key);
    pending.then(done, done);
    inflight.set(key, pending);
  }
  return pending;
}

/** The strings of `locale` loaded so far (any stage), or undefined before its first load. */
export function loadedMessages(locale: Locale): TranslationMessages | undefined {
  return loaded.get(locale)?.messages;
}

export interface AppI18nProvider extends I18nProvider {
  /**
   * Fetches the strings of signed-in screens for the active language and makes them
   * translatable; every language switched to afterwards is loaded that far too.
   */
  loadSignedInMessages(): Promise<void>;
  /** The same for the resources' field labels, choices and actions (`loadScreenMessages`). */
  loadScreenMessages(): Promise<void>;
}

let current: AppI18nProvider | undefined;

/**
 * The resources' strings for the active language, awaited with every screen's own chunk (the
 * engine's `viewParts`, src/app/compose.ts): a screen never renders before its labels.
 */
export function loadScreenMessages(): Promise<void> {
  return current ? current.loadScreenMessages() : Promise.resolve();
}

/**
 * A panel's or a page's loader that fetches the screens' strings alongside its own chunk: it
 * renders once both have arrived, and a failure of either is its chunk's failure.
 */
export function withScreenMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadScreenMessages()]).then(([loaded]) => loaded);
}

/** Options that are not values shown in the sentence: polyglot's plural count and default text. */
const NOT_SHOWN = new Set(['smart_count', '_']);

/**
 * Every value put into a translated sentence ("Delete %{name}?", "%{count} rows") is isolated
 * (FSI … PDI): an Arabic name in an English sentence, an e-mail address or `+966` in an
 * Arabic one, or a value carrying bidi controls can only order itself, never the words around
 * it. Strings and numbers alike; not `smart_count` (it picks the plural form) nor `_`.
 */
export function isolateOptions(options: Record<string, unknown>): Record<string, unknown> {
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(options)) {
    out[name] = NOT_SHOWN.has(name) || !(typeof value === 'string' || typeof value === 'number') ? value : isolateValue(String(value));
    if (out[name] !== value) changed = true;
  }
  return changed ? out : options;
}

/**
 * Builds the provider once the initial locale's messages are in memory (any stage; later switches
 * load the stage reached straight away).
 */
export function createI18nProvider(
  initial: Locale,
  initialMessages: StartMessages | SignedInMessages | AppMessages | TranslationMessages,
): AppI18nProvider {
  loaded.set(initial, { messages: toPolyglot(initialMessages) as unknown as TranslationMessages, stage: stageOf(initialMessages) });
  // The stage every language is loaded to, and the stage of polyglot's current phrases.
  let target: Stage = loaded.get(initial)!.stage;
  let phrases: Stage = target;
  const base = polyglotI18nProvider(
    (locale: string) => {
      const l: Locale = isLocale(locale) ? locale : initial;
      return loaded.get(l)?.messages ?? preloadMessages(l, target);
    },
    initial,
    LANGUAGES.map((l) => ({ locale: l.locale, name: l.name })),
    { allowMissing: false },
  );
  // Switches and the arrival of later stages run one after the other, so a late arrival never
  // replaces the phrases of a language switched to in the meantime.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = (task: () => Promise<void>): Promise<void> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
  const reach = (stage: Stage): Promise<void> => {
    if (!reaches(target, stage)) target = stage;
    return serial(async () => {
      if (reaches(phrases, stage)) return;
      const locale = base.getLocale() as Locale;
      await preloadMessages(locale, stage);
      // polyglot keeps its own copy of the phrases: rebuild it with the larger catalogue.
      await base.changeLocale(locale);
      phrases = loaded.get(locale)!.stage;
    });
  };
  const provider: AppI18nProvider = {
    ...base,
    // Values from data put into a message ("Edit: %{name}") cannot reorder the message around them.
    translate: (key: string, options?: Record<string, unknown>) => base.translate(key, options && isolateOptions(options)),
    changeLocale: (locale: string, options?: unknown) =>
      serial(async () => {
        if (!isLocale(locale)) return;
        const previous = base.getLocale() as Locale;
        try {
          await preloadMessages(locale, target);
        } catch (error) {
          // The strings did not arrive: the interface stays in the language it can show.
          applyLocale(previous);
          throw error;
        }
        await base.changeLocale(locale, options);
        phrases = loaded.get(locale)?.stage ?? 'start';
        applyLocale(locale);
      }),
    loadSignedInMessages: () => reach('signedIn'),
    loadScreenMessages: () => reach('whole'),
  };
  current = provider;
  return provider;
}
