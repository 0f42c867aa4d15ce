import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/engine/types';

/** Every option any field kind takes (the union's keys, kind by kind). */
type FieldOption = FieldDeclaration extends infer F ? (F extends unknown ? keyof F : never) : never;

// Typed maps of the declaration's keys: a new option (or kind) is a type error here until it
// is added, and the test below then asks for its line in docs/resources.md.
const RESOURCE_OPTIONS = {
  name: true,
  base: true,
  endpoint: true,
  access: true,
  routes: true,
  parent: true,
  menu: true,
  fields: true,
  sections: true,
  recordTitle: true,
  draft: true,
  recordLabel: true,
  defaultSort: true,
  children: true,
  search: true,
  perPage: true,
  views: true,
  pages: true,
  actions: true,
  filter: true,
  export: true,
  import: true,
} satisfies Record<keyof ResourceDeclaration, true>;

const FIELD_OPTIONS = {
  source: true,
  kind: true,
  required: true,
  unique: true,
  fullWidth: true,
  help: true,
  list: true,
  form: true,
  details: true,
  filter: true,
  export: true,
  sortable: true,
  min: true,
  max: true,
  decimals: true,
  percent: true,
  minLength: true,
  maxLength: true,
  multiline: true,
  pattern: true,
  uppercase: true,
  dir: true,
  flag: true,
  notBefore: true,
  choices: true,
  reference: true,
  multiple: true,
  optionText: true,
  optionValue: true,
  dependsOn: true,
  nameSource: true,
  target: true,
  currency: true,
  currencySource: true,
  of: true,
  crop: true,
  extensions: true,
  maxSizeMb: true,
  startLink: true,
  uploadLabel: true,
  confirms: true,
  permissions: true,
  actions: true,
  labels: true,
  parts: true,
  email: true,
  defaultCountry: true,
} satisfies Record<FieldOption, true>;

const FIELD_KINDS = {
  text: true,
  email: true,
  password: true,
  number: true,
  money: true,
  boolean: true,
  date: true,
  datetime: true,
  status: true,
  select: true,
  reference: true,
  related: true,
  phone: true,
  file: true,
  image: true,
  images: true,
  permissions: true,
  rows: true,
  person: true,
  draft: true,
  timeZone: true,
} satisfies Record<FieldDeclaration['kind'], true>;

const doc = readFileSync('docs/resources.md', 'utf8');

/** The table rows of one `## heading` section: their first cell, without the backquotes. */
function documented(heading: string): Set<string> {
  const section = doc.split(/^## /m).find((s) => s.startsWith(heading)) ?? '';
  const keys = [...section.matchAll(/^\| `([A-Za-z]+)` \| `[^`]+` \|/gm)].map((m) => m[1]);
  return new Set(keys);
}

describe('docs/resources.md, the reference of declarations', () => {
  it.each<[string, Record<string, true>]>([
    ['Declaration options', RESOURCE_OPTIONS],
    ['Field options', FIELD_OPTIONS],
    ['Field kinds', FIELD_KINDS],
  ])('should have a line with an example for each of the %s', (heading, keys) => {
    const lines = documented(heading);
    const missing = Object.keys(keys).filter((k) => !lines.has(k));
    expect(missing, `add a line "| \`key\` | \`example\` | what it does |" under "## ${heading}" in docs/resources.md`).toEqual([]);
    expect(
      [...lines].filter((k) => !(k in keys)),
      `docs/resources.md "## ${heading}" names options that do not exist`,
    ).toEqual([]);
  });
});
