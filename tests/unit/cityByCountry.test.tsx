import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, ResourceContextProvider, type DataProvider, type GetListParams } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { createCatalog } from '../../src/engine/catalog';
import { CatalogContext } from '../../src/engine/CatalogContext';
import { renderInput } from '../../src/engine/kinds';
import { applyFilter } from '../../src/demo/query';
import { seedCollections } from '../../src/demo/seed';
import users from '../../resources/users';
import companies from '../../resources/companies';
import countries from '../../resources/countries';
import { iso } from '../helpers/isolates';
import cities from '../../resources/cities';

const seed = seedCollections();
const catalog = createCatalog([users, companies, countries, cities], []);
const cityName = (name: string) => seed.cities.find((c) => c.name_en === name)!;
const countryId = (code2: string) => seed.countries.find((c) => c.code2 === code2)!.id;

/** The demo API's own filtering answers the list calls, so the filter sent is checked end to end. */
function fakeApi() {
  const lists: { resource: string; filter: Record<string, unknown> }[] = [];
  const table = (resource: string) => seed[resource] ?? [];
  const dataProvider = {
    getList: async (resource: string, params: GetListParams) => {
      lists.push({ resource, filter: params.filter });
      const decl = catalog.get(resource);
      const rows = applyFilter(table(resource), params.filter, decl);
      return { data: rows.slice(0, 100), total: rows.length };
    },
    getMany: async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: table(resource).filter((r) => ids.map(String).includes(String(r.id))),
    }),
  } as unknown as DataProvider;
  return { dataProvider, lists };
}

function renderForm(resource: 'users' | 'companies', sources: string[], record: Record<string, unknown>) {
  const api = fakeApi();
  const submitted = vi.fn();
  const decl = catalog.get(resource)!;
  const ctx = {
    resource,
    locale: 'en' as const,
    translate: (k: string, o?: Record<string, unknown>) => k + (o ? JSON.stringify(o) : ''),
    creating: false,
    validate: [],
  };
  const inputs = decl.fields.filter((f) => sources.includes(f.source)).map((f) => renderInput(f, { ...ctx }));
  render(
    <AdminContext dataProvider={api.dataProvider} i18nProvider={createI18nProvider('en', en)}>
      <CatalogContext.Provider value={catalog}>
        <ResourceContextProvider value={resource}>
          <Form record={{ id: 1, ...record }} onSubmit={submitted}>
            {inputs}
            <button type="submit">submit</button>
          </Form>
        </ResourceContextProvider>
      </CatalogContext.Provider>
    </AdminContext>,
  );
  return { ...api, submitted };
}

const chipsOf = (label: RegExp) => {
  const box = screen.getByLabelText(label).closest('.MuiFormControl-root') as HTMLElement;
  return within(box)
    .queryAllByRole('button')
    .map((b) => b.textContent)
    .filter(Boolean);
};

afterEach(cleanup);

describe('a city picker narrowed by its country (dependsOn)', () => {
  it('should offer only the cities of the chosen countries, asking the API with their code2', async () => {
    const { lists } = renderForm('users', ['countries', 'cities'], { countries: [countryId('AE'), countryId('QA')], cities: [] });
    const input = await screen.findByLabelText('Cities');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.click(input);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent).sort()).toEqual(['Abu Dhabi', 'Ajman', 'Al Wakrah', 'Doha', 'Dubai', 'Sharjah']);
    expect(lists.filter((l) => l.resource === 'cities').at(-1)?.filter).toMatchObject({ country_code2: ['AE', 'QA'] });
  });

  it('should remove the chosen cities that no longer belong when a country is removed', async () => {
    const { submitted } = renderForm('users', ['countries', 'cities'], {
      countries: [countryId('SA'), countryId('AE')],
      cities: [cityName('Riyadh').id, cityName('Dubai').id],
    });
    await waitFor(() => expect(chipsOf(/^Cities/)).toEqual(expect.arrayContaining(['Riyadh', 'Dubai'])));
    // Remove Saudi Arabia: Riyadh goes, Dubai stays.
    const countriesBox = screen.getByLabelText(/^Countries/).closest('.MuiFormControl-root') as HTMLElement;
    const saChip = within(countriesBox).getByText('Saudi Arabia').closest('.MuiChip-root') as HTMLElement;
    await userEvent.click(saChip.querySelector('.MuiChip-deleteIcon')!);
    await waitFor(() => expect(chipsOf(/^Cities/)).toEqual(['Dubai']));
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0]).toMatchObject({ countries: [countryId('AE')], cities: [cityName('Dubai').id] });
  });

  it('should disable the city input, empty, until a country is chosen', async () => {
    const { submitted, lists } = renderForm('users', ['countries', 'cities'], {
      countries: [countryId('SA')],
      cities: [cityName('Jeddah').id],
    });
    await waitFor(() => expect(chipsOf(/^Cities/)).toEqual(['Jeddah']));
    const countriesBox = screen.getByLabelText(/^Countries/).closest('.MuiFormControl-root') as HTMLElement;
    await userEvent.click(within(countriesBox).getByText('Saudi Arabia').closest('.MuiChip-root')!.querySelector('.MuiChip-deleteIcon')!);
    await waitFor(() => expect(screen.getByLabelText(/^Cities/)).toBeDisabled());
    expect(screen.getByText(iso`Choose ${'Countries'} first.`)).toBeInTheDocument();
    expect(chipsOf(/^Cities/)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0]).toMatchObject({ countries: [], cities: [] });
    // No list of cities is asked for while there is no country to narrow it by.
    const afterClear = lists.filter(
      (l) => l.resource === 'cities' && Array.isArray(l.filter.country_code2) && l.filter.country_code2.length === 0,
    );
    expect(afterClear).toEqual([]);
  });

  it('should clear a single city when its country changes (companies)', async () => {
    const { submitted } = renderForm('companies', ['country_id', 'city_id'], {
      country_id: countryId('SA'),
      city_id: cityName('Riyadh').id,
    });
    const city = await screen.findByLabelText(/^City/);
    await waitFor(() => expect(city).toHaveValue('Riyadh'));
    const country = screen.getByLabelText(/^Country/);
    await userEvent.clear(country);
    await userEvent.type(country, 'Egy');
    await userEvent.click(await screen.findByRole('option', { name: 'Egypt' }));
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue(''));
    await userEvent.click(screen.getByLabelText(/^City/));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent).sort()).toEqual(['Alexandria', 'Cairo', 'Giza']);
    await userEvent.click(screen.getByRole('option', { name: 'Giza' }));
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0]).toMatchObject({ country_id: countryId('EG'), city_id: cityName('Giza').id });
  });
});
