import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { en } from '../../i18n/en';
import { declarations } from '../../resources';
import { renderView } from '../helpers/views';
import { createTestProviders, withDemoServer } from '../helpers/providers';
import { iso } from '../helpers/isolates';
// Seeded names are stored in both languages; the form shows the English one (the test's language).
import { textIn } from '../../src/demo/bilingual';
import Alerts from '../../src/layout/Alerts';

/**
 * SPEC §5 "Do you want make it as draft?": plans and offers keep drafts
 * (`draft: 'is_draft'`). Leaving a form whose record is valid but unsaved offers Save as
 * draft, Discard and Stay; an invalid one only Discard and Stay. The form's Save publishes.
 * Lists mark drafts.
 */
const { requests, store } = withDemoServer();
afterEach(cleanup);

function Leave() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/somewhere-else')}>
      leave the form
    </button>
  );
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function editOffer() {
  const p = createTestProviders();
  await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  const offer = store.list('offers').find((o) => o.is_draft === false)!;
  renderView({
    decl: p.catalog.get('offers')!,
    view: 'edit',
    url: p.catalog.path('offers', 'edit', { id: String(offer.id) }),
    catalog: p.catalog,
    dataProvider: p.dataProvider,
    authProvider: p.authProvider,
    extra: (
      <>
        <Leave />
        <Alerts />
      </>
    ),
  });
  await waitFor(() => expect(input('name')?.value).toBe(textIn(offer.name, 'en')), { timeout: 8000 });
  requests.length = 0;
  return offer;
}

const puts = () => requests.filter((r) => r.method === 'PUT');
const guard = () => screen.findByTestId('leave-guard', {}, { timeout: 5000 });

describe('drafts: leaving a form with unsaved changes', () => {
  it('offers Save as draft for a valid record, saves it with ONE PUT flagged as a draft, then leaves', async () => {
    const offer = await editOffer();
    await userEvent.clear(input('name'));
    await userEvent.type(input('name'), 'Ramadan offer (to review)');
    fireEvent.click(screen.getByRole('button', { name: 'leave the form' }));
    const dialog = await guard();
    expect(within(dialog).getByRole('heading')).toHaveTextContent(en.app.confirm.draft);
    fireEvent.click(within(dialog).getByRole('button', { name: en.app.draft.save }));
    expect(await screen.findByText('elsewhere', {}, { timeout: 5000 })).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(store.get('offers', Number(offer.id))).toMatchObject({ name: 'Ramadan offer (to review)', is_draft: true });
    expect(await screen.findByText(en.app.draft.saved)).toBeTruthy();
  });

  it('keeps every value when the operator stays, and leaves without saving on Discard', async () => {
    const offer = await editOffer();
    await userEvent.type(input('name'), ' v2');
    fireEvent.click(screen.getByRole('button', { name: 'leave the form' }));
    fireEvent.click(within(await guard()).getByRole('button', { name: en.app.draft.stay }));
    await waitFor(() => expect(screen.queryByTestId('leave-guard')).toBeNull());
    expect(input('name').value).toBe(`${textIn(offer.name, 'en')} v2`);
    fireEvent.click(screen.getByRole('button', { name: 'leave the form' }));
    fireEvent.click(within(await guard()).getByRole('button', { name: en.app.draft.discard }));
    expect(await screen.findByText('elsewhere', {}, { timeout: 5000 })).toBeTruthy();
    expect(puts()).toHaveLength(0);
    expect(store.get('offers', Number(offer.id))).toMatchObject({ name: offer.name, is_draft: false });
  });

  it('offers no draft for an invalid record: only Stay and Discard, and the checks show on the form', async () => {
    await editOffer();
    await userEvent.clear(input('name'));
    fireEvent.click(screen.getByRole('button', { name: 'leave the form' }));
    const dialog = await guard();
    expect(within(dialog).getByRole('heading')).toHaveTextContent(en.app.draft.unsaved_title);
    expect(within(dialog).queryByRole('button', { name: en.app.draft.save })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: en.app.draft.stay }));
    expect(await screen.findByText(en.app.validation.required.replace('{{name}}', iso`${en.resources.offers.fields.name}`))).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it("publishes with the form's own Save: ONE PUT with the draft flag off", async () => {
    const draft = store.list('offers').find((o) => o.is_draft === true)!;
    const p = createTestProviders();
    await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    renderView({
      decl: p.catalog.get('offers')!,
      view: 'edit',
      url: p.catalog.path('offers', 'edit', { id: String(draft.id) }),
      catalog: p.catalog,
      dataProvider: p.dataProvider,
      authProvider: p.authProvider,
    });
    await waitFor(() => expect(input('name')?.value).toBe(textIn(draft.name, 'en')), { timeout: 8000 });
    requests.length = 0;
    await userEvent.type(input('name'), '!');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.get('offers', Number(draft.id))?.is_draft).toBe(false), { timeout: 5000 });
    expect(puts()).toHaveLength(1);
  });
});

describe('drafts in lists', () => {
  it('marks the drafts with a chip, and only them', async () => {
    const p = createTestProviders();
    await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    renderView({
      decl: p.catalog.get('offers')!,
      view: 'list',
      url: `${p.catalog.path('offers', 'list')}?filter=${encodeURIComponent(JSON.stringify({ is_draft: true }))}`,
      catalog: p.catalog,
      dataProvider: p.dataProvider,
      authProvider: p.authProvider,
    });
    const drafts = store.list('offers').filter((o) => o.is_draft === true);
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(drafts.length), { timeout: 8000 });
    expect(document.querySelectorAll('[data-draft]')).toHaveLength(drafts.length);
    expect(document.querySelector('[data-draft]')).toHaveTextContent(en.app.draft.label);
  });

  it('are declared on plans and offers, each with its flag field', () => {
    const withDrafts = declarations.filter((d) => d.draft).map((d) => d.name);
    expect(withDrafts.sort()).toEqual(['offers', 'plans']);
    for (const d of declarations.filter((x) => x.draft)) expect(d.fields.find((f) => f.source === d.draft)?.kind).toBe('draft');
  });
});
