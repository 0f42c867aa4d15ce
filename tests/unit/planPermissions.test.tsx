import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/en';
import { fieldKind } from '../../src/engine/kinds';
import { renderView } from '../helpers/views';
import { createTestProviders, recordBodies, withDemoServer } from '../helpers/providers';
import { permissionsOfPlan, planPermissions, TENANT_PERMISSIONS } from '../../resources/shared/tenantPermissions';
import plans from '../../resources/plans';

/**
 * A plan's permissions (SPEC §3) are what its companies may do in the tenant
 * application, edited with the role matrix (the permissions kind) in the module words of the
 * company permissions page; the demo API refuses any other string and the company page offers
 * exactly the plan's.
 */
const { server, store } = withDemoServer();
afterEach(cleanup);

const field = plans.fields.find((f) => f.source === 'permissions')!;

async function signedIn() {
  const p = createTestProviders();
  await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  return p;
}

describe('plan permissions: the declaration and the seed', () => {
  it('should be a permissions field over the tenant modules, not SPEC §6 back-office permissions', () => {
    expect(field).toMatchObject({ kind: 'permissions', permissions: TENANT_PERMISSIONS.permissions, list: false });
    expect(TENANT_PERMISSIONS.permissions).toContain('pos.close_shift');
    expect(TENANT_PERMISSIONS.permissions).not.toContain('plans.update');
  });

  it.each([
    ['Starter POS (free trial)', 1, ['sales.view', 'pos.refund'], ['sales.delete', 'reports.export', 'accounting.view']],
    ['Business Complete', 5, ['hr.delete', 'reports.export', 'accounting.print'], []],
  ])('should seed %s with its own permissions', (_name, id, has, hasNot) => {
    const plan = store.get('plans', id)!;
    expect(Array.isArray(plan.permissions)).toBe(true);
    for (const p of has) expect(plan.permissions).toContain(p);
    for (const p of hasNot) expect(plan.permissions).not.toContain(p);
  });

  it.each([
    ['its own list', { plan_type: 'pos', permissions: ['sales.view', 'nope.x'] }, ['sales.view']],
    ['an empty list sells nothing', { plan_type: 'complete', permissions: [] }, []],
    ["no list yet: its type's default", { plan_type: 'pos' }, planPermissions('pos')],
  ])('should read what a plan sells from %s', (_what, plan, expected) => {
    expect(permissionsOfPlan(plan)).toEqual(expected);
  });

  it('should export the granted ones in the module words', () => {
    const t = (key: string, o?: Record<string, unknown>) => {
      const value = key.split('.').reduce<unknown>((m, k) => (m as Record<string, unknown> | undefined)?.[k], en);
      return typeof value === 'string' ? value : String(o?._ ?? key);
    };
    const text = fieldKind('permissions').exportValue(
      ['sales.view', 'sales.print', 'pos.refund'],
      field,
      {
        resource: 'plans',
        locale: 'en',
        translate: t,
      },
      {},
    );
    expect(text).toBe('Sales: View, Print; Point of sale: Refund');
  });
});

describe('plan permissions over the wire (demo API)', () => {
  it.each([
    ['a known permission list', ['sales.view', 'pos.close_shift'], 200, ['sales.view', 'pos.close_shift']],
    ['duplicates and SPEC order', ['pos.close_shift', 'sales.view', 'sales.view'], 200, ['sales.view', 'pos.close_shift']],
    ['a back-office permission', ['plans.update'], 422, undefined],
    ['not a list', 'sales.view', 422, undefined],
  ])('should answer an update with %s', async (_what, permissions, status, stored) => {
    const { dataProvider } = await signedIn();
    const before = store.get('plans', 3)!;
    const result = await dataProvider
      .update('plans', { id: 3, data: { ...before, permissions }, previousData: before })
      .then(() => 200)
      .catch((e: { status: number; body: { errors: Record<string, string[]> } }) => {
        expect(Object.keys(e.body.errors)).toEqual(['permissions']);
        return e.status;
      });
    expect(result).toBe(status);
    expect(store.get('plans', 3)!.permissions).toEqual(stored ?? before.permissions);
  });

  it("should offer a company exactly its plan's permissions", async () => {
    const { dataProvider } = await signedIn();
    const company = store.get('companies', 4)!;
    const plan = store.get('plans', Number(company.plan_id))!;
    const before = store.get('plans', plan.id)!;
    await dataProvider.update('plans', {
      id: plan.id,
      data: { ...before, permissions: ['sales.view', 'reports.view'] },
      previousData: before,
    });
    await dataProvider.getOne('plans', { id: plan.id }); // a read releases the write lock
    const { data } = await dataProvider.getOne('company-permissions', { id: 4 });
    expect(data.available).toEqual(['sales.view', 'reports.view']);
  });
});

describe('plan permissions on the edit form', () => {
  it('should show the matrix in module words and send the ticked strings in ONE PUT', async () => {
    const bodies = recordBodies(server);
    const p = await signedIn();
    renderView({
      decl: p.catalog.get('plans')!,
      view: 'edit',
      url: p.catalog.path('plans', 'edit', { id: '1' }),
      catalog: p.catalog,
      dataProvider: p.dataProvider,
      authProvider: p.authProvider,
    });
    const view = await screen.findByRole('checkbox', { name: 'Sales: View' }, { timeout: 8000 });
    expect(view).toBeChecked();
    expect(screen.getByRole('columnheader', { name: 'Module' })).toBeTruthy();
    // The free trial plan does not sell deleting; HR has no "Print" box at all.
    const del = screen.getByRole('checkbox', { name: 'Sales: Delete' });
    expect(del).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Human resources: Print' })).toBeNull();
    await userEvent.click(del);
    await userEvent.click(view);
    fireEvent.click(screen.getByRole('button', { name: en.ra.action.save }));
    await waitFor(() => expect(bodies.filter((b) => b.method === 'PUT')).toHaveLength(1), { timeout: 8000 });
    const sent = bodies.find((b) => b.method === 'PUT')!.body.permissions as string[];
    expect(sent).toContain('sales.delete');
    expect(sent).not.toContain('sales.view');
    await waitFor(() => expect(store.get('plans', 1)!.permissions).toEqual(sent));
  });
});
