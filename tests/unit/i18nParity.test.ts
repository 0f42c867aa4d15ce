import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { declarations } from '../../resources';

type Tree = { [key: string]: Tree | string };

function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [p, v] of leaves(value, path)) out.set(p, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function lookup(tree: unknown, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
  }
  return node;
}

function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/%\{\s*(\w+)\s*\}|\{\{\s*(\w+)\s*\}\}/g)) names.add(m[1] ?? m[2]);
  return [...names].sort();
}

const catalogues = { en, ar, es } as Record<string, unknown>;
const enLeaves = leaves(en);

describe('locale key parity', () => {
  for (const other of ['ar', 'es'] as const) {
    it(`should have no key in en that is missing in ${other}`, () => {
      const otherLeaves = leaves(catalogues[other]);
      const missing = [...enLeaves.keys()].filter((k) => !otherLeaves.has(k));
      expect(missing, `missing in ${other}`).toEqual([]);
    });

    it(`should have no key in ${other} that is missing in en`, () => {
      const otherLeaves = leaves(catalogues[other]);
      const extra = [...otherLeaves.keys()].filter((k) => !enLeaves.has(k));
      expect(extra, `missing in en (present in ${other})`).toEqual([]);
    });

    it(`should keep every placeholder of an English message in ${other}`, () => {
      const otherLeaves = leaves(catalogues[other]);
      const wrong: string[] = [];
      for (const [path, text] of enLeaves) {
        const translated = otherLeaves.get(path);
        if (typeof text !== 'string' || typeof translated !== 'string') continue;
        const want = placeholders(text);
        const got = new Set(placeholders(translated));
        const lost = want.filter((p) => !got.has(p));
        if (lost.length) wrong.push(`${path}: ${lost.join(', ')}`);
      }
      expect(wrong, `placeholders lost in ${other}`).toEqual([]);
    });
  }

  for (const name of ['en', 'ar', 'es'] as const) {
    it(`should have only non-empty string leaves in ${name}`, () => {
      const bad = [...leaves(catalogues[name])].filter(([, v]) => typeof v !== 'string' || v.length === 0).map(([k]) => k);
      expect(bad).toEqual([]);
    });

    it(`should have no blank (whitespace-only) message in ${name} except where react-admin's English one is blank`, () => {
      // ra-language-english itself uses ' ' for ra.boolean.null (the empty choice of a nullable boolean).
      const blank = [...leaves(catalogues[name])]
        .filter(
          ([k, v]) => typeof v === 'string' && !v.trim() && !(typeof enLeaves.get(k) === 'string' && !(enLeaves.get(k) as string).trim()),
        )
        .map(([k]) => k);
      expect(blank).toEqual([]);
    });
  }

  it('should cover the SPEC §5 messages in English', () => {
    expect(lookup(en, 'app.validation.required')).toBe('{{name}} is required.');
    expect(lookup(en, 'app.validation.invalid')).toBe('{{name}} is not valid.');
    expect(lookup(en, 'app.validation.min_length')).toBe('{{name}} minimum length is {{min}}.');
    expect(lookup(en, 'app.validation.terms_required')).toBe('Accepting terms & conditions are required.');
    expect(lookup(en, 'app.auth.login_incorrect')).toBe('The login detail is incorrect.');
    expect(lookup(en, 'app.validation.email')).toBe('The value is not a valid email address.');
    expect(lookup(en, 'app.validation.password_mismatch')).toBe('The password and its confirm are not the same.');
    expect(lookup(en, 'app.validation.agree_terms')).toBe('You should agree terms and conditions.');
    expect(lookup(en, 'app.validation.correct_data')).toBe('Please provide correct data!');
    expect(lookup(en, 'app.validation.upload_valid_file')).toBe('Please upload valid file.');
  });
});

describe('resource strings', () => {
  it('should find resource declarations to check', () => {
    expect(declarations.length).toBeGreaterThan(0);
  });

  for (const decl of declarations) {
    for (const name of ['en', 'ar', 'es'] as const) {
      it(`should name resource ${decl.name} and each of its fields in ${name}`, () => {
        const cat = catalogues[name];
        const missing: string[] = [];
        const keys = [
          `resources.${decl.name}.name`,
          `resources.${decl.name}.item`,
          ...decl.fields.map((f) => `resources.${decl.name}.fields.${f.source}`),
        ];
        if (decl.parent) keys.push(`resources.${decl.name}.fields.${decl.parent.source}`);
        for (const key of keys) {
          const v = lookup(cat, key);
          if (typeof v !== 'string' || !v.trim()) missing.push(key);
        }
        expect(missing).toEqual([]);
      });
    }
  }

  it('should name every menu group used by a resource in every language', () => {
    const groups = [...new Set(declarations.map((d) => d.menu?.group).filter((g): g is NonNullable<typeof g> => !!g))];
    expect(groups.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const name of ['en', 'ar', 'es'] as const) {
      for (const g of groups) {
        const v = lookup(catalogues[name], `app.menu.groups.${g}`);
        if (typeof v !== 'string' || !v.trim()) missing.push(`${name}: app.menu.groups.${g}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
