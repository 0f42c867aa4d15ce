import { describe, expect, it } from 'vitest';
import { format, resolveConfig } from 'prettier';
import { resources as en } from '../../i18n/en/resources';
import { resources as ar } from '../../i18n/ar/resources';
import { resources as es } from '../../i18n/es/resources';

/**
 * Each resource's strings are written once per language, in `i18n/<locale>/resources.ts`. The
 * name the menu, dashboard and app bar need before that file arrives is copied from it into
 * `resourceNames.ts`, which comes with the sign-in; this test makes that copy and fails when it
 * is not the file's content.
 */
const NAME_KEYS = ['name'] as const;
const UPDATE = 'npx vitest run tests/unit/resourceNames.test.ts -u';

const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));

function literal(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${key(k)}: ${literal(v)},`).join('')}}`;
}

/** The names part of a language's resource strings, as the module `resourceNames.ts`. */
export function namesOf(resources: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  const names: Record<string, Record<string, unknown>> = {};
  for (const [resource, strings] of Object.entries(resources)) {
    const picked = Object.fromEntries(NAME_KEYS.filter((k) => k in strings).map((k) => [k, strings[k]]));
    if (Object.keys(picked).length) names[resource] = picked;
  }
  return names;
}

async function moduleText(locale: string, resources: object): Promise<string> {
  const typed = locale === 'en';
  const source = [
    `// Made from ./resources.ts by \`${UPDATE}\`: edit the names there, not here.`,
    '// The menu, the dashboard and the app bar read them before ./resources.ts arrives',
    '// (src/locale/i18nProvider.ts).',
    ...(typed
      ? []
      : ["import type { resourceNames as enResourceNames } from '../en/resourceNames';", "import type { Messages } from '../types';", '']),
    `export const resourceNames${typed ? '' : ': Messages<typeof enResourceNames>'} = ${literal(namesOf(resources as Record<string, Record<string, unknown>>))};`,
  ].join('\n');
  const config = await resolveConfig(`i18n/${locale}/resourceNames.ts`);
  return format(source, { ...config, parser: 'typescript' });
}

describe('resource names', () => {
  it.each([
    { locale: 'en', resources: en },
    { locale: 'ar', resources: ar },
    { locale: 'es', resources: es },
  ])('i18n/$locale/resourceNames.ts should be the names of i18n/$locale/resources.ts', async ({ locale, resources }) => {
    await expect(
      await moduleText(locale, resources),
      `i18n/${locale}/resourceNames.ts is made from i18n/${locale}/resources.ts: run ${UPDATE}`,
    ).toMatchFileSnapshot(`../../i18n/${locale}/resourceNames.ts`);
  });
});
