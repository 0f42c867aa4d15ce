import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { fieldKind } from '../../src/engine/kinds';
import type { FieldDeclaration } from '../../src/engine/types';
import { renderView } from '../helpers/views';
import { createTestProviders, recordBodies, withDemoServer } from '../helpers/providers';
import { API } from '../helpers/demoServer';
import databases from '../../resources/databases';

/**
 * Database records are editable, and their password is write-only: the demo
 * API stores it but never answers with it (list, record, export, the write's own answer), the
 * edit form starts empty and says so, an empty password is not sent and changes nothing, and
 * no details page or export shows it.
 */
const { server, store } = withDemoServer();
afterEach(cleanup);

async function signedIn() {
  const p = createTestProviders();
  await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  return p;
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"], textarea[name="${name}"]`)!;

describe('database password: the declaration', () => {
  it('should be a write-only password shown nowhere and never exported', () => {
    const field: FieldDeclaration = databases.fields.find((f) => f.source === 'password')!;
    expect(field).toMatchObject({ kind: 'password', list: false, details: false, export: false, filter: false });
    expect(field.form ?? true).toBe(true);
    expect(fieldKind('password').writeOnly).toBe(true);
    expect(fieldKind('password').exportPlan(field)).toBeNull();
    expect(databases.access.edit).toBe('db_managements.list');
  });

  it.each([
    ['en', en.app.inputs.password_keep, 'Leave empty to keep the current password.'],
    ['ar', ar.app.inputs.password_keep, 'اتركها فارغة للإبقاء على كلمة المرور الحالية.'],
    ['es', es.app.inputs.password_keep, 'Déjela vacía para conservar la contraseña actual.'],
  ])('should say how to keep the password in %s', (_locale, message, expected) => {
    expect(message).toBe(expected);
  });
});

describe('database password over the wire (demo API)', () => {
  const record = 3;
  const setPassword = async (password: unknown) => {
    const { dataProvider } = await signedIn();
    const before = store.get('databases', record)!;
    const saved = await dataProvider.update('databases', { id: record, data: { ...before, password }, previousData: before });
    await dataProvider.getOne('databases', { id: record }); // a read releases the write lock
    return { dataProvider, saved: saved.data as Record<string, unknown> };
  };

  it.each([
    ['a new password', 'N3w-secret!', 'N3w-secret!'],
    ['an empty password', '', 'Old-secret1'],
    ['a null password', null, 'Old-secret1'],
    ['no password at all', undefined, 'Old-secret1'],
  ])('should store %s as %s and answer without it', async (_what, sent, stored) => {
    store.update('databases', record, { password: 'Old-secret1' });
    const { dataProvider, saved } = await setPassword(sent);
    expect(store.get('databases', record)!.password).toBe(stored);
    expect(saved).not.toHaveProperty('password');
    const one = await dataProvider.getOne('databases', { id: record });
    expect(one.data).not.toHaveProperty('password');
    const list = await dataProvider.getList('databases', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(list.data.find((r) => r.id === record)).toBeDefined();
    expect(list.data.filter((r) => 'password' in r)).toEqual([]);
  });

  it('should leave the password out of the export rows (is_export=1)', async () => {
    store.update('databases', record, { password: 'Old-secret1' });
    const p = await signedIn();
    const token = localStorage.getItem('id_token');
    const answer = await fetch(`${API}/databases?is_export=1`, { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await answer.json()) as { data: Record<string, unknown>[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.filter((r) => 'password' in r)).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('Old-secret1');
    expect(p).toBeTruthy();
  });
});

describe('database password on the screens', () => {
  async function editDatabase(id: number) {
    const p = await signedIn();
    renderView({
      decl: p.catalog.get('databases')!,
      view: 'edit',
      url: p.catalog.path('databases', 'edit', { id: String(id) }),
      catalog: p.catalog,
      dataProvider: p.dataProvider,
      authProvider: p.authProvider,
    });
    await waitFor(() => expect(input('database_name')?.value).toBe(store.get('databases', id)!.database_name), { timeout: 8000 });
  }

  it.each([
    ['left empty: not sent, the stored one kept', '', false, 'Old-secret1'],
    ['typed: sent and stored', 'Fresh-pass9', true, 'Fresh-pass9'],
  ])('should save a password %s', async (_what, typed, sent, stored) => {
    store.update('databases', 5, { password: 'Old-secret1' });
    const bodies = recordBodies(server, ['PUT']);
    await editDatabase(5);
    expect(input('password').value).toBe('');
    expect(screen.getByText(en.app.inputs.password_keep)).toBeTruthy();
    await userEvent.type(input('notes'), ' (checked)');
    if (typed) await userEvent.type(input('password'), typed);
    fireEvent.click(screen.getByRole('button', { name: en.ra.action.save }));
    await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 8000 });
    expect('password' in bodies[0].body).toBe(sent);
    if (sent) expect(bodies[0].body.password).toBe(typed);
    await waitFor(() => expect(store.get('databases', 5)!.notes).toMatch(/\(checked\)$/));
    expect(store.get('databases', 5)!.password).toBe(stored);
  });

  it('should show no password on the details page', async () => {
    store.update('databases', 5, { password: 'Old-secret1' });
    const p = await signedIn();
    renderView({
      decl: p.catalog.get('databases')!,
      view: 'details',
      url: p.catalog.path('databases', 'details', { id: '5' }),
      catalog: p.catalog,
      dataProvider: p.dataProvider,
      authProvider: p.authProvider,
    });
    expect(await screen.findByText(String(store.get('databases', 5)!.database_name), {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(en.resources.databases.fields.password)).toBeNull();
    expect(document.body.textContent).not.toContain('Old-secret1');
    expect(document.body.textContent).not.toContain('••••');
  });
});
