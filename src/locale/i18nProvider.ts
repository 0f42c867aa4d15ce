import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { loadMessages, loadStartMessages, type AppMessages, type StartMessages } from '../../i18n';
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
 * Two stages per locale: the sign-in strings (`ra`, `app`), then the whole catalogue once
 * someone is signed in. A locale's entry only ever grows from the first to the second.
 */
interface Loaded {
  messages: TranslationMessages;
  whole: boolean;
}
const loaded = new Map<Locale, Loaded>();
const inflight = new Map<string, Promise<TranslationMessages>>();

/** A catalogue counts as whole when it has more than the sign-in groups. */
const isWhole = (messages: object) => 'resources' in messages;

function remember(locale: Locale, messages: StartMessages | AppMessages | TranslationMessages) {
  const entry = { messages: toPolyglot(messages) as unknown as TranslationMessages, whole: isWhole(messages) };
  const known = loaded.get(locale);
  if (!known || entry.whole || !known.whole) loaded.set(locale, entry);
  return loaded.get(locale)!.messages;
}

/**
 * The strings of `locale`: only what the sign-in page reads, or (`whole`) everything.
 * Concurrent calls share one fetch.
 */
export function preloadMessages(locale: Locale, whole = false): Promise<TranslationMessages> {
  const known = loaded.get(locale);
  if (known && (known.whole || !whole)) return Promise.resolve(known.messages);
  const key = `${locale}:${whole}`;
  let pending = inflight.get(key);
  if (!pending) {
    pending = (whole ? loadMessages[locale]() : loadStartMessages[locale]()).then((m) => remember(locale, m));
    const done = () => void inflight.delete(key);
    pending.then(done, done);
    inflight.set(key, pending);
  }
  return pending;
}

export interface AppI18nProvider extends I18nProvider {
  /**
   * Fetches the strings of signed-in screens for the active language and makes them
   * translatable; every language switched to afterwards is loaded whole too.
   */
  loadSignedInMessages(): Promise<void>;
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
 * Builds the provider once the initial locale's messages are in memory: the sign-in strings
 * or the whole catalogue (then later switches load whole catalogues straight away).
 */
export function createI18nProvider(initial: Locale, initialMessages: StartMessages | AppMessages | TranslationMessages): AppI18nProvider {
  loaded.set(initial, { messages: toPolyglot(initialMessages) as unknown as TranslationMessages, whole: isWhole(initialMessages) });
  let signedIn = isWhole(initialMessages);
  // Whether polyglot's current phrases are a whole catalogue.
  let phrasesWhole = signedIn;
  const base = polyglotI18nProvider(
    (locale: string) => {
      const l: Locale = isLocale(locale) ? locale : initial;
      return loaded.get(l)?.messages ?? preloadMessages(l, signedIn);
    },
    initial,
    LANGUAGES.map((l) => ({ locale: l.locale, name: l.name })),
    { allowMissing: false },
  );
  // Switches and the arrival of the signed-in strings run one after the other, so a late
  // arrival never replaces the phrases of a language switched to in the meantime.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = (task: () => Promise<void>): Promise<void> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    ...base,
    // Values from data put into a message ("Edit: %{name}") cannot reorder the message around them.
    translate: (key: string, options?: Record<string, unknown>) => base.translate(key, options && isolateOptions(options)),
    changeLocale: (locale: string, options?: unknown) =>
      serial(async () => {
        if (!isLocale(locale)) return;
        const previous = base.getLocale() as Locale;
        try {
          await preloadMessages(locale, signedIn);
        } catch (error) {
          // The strings did not arrive: the interface stays in the language it can show.
          applyLocale(previous);
          throw error;
        }
        await base.changeLocale(locale, options);
        phrasesWhole = loaded.get(locale)?.whole ?? false;
        applyLocale(locale);
      }),
    loadSignedInMessages: () => {
      signedIn = true;
      return serial(async () => {
        const locale = base.getLocale() as Locale;
        if (phrasesWhole) return;
        await preloadMessages(locale, true);
        // polyglot keeps its own copy of the phrases: rebuild it with the whole catalogue.
        await base.changeLocale(locale);
        phrasesWhole = true;
      });
    },
  };
}
