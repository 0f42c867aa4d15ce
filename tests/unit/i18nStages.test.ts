import { describe, expect, it } from 'vitest';
import { loadScreenStageMessages, loadSignedInMessages, loadStartMessages } from '../../i18n';
import { en } from '../../i18n/en';
import { declarations } from '../../resources';

const LOCALES = ['ar', 'en', 'es'] as const;
/**
 * What the menu, the dashboard, the app bar and the shell's panels read of a resource, and the
 * breadcrumbs, drawn before a screen's own chunk has arrived (`pages`): resourceNames.ts, made
 * from resources.ts (tests/unit/resourceNames.test.ts).
 */
const NAME_KEYS = ['name', 'item', 'record_label', 'pages'];

describe('the stages of a catalogue', () => {
  it.each(LOCALES)('should give the signed-in strings (%s) every resource name the shell reads', async (locale) => {
    const { resources } = (await loadSignedInMessages[locale]()) as unknown as { resources: Record<string, Record<string, unknown>> };
    for (const decl of declarations) {
      expect(typeof resources[decl.name]?.name, `${decl.name}.name`).toBe('string');
      expect(typeof resources[decl.name]?.item, `${decl.name}.item`).toBe('string');
      if (decl.recordLabel) expect(typeof resources[decl.name]?.record_label, `${decl.name}.record_label`).toBe('string');
      for (const page of decl.pages ?? []) {
        expect(
          typeof (resources[decl.name]?.pages as Record<string, unknown> | undefined)?.[page.name],
          `${decl.name}.pages.${page.name}`,
        ).toBe('string');
      }
    }
    // Nothing else: the field strings wait for the first resource screen.
    const keys = new Set(Object.values(resources).flatMap((r) => Object.keys(r)));
    expect([...keys].filter((k) => !NAME_KEYS.includes(k))).toEqual([]);
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
