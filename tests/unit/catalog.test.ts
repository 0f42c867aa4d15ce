import { describe, expect, it } from 'vitest';
import { declarations } from '../../resources';
import { buildPath, createCatalog, normaliseAction, routeTemplates } from '../../src/engine/catalog';
import type { ResourceDeclaration } from '../../src/engine/types';

const catalog = createCatalog(declarations);
const decl = (name: string) => {
  const d = catalog.get(name);
  if (!d) throw new Error(`no ${name}`);
  return d;
};

const minimal = (over: Partial<ResourceDeclaration> = {}): ResourceDeclaration => ({
  name: 'things',
  base: '/things',
  endpoint: 'things',
  access: { list: 'things.list', create: 'things.create', edit: 'things.update', details: 'things.update' },
  fields: [],
  recordTitle: 'name',
  ...over,
});

describe('routeTemplates', () => {
  it('should give the default list, create, edit and details templates', () => {
    expect(routeTemplates(minimal())).toEqual({
      list: '/things',
      create: '/things/create',
      edit: '/things/edit/:id',
      details: '/things/details/:id',
    });
  });

  it('should only give templates for declared views', () => {
    expect(routeTemplates(minimal({ access: { list: 'x.list', delete: 'x.update' } }))).toEqual({ list: '/things' });
  });

  it('should let declared routes override the defaults', () => {
    expect(routeTemplates(minimal({ routes: { create: '/things/new' } })).create).toBe('/things/new');
  });

  it('should put the parent param into nested routes (SPEC §2 cities)', () => {
    const t = routeTemplates(decl('cities'));
    expect(t.list).toBe('/settings/cities/:code2');
    expect(t.edit).toBe('/settings/cities/edit/:code2/:id');
    expect(t.create).toBe('/settings/cities/create/:code2');
  });

  it('should give the SPEC §2 paths for the real resources', () => {
    expect(routeTemplates(decl('users'))).toMatchObject({
      list: '/users/users',
      create: '/users/users/create',
      edit: '/users/users/edit/:id',
    });
    expect(routeTemplates(decl('roles'))).toMatchObject({ list: '/users/roles', edit: '/users/roles/edit/:id' });
    expect(routeTemplates(decl('countries'))).toMatchObject({ list: '/settings/countries', edit: '/settings/countries/edit/:id' });
  });
});

describe('buildPath', () => {
  it('should fill parameters', () => {
    expect(buildPath('/settings/cities/edit/:code2/:id', { code2: 'SA', id: 7 })).toBe('/settings/cities/edit/SA/7');
  });

  it('should encode parameter values', () => {
    expect(buildPath('/x/:id', { id: 'a b/c?' })).toBe('/x/a%20b%2Fc%3F');
  });

  it('should drop a missing optional parameter and fill a given one', () => {
    expect(buildPath('/agents/commission/create/:agent_id?', {})).toBe('/agents/commission/create');
    expect(buildPath('/agents/commission/create/:agent_id?', { agent_id: '' })).toBe('/agents/commission/create');
    expect(buildPath('/agents/commission/create/:agent_id?', { agent_id: 5 })).toBe('/agents/commission/create/5');
  });

  it('should throw when a required parameter is missing', () => {
    expect(() => buildPath('/settings/cities/:code2', {})).toThrow(/code2/);
    expect(() => buildPath('/x/:id', { id: null })).toThrow(/id/);
    expect(() => buildPath('/x/:id', { id: '' })).toThrow(/id/);
  });

  it('should keep 0 as a value', () => {
    expect(buildPath('/x/:id', { id: 0 })).toBe('/x/0');
  });
});

describe('catalog.permissionFor', () => {
  it('should require users.list to create a user (SPEC §2 quirk)', () => {
    expect(catalog.permissionFor('users', 'create')).toBe('users.list');
  });

  it('should require users.update to edit a user and users.list to list them', () => {
    expect(catalog.permissionFor('users', 'edit')).toBe('users.update');
    expect(catalog.permissionFor('users', 'list')).toBe('users.list');
  });

  it('should require the SPEC §2 permissions for roles, countries and cities', () => {
    expect(catalog.permissionFor('roles', 'list')).toBe('roles.list');
    expect(catalog.permissionFor('roles', 'edit')).toBe('roles.update');
    expect(catalog.permissionFor('countries', 'list')).toBe('countries.list');
    expect(catalog.permissionFor('countries', 'edit')).toBe('countries.update');
    expect(catalog.permissionFor('cities', 'list')).toBe('cities.list');
  });

  it('should answer undefined for an undeclared action', () => {
    expect(catalog.permissionFor('countries', 'details')).toBeUndefined();
    expect(catalog.permissionFor('countries', 'export-everything')).toBeUndefined();
  });

  it('should answer undefined for an unknown resource', () => {
    expect(catalog.permissionFor('nope', 'list')).toBeUndefined();
  });

  it('should map react-admin show onto details', () => {
    expect(normaliseAction('show')).toBe('details');
    const c = createCatalog([minimal()]);
    expect(c.permissionFor('things', 'show')).toBe('things.update');
  });

  it('should answer null for a declared action without a permission', () => {
    const c = createCatalog([minimal({ access: { list: null } })]);
    expect(c.permissionFor('things', 'list')).toBeNull();
  });

  it('should let the dashboard page be accessed without a permission', () => {
    expect(catalog.permissionFor('dashboard', 'access')).toBeNull();
  });
});

describe('createCatalog', () => {
  it('should throw when two declarations have the same name', () => {
    expect(() => createCatalog([minimal(), minimal()])).toThrow(/things/);
  });

  it('should build paths through the catalogue', () => {
    expect(catalog.path('cities', 'edit', { code2: 'SA', id: 3 })).toBe('/settings/cities/edit/SA/3');
    expect(catalog.path('users', 'create')).toBe('/users/users/create');
    expect(() => catalog.path('countries', 'details', { id: 1 })).toThrow();
  });

  it('should list children of a resource', () => {
    expect(catalog.childrenOf('countries').map((d) => d.name)).toEqual(['cities']);
    expect(catalog.childrenOf('users')).toEqual([]);
  });

  it('should expose the declarations by name', () => {
    expect(catalog.get('countries')?.endpoint).toBe('countries');
    expect(catalog.get('nope')).toBeUndefined();
    expect(catalog.all).toBe(declarations);
  });
});
