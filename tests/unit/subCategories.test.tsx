import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';
import { es } from '../../i18n/es';
import { checkDeclarations } from '../../src/engine/checkDeclarations';
import { declarationCheckContext } from '../../src/app/declarationCheck';
import { fieldKind } from '../../src/engine/kinds';
import { buildOpenApi } from '../../src/engine/openapi';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/engine/types';
import { declarations } from '../../resources';
import { screens } from '../../src/screens';
import categories from '../../resources/categories';
import { renderView } from '../helpers/views';
import { localized } from '../../src/demo/bilingual';
import { createTestProviders, recordBodies, withDemoServer } from '../helpers/providers';

/**
 * A category shows and manages its sub-categories (SPEC §3), the categories
 * whose `parent_id` is its id: a `related` field (one kind module) lists them with links on the
 * details page and the edit form, and "Add a sub-category" opens the create form with the
 * parent preset (`?source={"parent_id":X}`).
 */
const { server, requests, store } = withDemoServer();
afterEach(cleanup);

const field = categories.fields.find((f) => f.source === 'sub_categories')!;
// As the English screens read them (the demo API answers seeded names in the request's language).
const categoriesInEnglish = () => localized(store.list('categories'), 'en');
const parentWithChildren = () => categoriesInEnglish().find((c) => categoriesInEnglish().some((x) => x.parent_id === c.id))!;
const childrenOf = (id: number) => categoriesInEnglish().filter((c) => c.parent_id === id);

async function open(view: 'details' | 'edit' | 'create', url: (p: ReturnType<typeof createTestProviders>) => string) {
  const p = createTestProviders();
  await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  requests.length = 0;
  renderView({
    decl: p.catalog.get('categories')!,
    view,
    url: url(p),
    catalog: p.catalog,
    dataProvider: p.dataProvider,
    authProvider: p.authProvider,
  });
  return p;
}

describe('sub-categories: the declaration', () => {
  it('should be a related list of categories by parent_id, on the details page and no value of the record', () => {
    expect(field).toMatchObject({ kind: 'related', reference: 'categories', target: 'parent_id', list: false, export: false });
    expect(categories.access.details).toBe('categories.list');
    expect(fieldKind('related').transient?.(field)).toBe(true);
    expect(fieldKind('related').exportPlan(field)).toBeNull();
    const doc = buildOpenApi(declarations, screens) as { components: { schemas: Record<string, { properties: object }> } };
    const schema = Object.values(doc.components.schemas).find((s) => s.properties && 'parent_id' in s.properties);
    expect(schema?.properties).not.toHaveProperty('sub_categories');
  });

  it.each([
    ['en', en],
    ['ar', ar],
    ['es', es],
  ])('should have its words in %s', (_locale, messages) => {
    const words = messages.resources.categories.related.sub_categories;
    expect(Object.keys(words).sort()).toEqual(['add', 'all', 'none']);
  });

  const ctx = declarationCheckContext({ en, ar, es });
  it.each<[string, Partial<FieldDeclaration>, RegExp]>([
    ['shown in the list', { list: true }, /declared list: false, export: false/],
    ['exported', { export: true }, /declared list: false, export: false/],
    ['required', { required: true }, /cannot be required/],
    ['a target that is no field', { target: 'mother_id' }, /target "mother_id" is not a field of categories/],
  ])('should refuse a related field %s', (_what, change, problem) => {
    const decl = {
      ...categories,
      fields: categories.fields.map((f) => (f.source === 'sub_categories' ? { ...f, ...change } : f)),
    } as ResourceDeclaration;
    const problems = checkDeclarations([decl], [], ctx);
    expect(problems.join('\n')).toMatch(problem);
  });
});

describe('sub-categories on the screens', () => {
  it('should list the sub-categories on the details page, each a link to its own page, read with ONE filtered request', async () => {
    const parent = parentWithChildren();
    const children = childrenOf(parent.id);
    await open('details', (p) => p.catalog.path('categories', 'details', { id: String(parent.id) }));
    const section = (await screen.findByText(String(children[0].name), {}, { timeout: 8000 })).closest('ul')!;
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(expect.arrayContaining(children.map((c) => String(c.name))));
    expect(links).toHaveLength(children.length);
    for (const c of children) {
      expect(
        within(section)
          .getByRole('link', { name: String(c.name) })
          .getAttribute('href'),
      ).toBe(`/settings/categories/details/${c.id}`);
    }
    const reads = requests.filter((r) => r.method === 'GET' && r.url.pathname === '/api/categories' && r.url.searchParams.get('filter'));
    expect(reads.map((r) => JSON.parse(r.url.searchParams.get('filter')!))).toContainEqual({ parent_id: parent.id });
    const add = screen.getByRole('link', { name: 'Add a sub-category' });
    const href = new URL(add.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/settings/categories/create');
    expect(JSON.parse(href.searchParams.get('source')!)).toEqual({ parent_id: parent.id });
  });

  it('should say a leaf category has none yet, and still offer to add one', async () => {
    const leaf = store.list('categories').find((c) => c.parent_id !== null && childrenOf(c.id).length === 0)!;
    await open('details', (p) => p.catalog.path('categories', 'details', { id: String(leaf.id) }));
    expect(await screen.findByText('No sub-categories yet.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a sub-category' })).toBeTruthy();
  });

  it('should list them on the edit form too, and nothing on the create form', async () => {
    const parent = parentWithChildren();
    const children = childrenOf(parent.id);
    await open('edit', (p) => p.catalog.path('categories', 'edit', { id: String(parent.id) }));
    expect(await screen.findByRole('link', { name: String(children[0].name) }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(en.resources.categories.fields.sub_categories)).toBeTruthy();
    cleanup();
    await open('create', () => '/settings/categories/create');
    await screen.findByRole('button', { name: en.ra.action.save }, { timeout: 8000 });
    expect(screen.queryByText(en.resources.categories.fields.sub_categories)).toBeNull();
  });

  it('should create a sub-category with its parent preset from ?source=, sending parent_id over the wire', async () => {
    const parent = parentWithChildren();
    const before = childrenOf(parent.id).length;
    const bodies = recordBodies(server, ['POST']);
    await open('create', () => `/settings/categories/create?${new URLSearchParams({ source: JSON.stringify({ parent_id: parent.id }) })}`);
    const name = await waitFor(
      () => {
        const input = document.querySelector<HTMLInputElement>('input[name="name"]');
        expect(input).toBeTruthy();
        return input!;
      },
      { timeout: 8000 },
    );
    // The parent input shows the preset parent by name.
    await waitFor(() => expect(screen.getByDisplayValue(String(parent.name))).toBeTruthy(), { timeout: 8000 });
    await userEvent.type(name, 'Espresso machines');
    fireEvent.click(screen.getByRole('button', { name: en.ra.action.save }));
    const created = () => bodies.filter((b) => b.path === '/api/categories');
    await waitFor(() => expect(created()).toHaveLength(1), { timeout: 8000 });
    expect(created()[0].body).toMatchObject({ name: 'Espresso machines', parent_id: parent.id });
    expect(created()[0].body).not.toHaveProperty('sub_categories');
    await waitFor(() => expect(childrenOf(parent.id)).toHaveLength(before + 1));
  });
});
