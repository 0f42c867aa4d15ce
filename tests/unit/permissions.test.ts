import { describe, expect, it } from 'vitest';
import { hasPermission, parsePermissions, readStoredPermissions, serializePermissions } from '../../src/auth/permissions';

describe('permissions', () => {
  it('should parse a comma-separated string', () => {
    expect(parsePermissions('users.list,users.update,countries.list')).toEqual(['users.list', 'users.update', 'countries.list']);
  });

  it('should parse an array', () => {
    expect(parsePermissions(['roles.list', 'roles.update'])).toEqual(['roles.list', 'roles.update']);
  });

  it('should trim entries and drop empty ones', () => {
    expect(parsePermissions(' users.list , ,countries.list ,')).toEqual(['users.list', 'countries.list']);
    expect(parsePermissions(['  a.b ', '', '   '])).toEqual(['a.b']);
  });

  it('should remove duplicates, keeping the first position', () => {
    expect(parsePermissions('a.list,b.list,a.list, b.list')).toEqual(['a.list', 'b.list']);
    expect(parsePermissions(['x.y', 'x.y'])).toEqual(['x.y']);
  });

  it('should return an empty list for garbage', () => {
    expect(parsePermissions(undefined)).toEqual([]);
    expect(parsePermissions(null)).toEqual([]);
    expect(parsePermissions(42)).toEqual([]);
    expect(parsePermissions({ users: 'list' })).toEqual([]);
    expect(parsePermissions('')).toEqual([]);
  });

  it('should skip non-string entries of an array', () => {
    expect(parsePermissions(['a.list', 3, null, { x: 1 }, 'b.list'])).toEqual(['a.list', 'b.list']);
  });

  it('should serialize as a comma-separated list (SPEC §4)', () => {
    expect(serializePermissions(['users.list', 'countries.list'])).toBe('users.list,countries.list');
    expect(serializePermissions([])).toBe('');
  });

  it('should round-trip through serialize and parse', () => {
    const list = ['users.list', 'users.update', 'cities.list'];
    expect(parsePermissions(serializePermissions(list))).toEqual(list);
  });

  it('should read stored permissions from the localStorage key "permissions"', () => {
    localStorage.setItem('permissions', 'countries.list,cities.list');
    expect(readStoredPermissions()).toEqual(['countries.list', 'cities.list']);
    expect(readStoredPermissions(localStorage)).toEqual(['countries.list', 'cities.list']);
  });

  it('should read an empty list when nothing is stored', () => {
    expect(readStoredPermissions()).toEqual([]);
  });

  it('should read from a given storage', () => {
    const storage = { getItem: (k: string) => (k === 'permissions' ? 'a.b' : null) };
    expect(readStoredPermissions(storage)).toEqual(['a.b']);
  });

  it('should allow a granted permission and refuse a missing one', () => {
    expect(hasPermission('users.list', ['users.list'])).toBe(true);
    expect(hasPermission('users.update', ['users.list'])).toBe(false);
  });

  it('should not match permissions by prefix or substring', () => {
    expect(hasPermission('users.list', ['users.list_all', 'users'])).toBe(false);
  });

  it('should always allow a null or undefined permission', () => {
    expect(hasPermission(null, [])).toBe(true);
    expect(hasPermission(undefined, [])).toBe(true);
  });

  it('should check against stored permissions by default', () => {
    localStorage.setItem('permissions', 'roles.list');
    expect(hasPermission('roles.list')).toBe(true);
    expect(hasPermission('roles.update')).toBe(false);
  });
});
