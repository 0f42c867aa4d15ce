import { describe, expect, it } from 'vitest';
import { loadResourceMessages, loadSignedInMessages } from '../../i18n';
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

  it.each(LOCALES)('should leave the field strings (%s) to the first resource screen', async (locale) => {
    const details = (await loadResourceMessages[locale]()) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(details.users ?? {})).toContain('fields');
  });
});
