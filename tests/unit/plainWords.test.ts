import { describe, expect, it } from 'vitest';
import { declarations } from '../../resources';
import { screens } from '../../src/screens';
import { apiResourcesOf } from '../../src/engine/catalog';
import type { FieldDeclaration } from '../../src/engine/types';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';
import { es } from '../../i18n/es';

/*
 * No developer words on screen. Every choice of a closed list (select, status,
 * and the same inside a rows field) has a label in every language that is not its stored value
 * (`moyasar`, `bank_transfer`), and no field or choice label is a key (`snake_case`, `_id`).
 */
type Catalogue = Record<string, unknown>;
const catalogues = { en, ar, es } as unknown as Record<string, Catalogue>;

const lookup = (cat: Catalogue, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Catalogue)[part] : undefined), cat);

interface Owned {
  resource: string;
  field: FieldDeclaration;
}

function allFields(): Owned[] {
  const owned: Owned[] = [
    ...declarations.flatMap((d) => d.fields.map((field) => ({ resource: d.name, field }))),
    ...apiResourcesOf(declarations, screens).flatMap((u) => (u.api.fields ?? []).map((field) => ({ resource: u.api.name, field }))),
  ];
  return owned.flatMap((o) => (o.field.kind === 'rows' ? [o, ...o.field.of.map((field) => ({ resource: o.resource, field }))] : [o]));
}

/** The message key of a choice's label, as the kind names it. */
function choiceKeys({ resource, field }: Owned): [string, string][] {
  if (field.kind === 'select') return field.choices.map((v) => [v, `resources.${resource}.choices.${field.source}.${v}`]);
  if (field.kind === 'status') return field.choices.map((v) => [v, `app.status.${v}`]);
  return [];
}

/** Looks like a key, not a word: snake_case, or a lower-case Latin word with digits or underscores. */
const KEY_LIKE = /^[a-z]+(_[a-z0-9]+)+$/;

describe('plain words on screen', () => {
  const fields = allFields();

  it('should find the closed lists of the app (not vacuous)', () => {
    const choices = fields.flatMap(choiceKeys);
    expect(choices.length).toBeGreaterThan(50);
    expect(choices.map(([, key]) => key)).toContain('resources.partners.choices.partner_type.individual');
  });

  for (const [language, cat] of Object.entries(catalogues)) {
    it(`should label every choice in ${language}, never with its stored value`, () => {
      const problems: string[] = [];
      for (const owned of fields) {
        for (const [value, key] of choiceKeys(owned)) {
          const label = lookup(cat, key);
          if (typeof label !== 'string' || !label.trim()) problems.push(`${key}: no label`);
          // A value that is a word (`pending`, `moyasar`) must be translated; a code that reads
          // the same in every language (a currency `SAR`, a number `25`) may keep its form.
          else if (label === value && /^[a-z_]+$/.test(value)) problems.push(`${key}: "${label}" is the stored value`);
          else if (KEY_LIKE.test(label)) problems.push(`${key}: "${label}" is a key`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`should name every field in ${language} with words, not its key`, () => {
      const problems: string[] = [];
      for (const { resource, field } of fields) {
        const key = `resources.${resource}.fields.${field.source}`;
        const label = lookup(cat, key);
        if (typeof label !== 'string') continue; // missing labels are the declaration check's
        if (label === field.source || KEY_LIKE.test(label) || /\b[a-z]+_id\b/.test(label)) problems.push(`${key}: "${label}"`);
      }
      expect(problems).toEqual([]);
    });
  }
});
