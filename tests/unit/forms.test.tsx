import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declarations } from '../../resources';
import { en } from '../../i18n/en';
import { applyLocale } from '../../src/locale/languages';
import { fieldKind } from '../../src/engine/kinds';
import type { FieldDeclaration, ResourceDeclaration, ViewName } from '../../src/engine/types';
import { renderView } from '../helpers/views';
import { createDemoServer } from '../helpers/demoServer';
import { iso } from '../helpers/isolates';
import { createTestProviders } from '../helpers/providers';

/**
 * Forms: every required field is marked before the operator submits, large
 * forms come in titled sections, formats have a hint, and a failed submit puts the focus on the
 * first field in error in reading order, whatever its kind.
 */
const { server, store } = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  store.reset();
  applyLocale('en');
});

const timeout = { timeout: 8000 };
const byName = (name: string) => declarations.find((d) => d.name === name)!;
type Catalogue = Record<string, { fields: Record<string, string>; sections?: Record<string, string>; help?: Record<string, string> }>;
const words = en.resources as unknown as Catalogue;

async function mount(decl: ResourceDeclaration, view: ViewName, id?: string) {
  const providers = createTestProviders();
  await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  const url = providers.catalog.path(decl.name, view, { id });
  renderView({ decl, view, url, catalog: providers.catalog, dataProvider: providers.dataProvider, authProvider: providers.authProvider });
  return (await screen.findByRole('button', { name: 'Save' }, timeout)).closest('form')!;
}

const inCreate = (f: FieldDeclaration) => (f.form ?? true) === true || f.form === 'create';
const withCreateForm = declarations.filter((d) => 'create' in d.access && !d.views?.create && !d.parent);

/** Marked as required where the operator sees it: a label (or legend) that ends with the asterisk. */
function markedRequired(box: Element): boolean {
  return [...box.querySelectorAll('label, legend')].some((l) => /\*\s*$/.test(l.textContent ?? ''));
}

describe('required marks', () => {
  it.each(withCreateForm.map((d) => [d.name, d] as const))(
    'should mark every required field of the %s create form before it is submitted, and say once what * means',
    async (_name, decl) => {
      const form = await mount(decl, 'create');
      const required = decl.fields.filter((f) => inCreate(f) && f.required);
      for (const field of required) {
        const box = await waitFor(() => {
          const found = form.querySelector(`[data-source="${field.source}"]`);
          expect(found, field.source).not.toBeNull();
          return found!;
        }, timeout);
        expect(markedRequired(box), `${decl.name}.${field.source} (${field.kind})`).toBe(true);
      }
      // An optional field carries no mark.
      for (const field of decl.fields.filter((f) => inCreate(f) && !f.required && fieldKind(f.kind).input.length)) {
        const box = form.querySelector(`[data-source="${field.source}"]`);
        if (box) expect(markedRequired(box), `${decl.name}.${field.source} is optional`).toBe(false);
      }
      expect(within(form).queryAllByText(en.app.form.required_note)).toHaveLength(required.length ? 1 : 0);
    },
  );
});

describe('sections', () => {
  it('should group the plan form in titled sections, in the declared order', async () => {
    const plans = byName('plans');
    const form = await mount(plans, 'create');
    const groups = within(form)
      .getAllByRole('group')
      .filter((g) => g.hasAttribute('data-section'));
    expect(
      groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(plans.sections!.map((s) => words.plans.sections![s.name]));
    // Each field sits in its own section.
    const prices = within(form).getByRole('group', { name: words.plans.sections!.prices });
    expect(prices.querySelector('[data-source="price_year"]')).not.toBeNull();
    expect(prices.querySelector('[data-source="name"]')).toBeNull();
  });

  it('should show a partner details page in its titled sections', async () => {
    const partners = byName('partners');
    const id = String(store.list(partners.endpoint)[0].id);
    const providers = createTestProviders();
    await providers.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
    renderView({
      decl: partners,
      view: 'details',
      url: providers.catalog.path('partners', 'details', { id }),
      catalog: providers.catalog,
      dataProvider: providers.dataProvider,
      authProvider: providers.authProvider,
    });
    const company = await screen.findByRole('group', { name: words.partners.sections!.company }, timeout);
    expect(await within(company).findByText(words.partners.fields.business_number, {}, timeout)).toBeTruthy();
    expect(within(company).queryByText(words.partners.fields.full_name)).toBeNull();
  });
});

describe('format hints', () => {
  it('should say the formats of a phone, a percentage and a list of codes under their inputs', async () => {
    const form = await mount(byName('agents'), 'create');
    const hint = (source: string) => form.querySelector(`[data-source="${source}"]`)!.textContent;
    await waitFor(() => expect(hint('mobile')).toContain(en.app.help.phone), timeout);
    expect(hint('discount_percentage')).toContain(words.agents.help!.discount_percentage);
    expect(hint('supported_languages')).toContain(words.agents.help!.supported_languages);
    expect(hint('email')).toContain(en.app.help.email);
  });

  it("should say a kind's format once per section, not under each of its amounts", async () => {
    const form = await mount(byName('plans'), 'create');
    const hint = (source: string) => form.querySelector(`[data-source="${source}"]`)!.textContent;
    await waitFor(() => expect(hint('price_month')).toContain(en.app.help.money), timeout);
    for (const source of ['price_3_months', 'price_6_months', 'price_year', 'additional_branch_price'])
      expect(hint(source)).not.toContain(en.app.help.money);
    // Each section that has amounts says it under its first one.
    expect(hint('max_sales_amount')).toContain(en.app.help.money);
    expect(hint('additional_pos_price')).toContain(en.app.help.money);
  });

  it('should keep the error in place of the hint once the value is wrong', async () => {
    const form = await mount(byName('offers'), 'create');
    const box = form.querySelector('[data-source="percentage"]')!;
    expect(box.textContent).toContain(words.offers.help!.percentage);
    // A date says the order it is typed in.
    expect(form.querySelector('[data-source="start_date"]')!.textContent).toContain(
      en.app.inputs.date_pattern.replace('{{pattern}}', iso`${'dd/mm/yyyy'}`),
    );
    await userEvent.type(within(box as HTMLElement).getByRole('spinbutton'), '150');
    fireEvent.submit(form);
    await waitFor(() => expect(box.querySelector('[aria-invalid="true"]')).not.toBeNull(), timeout);
    expect(box.textContent).toContain(
      en.app.validation.max_value.replace('{{name}}', iso`${words.offers.fields.percentage}`).replace('{{max}}', iso`${100}`),
    );
    expect(box.textContent).not.toContain(words.offers.help!.percentage);
  });
});

describe('the first error', () => {
  it('should focus the first required field of an empty plan form when it is submitted', async () => {
    const form = await mount(byName('plans'), 'create');
    fireEvent.submit(form);
    const name = form.querySelector('[data-source="name"] input')!;
    await waitFor(() => expect(document.activeElement).toBe(name), timeout);
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('should focus a custom kind in error (the phone input) when the fields before it are filled', async () => {
    const form = await mount(byName('agents'), 'create');
    const input = (source: string) => form.querySelector(`[data-source="${source}"] input`) as HTMLInputElement;
    // The phone library is a chunk of its own: wait for the real input.
    await waitFor(() => expect(input('mobile')).not.toBeDisabled(), timeout);
    await userEvent.type(input('first_name'), 'Salma');
    await userEvent.type(input('last_name'), 'Haddad');
    await userEvent.type(input('email'), 'salma@example.com');
    fireEvent.submit(form);
    await waitFor(() => expect(document.activeElement).toBe(input('mobile')), timeout);
  });

  it('should focus an upload field in error through its button', async () => {
    // No declared form requires an upload: one that does (first, without sections), in a declaration of this test.
    const decl: ResourceDeclaration = {
      ...byName('module_settings'),
      sections: undefined,
      fields: byName('module_settings').fields.map((f) => (f.source === 'image' ? { ...f, required: true } : f)),
    };
    const form = await mount(decl, 'create');
    fireEvent.submit(form);
    await waitFor(() => expect(document.activeElement?.closest('[data-source]')?.getAttribute('data-source')).toBe('image'), timeout);
    expect(document.activeElement?.tagName).toBe('BUTTON');
  });
});
