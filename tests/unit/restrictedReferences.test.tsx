import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { declarations } from '../../resources';
import type { ResourceDeclaration, ViewName } from '../../src/engine/types';
import { renderView } from '../helpers/views';
import { expectConsole } from '../helpers/expectedConsole';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';

/**
 * The screens SPEC opens to every operator (list permission "none") read other
 * resources for their reference columns and fields. Here the demo API refuses ONE of those
 * references at a time with 403, as a real backend does for a role without it, while the
 * screen's own read succeeds: the list and the details page stay on screen with their rows and
 * values, the refused reference shows what the row carries (`#id`, marked), and nothing says
 * "not allowed" or "error". (tests/e2e/routes.e2e.ts opens the same screens as the restricted
 * viewer, for whom every one of them is refused at once.)
 */
const { server, store, requests } = withDemoServer();
afterEach(cleanup);

const freeScreens = declarations.filter((d) => d.access.list === null);
const endpointOf = (name: string) => declarations.find((d) => d.name === name)!.endpoint;
const referencesOf = (d: ResourceDeclaration) => [
  ...new Set(d.fields.flatMap((f) => (f.kind === 'reference' ? [(f as { reference: string }).reference] : []))),
];

const cells = freeScreens.flatMap((decl) =>
  referencesOf(decl).flatMap((reference) => {
    const views: ViewName[] = ['list', ...(decl.access.details !== undefined ? (['details'] as const) : [])];
    return views.map((view) => [decl.name, view, reference, decl] as const);
  }),
);

describe('a permission-free screen whose reference the API refuses (403), one reference at a time', () => {
  it('covers the references of every permission-free screen', () => {
    expect(freeScreens).toHaveLength(15);
    expect(cells.length).toBeGreaterThan(20);
  });

  it.each(cells)('%s %s without %s', async (_name, view, reference, decl) => {
    expectConsole('error', /HttpError|Error/, { required: false });
    const p = createTestProviders();
    await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    const endpoint = endpointOf(reference);
    const refused: string[] = [];
    server.use(
      http.get(`${API}/${endpoint}`, ({ request }) => {
        refused.push(request.url);
        return HttpResponse.json({ message: 'This role may not read that.' }, { status: 403 });
      }),
    );
    const field = decl.fields.find((f) => f.kind === 'reference' && (f as { reference: string }).reference === reference)!;
    // For a details page, a row that points at the refused resource (reports have no store rows and no details).
    const row = store.list(decl.endpoint).find((r) => r[field.source] !== null && r[field.source] !== undefined && r[field.source] !== '');
    requests.length = 0;
    renderView({
      decl: p.catalog.get(decl.name)!,
      view,
      url: p.catalog.path(decl.name, view, { id: row ? String(row.id) : undefined }),
      catalog: p.catalog,
      dataProvider: p.dataProvider,
      authProvider: p.authProvider,
    });
    if (view === 'list') {
      await waitFor(() => expect(document.querySelectorAll('tbody tr td').length).toBeGreaterThan(0), { timeout: 8000 });
    } else {
      await waitFor(() => expect(document.querySelectorAll('.ra-field').length).toBeGreaterThan(0), { timeout: 8000 });
    }
    const visible = field.list !== false || view === 'details';
    if (visible && (field as { multiple?: boolean }).multiple !== true) {
      await waitFor(() => expect(document.querySelectorAll('[data-reference-fallback]').length).toBeGreaterThan(0), { timeout: 8000 });
      expect(document.querySelector('[data-reference-fallback]')!.textContent).toMatch(/^#\S+$/);
    }
    // The reference was asked for and refused (a list leaves out a field it does not show).
    if (visible || field.filter) expect(refused.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('read-error')).toBeNull();
    expect(screen.queryByText('not found page')).toBeNull();
    expect(screen.queryByText('elsewhere')).toBeNull();
    expect(document.body.textContent).not.toMatch(/may not read|permission|Oops/i);
  });
});
