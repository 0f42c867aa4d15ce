import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore, useLocaleState } from 'ra-core';
import { AdminContext, SimpleForm, TextInput } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { ConfirmProvider } from '../../src/engine/ConfirmProvider';
import { LanguageMenu } from '../../src/layout/LanguageMenu';
import { UnsavedFormTracker } from '../../src/engine/views/unsavedForms';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';

afterEach(cleanup);

function Locale() {
  const [locale] = useLocaleState();
  return <output data-testid="locale">{locale}</output>;
}

function mount() {
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider('en', en)} store={memoryStore()}>
        <ConfirmProvider>
          <LanguageMenu locales={['ar', 'en']} />
          <Locale />
          <SimpleForm onSubmit={() => undefined} toolbar={false}>
            <TextInput source="name" label="Name" />
            <UnsavedFormTracker />
          </SimpleForm>
        </ConfirmProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

async function chooseArabic() {
  fireEvent.click(screen.getByTestId('language-menu'));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'العربية' }));
}

describe('switching the language while a form holds unsaved changes', () => {
  it('should switch at once when nothing is typed', async () => {
    mount();
    await chooseArabic();
    await waitFor(() => expect(screen.getByTestId('locale')).toHaveTextContent('ar'));
  });

  it('should ask first, keep the typed text on Cancel, and switch on Confirm', async () => {
    mount();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Riyadh branch' } });
    await chooseArabic();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(en.app.language.unsaved_title);
    expect(dialog).toHaveTextContent(en.app.language.unsaved_content);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
    expect(screen.getByLabelText('Name')).toHaveValue('Riyadh branch');

    await chooseArabic();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('locale')).toHaveTextContent('ar'));
  });
});
