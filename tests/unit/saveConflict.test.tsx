import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declarations } from '../../resources';
import { en } from '../../i18n/en';
import { applyLocale } from '../../src/locale/languages';
import Alerts from '../../src/layout/Alerts';
import { renderView } from '../helpers/views';
import { createDemoServer } from '../helpers/demoServer';
import { createTestProviders } from '../helpers/providers';
import { expectConsole } from '../helpers/expectedConsole';

/*
 * What the operator sees when another one saved or deleted the record meanwhile, with the real
 * providers and the demo API: the edit form keeps what was typed and says nothing was saved, the
 * conflict view shows both values, saving again goes on the current version (and is refused
 * again if the record moved on again); a details page says when its record changed.
 */
const { server, store } = createDemoServer();
const writes: { method: string; ifMatch: string | null }[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'GET') writes.push({ method: request.method, ifMatch: request.headers.get('if-match') });
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

const t = en.app.versions;
const timeout = { timeout: 8000 };

async function mount(name: string, view: 'edit' | 'details', id: number) {
  const decl = declarations.find((d) => d.name === name)!;
  // A refused write holds the lock 2 s (SPEC §4): shortened, so saving again is not waited for.
  const providers = createTestProviders({ failureReleaseMs: 1 });
  await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  writes.length = 0;
  renderView({
    decl,
    view,
    url: providers.catalog.path(decl.name, view, { id }),
    catalog: providers.catalog,
    dataProvider: providers.dataProvider,
    authProvider: providers.authProvider,
    extra: <Alerts />,
  });
}

async function typeName(value: string) {
  const input = await screen.findByLabelText(/English name/, {}, timeout);
  await waitFor(() => expect(input).not.toHaveValue(''), timeout);
  await userEvent.clear(input);
  await userEvent.type(input, value);
  return input;
}

describe('a save refused because the record moved on', () => {
  it('should keep what was typed, say nothing was saved, and save the choice on the current version, again if it moved on again', async () => {
    expectConsole('error', /412|Someone else/, { required: false });
    const id = store.list('countries')[0].id;
    await mount('countries', 'edit', id);
    const input = await typeName('Mine');
    store.update('countries', id, { name_en: 'Theirs', phone_code: '+999' }); // the other operator, version 2
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: t.conflict_title }, timeout);
    expect(screen.queryByText('Element updated')).not.toBeInTheDocument();
    expect(input).toHaveValue('Mine');
    const rows = within(dialog).getAllByRole('radiogroup');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      en.resources.countries.fields.name_en,
      en.resources.countries.fields.phone_code,
    ]);
    expect(within(rows[0]).getByRole('radio', { name: `${t.keep_mine}: ${en.resources.countries.fields.name_en}` })).toBeChecked();
    expect(within(rows[1]).getByRole('radio', { name: `${t.take_theirs}: ${en.resources.countries.fields.phone_code}` })).toBeChecked();

    // Moved on again before this operator saves again: refused again, never overwritten.
    store.update('countries', id, { name_en: 'Theirs again' }); // version 3
    fireEvent.click(within(dialog).getByRole('button', { name: t.save_again }));
    const again = await screen.findByRole('dialog', { name: t.conflict_title }, timeout);
    await waitFor(() => expect(writes.map((w) => w.ifMatch)).toEqual(['"1"', '"2"']), timeout);
    expect(store.get('countries', id)).toMatchObject({ name_en: 'Theirs again', version: 3 });
    expect(within(again).getByText('Theirs again')).toBeInTheDocument();

    fireEvent.click(within(again).getByRole('button', { name: t.all_mine }));
    fireEvent.click(within(again).getByRole('button', { name: t.save_again }));
    await waitFor(() => expect(store.get('countries', id)).toMatchObject({ name_en: 'Mine', version: 4 }), timeout);
    expect(writes.map((w) => w.ifMatch)).toEqual(['"1"', '"2"', '"3"']);
  });

  it('should keep the form when the record was deleted meanwhile, and offer a new record with what was typed', async () => {
    expectConsole('error', /app\.errors\.not_found/, { required: false });
    const id = store.list('countries')[0].id;
    await mount('countries', 'edit', id);
    const input = await typeName('Gone-land');
    store.remove('countries', [id]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: t.gone_title }, timeout);
    expect(within(dialog).getByText(t.gone_text)).toBeInTheDocument();
    expect(input).toHaveValue('Gone-land');
    fireEvent.click(within(dialog).getByRole('button', { name: t.back }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), timeout);
    expect(input).toHaveValue('Gone-land');
    // Saving again asks again; this time the operator copies it into a new record.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: t.gone_title }, timeout)).getByRole('button', { name: t.copy_to_new }),
    );
    // renderView draws any other route as "elsewhere": the create form is another route.
    expect(await screen.findByText('elsewhere', {}, timeout)).toBeInTheDocument();
  });
});

describe('a details page whose record moved on', () => {
  it('should say so when the operator comes back, and Reload shows the record as it is now', async () => {
    const db = store.list('databases')[0];
    await mount('databases', 'details', db.id);
    await screen.findAllByText(String(db.database_name), {}, timeout);
    store.update('databases', db.id, { database_user: 'moved_on_user' });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    const notice = await screen.findByTestId('stale-record', {}, timeout);
    expect(notice).toHaveTextContent(t.changed);
    expect(screen.queryByText('moved_on_user')).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: t.reload }));
    expect(await screen.findByText('moved_on_user', {}, timeout)).toBeInTheDocument();
    expect(screen.queryByTestId('stale-record')).toBeNull();
  });
});
