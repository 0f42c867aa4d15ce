import { describe, expect, it } from 'vitest';
import { loadScreenStageMessages, loadSignedInMessages, loadStartMessages } from '../../i18n';
import { en } from '../../i18n/en';
import { declarations } from '../../resources';

const LOCALES = ['ar', 'en', 'es'] as const;
/**
 * What the menu, the dashboard and the app bar read of a resource before a screen or a panel that
 * lists records has brought the rest (its item name, record label and pages among them):
 * resourceNames.ts, made from resources.ts (tests/unit/resourceNames.test.ts).
 */
const NAME_KEYS = ['name'];

/** Every string's dotted path in a tree of strings. */
const paths = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? paths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the stages of a catalogue', () => {
  it.each(LOCALES)(
    'should give the signed-in strings (%s) every resource name the shell reads, and nothing else of them',
    async (locale) => {
      const { resources } = (await loadSignedInMessages[locale]()) as unknown as { resources: Record<string, Record<string, unknown>> };
      for (const decl of declarations) expect(typeof resources[decl.name]?.name, `${decl.name}.name`).toBe('string');
      // Nothing else: the rest waits for the first resource screen or panel.
      const keys = new Set(Object.values(resources).flatMap((r) => Object.keys(r)));
      expect([...keys].filter((k) => !NAME_KEYS.includes(k))).toEqual([]);
    },
  );

  it.each(LOCALES)("should bring (%s) each item name, record label and page title with the screens' strings", async (locale) => {
    const details = (await loadScreenStageMessages[locale]()).resources as unknown as Record<string, Record<string, unknown>>;
    for (const decl of declarations) {
      expect(typeof details[decl.name]?.item, `${decl.name}.item`).toBe('string');
      if (decl.recordLabel) expect(typeof details[decl.name]?.record_label, `${decl.name}.record_label`).toBe('string');
      for (const page of decl.pages ?? [])
        expect(
          typeof (details[decl.name]?.pages as Record<string, unknown> | undefined)?.[page.name],
          `${decl.name}.pages.${page.name}`,
        ).toBe('string');
    }
  });

  it.each(LOCALES)(
    "should leave the field strings, the forms' part of app and the widgets (%s) to the first resource screen",
    async (locale) => {
      const stage = await loadScreenStageMessages[locale]();
      const details = stage.resources as unknown as Record<string, Record<string, unknown>>;
      expect(Object.keys(details.users ?? {})).toContain('fields');
      const signedIn = (await loadSignedInMessages[locale]()) as unknown as Record<string, Record<string, unknown>>;
      expect(signedIn.widgets).toBeUndefined();
      // Each group of `app` comes in exactly one stage, and the two together are the whole of it.
      const start = Object.keys((await loadStartMessages[locale]()).app);
      const screens = Object.keys(stage.appScreens);
      expect(start.filter((k) => screens.includes(k))).toEqual([]);
      expect([...start, ...screens].sort()).toEqual(Object.keys(en.app).sort());
      expect(Object.keys(stage.widgets).sort()).toEqual(Object.keys(en.widgets).sort());
      // Each string of `shell` too: the panels' and lists' content comes with the screens' strings.
      const shell = paths(signedIn.shell);
      const shellScreens = paths(stage.shellScreens);
      expect(shellScreens).toContain('notifications.empty');
      expect(shellScreens).toContain('log.empty');
      expect(shell).toContain('notifications.title');
      expect(shell.filter((k) => shellScreens.includes(k))).toEqual([]);
      expect([...shell, ...shellScreens].sort()).toEqual(paths(en.shell).sort());
      // And of `screens`: their titles with the sign-in, what they show beyond them with the screens'.
      const titles = paths(signedIn.screens);
      const screenContent = paths(stage.screenContent);
      expect(titles.filter((k) => !/\.(title|menu)$/.test(k))).toEqual([]);
      expect(screenContent).toContain('account.intro');
      expect(titles.filter((k) => screenContent.includes(k))).toEqual([]);
      expect([...titles, ...screenContent].sort()).toEqual(paths(en.screens).sort());
      // react-admin's strings: the screens' groups come with them, the rest with the sign-in (all of
      // them in English, from ra-language-english), and nothing is missing.
      const ra = Object.keys((await loadStartMessages[locale]()).ra);
      expect(Object.keys(stage.raScreens).sort()).toEqual([
        'boolean',
        'configurable',
        'guesser',
        'input',
        'saved_queries',
        'sort',
        'validation',
      ]);
      if (locale !== 'en') expect(ra.filter((k) => k in stage.raScreens)).toEqual([]);
      expect([...new Set([...ra, ...Object.keys(stage.raScreens)])].sort()).toEqual(Object.keys(en.ra).sort());
    },
  );
});
