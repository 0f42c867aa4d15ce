import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declarations } from '../../resources';
import { en } from '../../i18n/en';
import { applyLocale } from '../../src/locale/languages';
import type { FieldDeclaration, ResourceDeclaration, ViewName } from '../../src/engine/types';
import { renderView } from '../helpers/views';
import { createDemoServer } from '../helpers/demoServer';
import { createTestProviders } from '../helpers/providers';
import { iso } from '../helpers/isolates';
import { localized } from '../../src/demo/bilingual';

/**
 * Per resource: every declaration's generic screens, rendered by the engine with
 * the real providers against the demo API, as an operator sees them: the list shows its
 * columns and rows, a create form refuses missing required fields and sends nothing, an edit
 * saves with ONE request, and the details page shows the record. Screens a resource replaces
 * with its own component (`views`) are tested where that component is.
 */
const demo = createDemoServer();
const { server, store } = demo;
const writes: { method: string; url: string; body: string }[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method !== 'GET') writes.push({ method: request.method, url: request.url, body: await request.clone().text() });
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  writes.length = 0;
  store.reset();
  applyLocale('en');
});

type Labels = Record<string, { fields: Record<string, string> }>;
const label = (decl: ResourceDeclaration, source: string) => (en.resources as unknown as Labels)[decl.name].fields[source];
const inPlace = (f: FieldDeclaration, place: 'list' | 'details') => f[place] ?? true;
const inForm = (f: FieldDeclaration, mode: 'create' | 'edit') => (f.form ?? true) === true || f.form === mode;

/** The route parameters of a nested resource, from the first parent record of the demo data. */
function parentParams(decl: ResourceDeclaration): Record<string, string> {
  if (!decl.parent) return {};
  const parent = declarations.find((d) => d.name === decl.parent!.resource)!;
  const first = store.list(parent.endpoint)[0];
  return { [decl.parent.param]: String(first[decl.parent.parentSource ?? decl.parent.param]) };
}

/**
 * A seeded record this resource's screens can open (inside the parent, for a nested one), as the
 * screens get it: seeded names in English, the test's language.
 */
function seededRecord(decl: ResourceDeclaration) {
  const params = parentParams(decl);
  const rows = localized(store.list(decl.endpoint), 'en').filter(
    (r) => !decl.parent || String(r[decl.parent.source]) === params[decl.parent.param],
  );
  return { params, record: rows[0] };
}

async function mount(decl: ResourceDeclaration, view: ViewName, id?: unknown) {
  const providers = createTestProviders();
  await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  writes.length = 0;
  const { params } = seededRecord(decl);
  const url = providers.catalog.path(decl.name, view, { ...params, id: id as string | undefined });
  renderView({ decl, view, url, catalog: providers.catalog, dataProvider: providers.dataProvider, authProvider: providers.authProvider });
}

const generic = (decl: ResourceDeclaration, view: ViewName) => view in decl.access && !decl.views?.[view];
const screensOf = (decl: ResourceDeclaration) => (['list', 'create', 'edit', 'details'] as const).filter((v) => generic(decl, v));
const timeout = { timeout: 8000 };

describe.each(declarations.filter((d) => screensOf(d).length).map((d) => [d.name, d] as const))(
  'the generic screens of %s',
  (_name, decl) => {
    if (generic(decl, 'list')) {
      it('should list demo rows under every declared column header', async () => {
        await mount(decl, 'list');
        // Waited for as a whole: while the rows load, react-admin's placeholder table has rows
        // and blank headers (seen failing on a loaded machine), and the real one replaces it.
        await waitFor(() => {
          const table = screen.getByRole('table');
          expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
          const headers = within(table)
            .getAllByRole('columnheader')
            .map((h) => h.textContent?.trim());
          for (const field of decl.fields.filter((f) => inPlace(f, 'list'))) expect(headers).toContain(label(decl, field.source));
        }, timeout);
      });
    }

    if (generic(decl, 'details')) {
      it('should show a seeded record with every details label', async () => {
        const { record } = seededRecord(decl);
        await mount(decl, 'details', record.id);
        const title = String(record[decl.recordTitle.replace('{locale}', 'en')] ?? '');
        if (title) await screen.findAllByText(title, { exact: false }, timeout);
        for (const field of decl.fields.filter((f) => inPlace(f, 'details'))) {
          expect(await screen.findAllByText(label(decl, field.source), {}, timeout)).not.toHaveLength(0);
        }
      });
    }

    // A status starts on its first value (active, pending…), so it is never missing.
    const required = decl.fields.filter((f) => inForm(f, 'create') && f.required && f.kind !== 'status');
    if (generic(decl, 'create') && required.length) {
      it('should refuse an empty create form with the required messages and send nothing', async () => {
        await mount(decl, 'create');
        const save = await screen.findByRole('button', { name: 'Save' }, timeout);
        // Save stays disabled on an untouched form; Enter in a field submits it all the same.
        fireEvent.submit(save.closest('form')!);
        for (const field of required) {
          const message = en.app.validation.required.replace('{{name}}', iso`${label(decl, field.source)}`);
          expect(await screen.findAllByText(message, { exact: false }, timeout)).not.toHaveLength(0);
        }
        expect(writes).toEqual([]);
      });
    }

    const editable = decl.fields.find((f) => inForm(f, 'edit') && f.kind === 'text' && !f.pattern && !f.uppercase && !f.unique);
    if (generic(decl, 'edit') && editable) {
      it(`should save a change of ${editable.source} with ONE request`, async () => {
        const { record } = seededRecord(decl);
        await mount(decl, 'edit', record.id);
        const input = await screen.findByLabelText(new RegExp(`^${label(decl, editable.source)}`), {}, timeout);
        await waitFor(() => expect(input).toHaveValue(String(record[editable.source] ?? '')), timeout);
        await userEvent.type(input, ' (edited)');
        const save = screen.getByRole('button', { name: 'Save' });
        expect(save).toBeEnabled();
        await userEvent.click(save);
        await waitFor(() => expect(writes).toHaveLength(1), timeout);
        expect(writes[0].method).toBe('PUT');
        expect(writes[0].url).toMatch(new RegExp(`/${decl.endpoint}/${record.id}$`));
        expect(JSON.parse(writes[0].body)[editable.source]).toMatch(/\(edited\)$/);
      });
    }
  },
);
