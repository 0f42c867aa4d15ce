import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createAppQueryClient } from '../../src/providers/queryClient';
import { ROW_ACTIONS } from '../../src/engine/views/tableLook';
import { rowsOffer } from '../../src/engine/views/RowActions';
import type { ResourceDeclaration } from '../../src/engine/types';
import { renderView } from '../helpers/views';
import { createTestProviders, withDemoServer } from '../helpers/providers';

/**
 * The actions column shows only where a row can offer something; the subscription report
 * (no details, no edit, no record buttons) has none, and shows the expiry date once.
 */
withDemoServer();
afterEach(cleanup);

async function headers(name: string, accessDelayMs = 0) {
  const p = createTestProviders();
  await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  const ask = p.authProvider.canAccess!.bind(p.authProvider);
  // An access answer that comes late (the list's rows are there before it): the first drawing of
  // the table must not fix its columns without the row actions.
  const slow = (params: Parameters<typeof ask>[0]) => new Promise((r) => setTimeout(r, accessDelayMs)).then(() => ask(params));
  renderView({
    decl: p.catalog.get(name)!,
    view: 'list',
    url: p.catalog.path(name, 'list'),
    catalog: p.catalog,
    dataProvider: p.dataProvider,
    authProvider: accessDelayMs ? { ...p.authProvider, canAccess: slow } : p.authProvider,
    queryClient: createAppQueryClient(),
  });
  await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBeGreaterThan(0), { timeout: 8000 });
  return [...document.querySelectorAll('thead th')];
}

describe('the actions column of a list', () => {
  it('is left out of a report whose rows offer nothing, and the end date is not repeated beside the expiry date', async () => {
    const cells = await headers('reports_subscriptions');
    expect(cells.length).toBeGreaterThan(3);
    expect(cells.some((th) => th.classList.contains(ROW_ACTIONS))).toBe(false);
    expect(document.querySelector('thead th.column-expire_date')).not.toBeNull();
    expect(document.querySelector('thead th.column-end_date')).toBeNull();
  });

  it('stays on a list whose rows can be opened and edited', async () => {
    const cells = await headers('companies');
    expect(cells.some((th) => th.classList.contains(ROW_ACTIONS))).toBe(true);
  });

  it('is there when the access answers come after the rows (react-admin keeps the columns of the first drawing)', async () => {
    const cells = await headers('countries', 400);
    expect(cells.some((th) => th.classList.contains(ROW_ACTIONS))).toBe(true);
    expect(document.querySelector('tbody tr a')).not.toBeNull();
  });
});

describe("what the rows of a list offer (the table's actions column, the phone cards' button row)", () => {
  const p = createTestProviders();
  const report = p.catalog.get('reports_subscriptions')!;
  it('is nothing on a report: no nested list, record button, details nor edit', () => {
    expect(rowsOffer(report, [], undefined, undefined)).toBe(false);
  });
  it('is something with details, edit, a nested list, a record action or a page linked from the rows', () => {
    expect(rowsOffer(report, [], () => '/x', undefined)).toBe(true);
    expect(rowsOffer(report, [], undefined, () => '/x')).toBe(true);
    expect(rowsOffer(report, [report], undefined, undefined)).toBe(true);
    const withAction = { ...report, actions: [{ name: 'close', set: { status: 'closed' } }] } as unknown as ResourceDeclaration;
    expect(rowsOffer(withAction, [], undefined, undefined)).toBe(true);
    const page = (placement: string) =>
      ({ ...report, pages: [{ name: 'history', link: { id: 'id' }, placement }] }) as unknown as ResourceDeclaration;
    expect(rowsOffer(page('row'), [], undefined, undefined)).toBe(true);
    expect(rowsOffer(page('details'), [], undefined, undefined)).toBe(false);
  });
});
