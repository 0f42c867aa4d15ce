import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider } from 'ra-core';
import { AdminContext, Edit, SimpleForm, TextInput } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { createWriteLock } from '../../src/providers/writeLock';
import { createLoadingMarker } from '../../src/providers/loadingMarker';
import { expectConsole } from '../helpers/expectedConsole';
import Alerts from '../../src/layout/Alerts';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';

/**
 * DESIGN "Write lock": a write the lock drops is never reported as saved. This renders
 * react-admin's real pessimistic Edit with an update that goes through the real http client
 * while the lock is held, and checks what the operator sees.
 */
describe('a write dropped by the lock, as the operator sees it', () => {
  it('should say the change was not sent, keep the typed value and the form dirty, and send nothing', async () => {
    expectConsole('error', /WriteDroppedError/); // react-admin logs the refused write
    const lock = createWriteLock();
    const sent: string[] = [];
    const httpClient = createHttpClient({ lock, marker: createLoadingMarker() });
    // Another write is still in flight: the lock is held.
    expect(lock.acquire()).toBe(true);
    const dataProvider = {
      getOne: async () => ({ data: { id: 1, name_en: 'Saudi Arabia' } }),
      update: async (_r: string, params: { data: unknown }) => {
        sent.push('update');
        const { json } = await httpClient('http://api.test/api/countries/1', { method: 'PUT', body: JSON.stringify(params.data) });
        return { data: json };
      },
    } as unknown as DataProvider;

    render(
      <MemoryRouter initialEntries={['/countries/1']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en', en)}>
          <Edit resource="countries" id={1} mutationMode="pessimistic" redirect={false}>
            <SimpleForm>
              <TextInput source="name_en" label="English name" />
            </SimpleForm>
          </Edit>
          <Alerts />
        </AdminContext>
      </MemoryRouter>,
    );

    const input = await screen.findByLabelText('English name');
    await waitFor(() => expect(input).toHaveValue('Saudi Arabia'));
    await userEvent.clear(input);
    await userEvent.type(input, 'Kingdom of Saudi Arabia');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/This change was not sent/)).toBeInTheDocument();
    expect(screen.queryByText('Element updated')).not.toBeInTheDocument();
    expect(input).toHaveValue('Kingdom of Saudi Arabia');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    // The data provider was asked, but the lock let nothing through to the network.
    expect(sent).toEqual(['update']);
    expect(lock.state).toBe('sending');
  });
});
