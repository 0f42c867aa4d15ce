import '../helpers/composedEngine';
import { describe, expect, it, vi } from 'vitest';
import { declarations } from '../../resources';
import { screens } from '../../src/screens';
import { checkDeclarations, type DeclarationCheckContext } from '../../src/engine/checkDeclarations';
import { defineResource, type ResourceDeclaration } from '../../src/engine/types';
import { checkAtStartup, declarationCheckContext, messageFile } from '../../src/app/declarationCheck';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';
import { es } from '../../i18n/es';

const ctx: DeclarationCheckContext = declarationCheckContext({ en, ar, es });

const good = defineResource({
  name: 'countries',
  base: '/settings/countries',
  endpoint: 'countries',
  access: { list: 'countries.list' },
  recordTitle: 'name',
  fields: [{ source: 'code2', kind: 'text' }],
});

describe('the declaration check', () => {
  it('should find nothing wrong with the resource files and screens as they are', () => {
    expect(checkDeclarations(declarations, screens, ctx)).toEqual([]);
  });

  it.each<[string, Partial<ResourceDeclaration>, RegExp]>([
    ['an unknown kind', { fields: [{ source: 'code2', kind: 'colour' as 'text' }] }, /field "code2": unknown kind "colour"/],
    [
      'a field declared twice',
      {
        fields: [
          { source: 'code2', kind: 'text' },
          { source: 'code2', kind: 'text' },
        ],
      },
      /"code2": declared twice/,
    ],
    [
      'a reference to a missing resource',
      { fields: [{ source: 'code2', kind: 'reference', reference: 'planets', optionText: 'name' }] },
      /refers to "planets", which no resource file declares/,
    ],
    [
      'a permission whose action the role matrix has no column for',
      { access: { list: 'countries.view' } },
      /access.list: "countries.view" is not "<entity>.<action>" with an action of the role matrix \(list, create, update\)/,
    ],
    [
      'a new permission without its row in the role matrix',
      { access: { list: 'planets.list' } },
      /access.list \("planets.list"\): the message "app.permissions.entities.planets" is missing in en \(add it to i18n\/en\/app.ts\)/,
    ],
    ['a field without its label', { fields: [{ source: 'galaxy', kind: 'text' }] }, /"resources.countries.fields.galaxy" is missing in ar/],
    [
      'a menu section the app does not have',
      { menu: { group: 'galaxy', icon: 'Category' } },
      /menu section "galaxy" is not one of the app's/,
    ],
    [
      'a dependent reference on a field that does not exist',
      {
        fields: [
          {
            source: 'city',
            kind: 'reference',
            reference: 'cities',
            optionText: 'name',
            dependsOn: { field: 'country', filter: 'country_code2' },
          },
        ],
      },
      /depends on "country", which is not a field of countries/,
    ],
    [
      'a choice without its label',
      { fields: [{ source: 'code2', kind: 'select', choices: ['xx'] }] },
      /"resources.countries.choices.code2.xx" is missing in en/,
    ],
    [
      'a form field in no section',
      {
        fields: [
          { source: 'code2', kind: 'text' },
          { source: 'name', kind: 'text' },
        ],
        sections: [{ name: 'main', fields: ['code2'] }],
      },
      /field "name": in no section/,
    ],
    [
      'a field in two sections',
      {
        sections: [
          { name: 'main', fields: ['code2'] },
          { name: 'other', fields: ['code2'] },
        ],
      },
      /field "code2": in 2 sections/,
    ],
    [
      'a section naming no field',
      { sections: [{ name: 'main', fields: ['code2', 'galaxy'] }] },
      /section "main": "galaxy" is not one of its fields/,
    ],
    [
      'a section without its title',
      { sections: [{ name: 'galaxy', fields: ['code2'] }] },
      /"resources.countries.sections.galaxy" is missing in ar/,
    ],
    [
      'a help text that is missing',
      { fields: [{ source: 'code2', kind: 'text', help: true }] },
      /"resources.countries.help.code2" is missing in es/,
    ],
    ['a missing parent', { parent: { resource: 'planets', param: 'code2', source: 'code2' } }, /parent "planets" is not declared/],
    ['an import of a field it does not have', { import: { fields: ['galaxy'] } }, /import: "galaxy" is not a field of its create form/],
    [
      'an import of a field no cell can hold',
      { fields: [{ source: 'flag', kind: 'image' }], import: { fields: ['flag'] } },
      /import: "flag" is of kind image, which a spreadsheet cell cannot hold/,
    ],
  ])('should report %s', (_what, change, problem) => {
    const problems = checkDeclarations([{ ...good, ...change } as ResourceDeclaration], [], ctx);
    expect(
      problems.some((p) => problem.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('should report a screen naming a permission that neither SPEC §6 nor a resource declares', () => {
    const screen = { ...screens[0], permission: 'planets.list' };
    const problems = checkDeclarations([], [screen], ctx);
    expect(problems.some((p) => p.includes('"planets.list" is not a permission of the app'))).toBe(true);
  });

  it('should name the file each missing message goes in', () => {
    expect(messageFile('ar', 'resources.coupons.name')).toBe('i18n/ar/resources.ts');
    expect(messageFile('en', 'resources.coupons.fields.code')).toBe('i18n/en/resources.ts');
    expect(messageFile('es', 'app.permissions.entities.coupons')).toBe('i18n/es/app.ts');
    expect(messageFile('en', 'screens.account.title')).toBe('i18n/en/screens.ts');
  });

  it('should report two screens on one route, whatever their parameters are called', () => {
    const twin = { ...good, name: 'cities', access: { list: 'cities.list' }, base: '/settings/countries' } as ResourceDeclaration;
    const problems = checkDeclarations([good, twin], [], ctx);
    expect(problems).toContain('resources/cities: the route /settings/countries is already taken by resources/countries');
  });

  it('should report a message missing in one language only, naming that language', () => {
    const partial: DeclarationCheckContext = { ...ctx, hasMessage: (locale, key) => locale !== 'es' && ctx.hasMessage(locale, key) };
    const problems = checkDeclarations([good], [], partial);
    expect(problems).toContain(
      'resources/countries: the message "resources.countries.name" is missing in es (add it to i18n/es/resources.ts)',
    );
    expect(problems.filter((p) => p.includes(' in ar'))).toEqual([]);
  });

  it('should say what is wrong in the console at start-up in development, and stay quiet when all is well', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await checkAtStartup(declarations, screens)).toEqual([]);
      expect(error).not.toHaveBeenCalled();
      const bad = { ...good, fields: [{ source: 'code2', kind: 'colour' }] } as unknown as ResourceDeclaration;
      expect(await checkAtStartup([bad], [])).toHaveLength(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('[declarations] 1 problem(s)'));
      expect(String(error.mock.calls[0][0])).toContain('unknown kind "colour"');
    } finally {
      error.mockRestore();
    }
  });

  it('should wait at start-up for the field kinds, which arrive in a chunk of their own', async () => {
    // Fresh modules: no kind registered yet, as in a browser when the catalogue has just loaded.
    vi.resetModules();
    const kinds = await import('../../src/engine/kinds');
    expect(kinds.registeredKinds()).toEqual([]);
    const fresh = await import('../../src/app/declarationCheck');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await fresh.checkAtStartup(declarations, screens)).toEqual([]);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
