import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore, useLocaleState } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { useTheme } from '@mui/material/styles';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { activeLocale, applyLocale } from '../../src/locale/languages';
import { withAppLocale } from '../../src/locale/localeStore';
import { formatNumber } from '../../src/locale/format';
import { DirectionProvider } from '../../src/theme/DirectionProvider';
import { STORAGE_KEYS } from '../../src/config/storageKeys';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';

afterEach(() => {
  cleanup();
  applyLocale('en');
});

/** What the operator's screen derives from the language: react-admin's locale, the theme's direction, a number. */
function Probe() {
  const [locale, setLocale] = useLocaleState();
  const theme = useTheme();
  return (
    <>
      <output data-testid="ra">{locale}</output>
      <output data-testid="theme">{theme.direction}</output>
      <output data-testid="number">{formatNumber(activeLocale(), 1234.5)}</output>
      <button onClick={() => setLocale('ar')}>ar</button>
    </>
  );
}

function mount(store = withAppLocale(memoryStore())) {
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={createI18nProvider(activeLocale(), en)} store={store}>
        <DirectionProvider>
          <Probe />
        </DirectionProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('one locale pipeline (docs/architecture.md)', () => {
  it('should derive react-admin, the theme, <html lang dir>, the stored choice and Intl from one switch', async () => {
    applyLocale('en');
    mount();
    expect(screen.getByTestId('theme')).toHaveTextContent('ltr');
    fireEvent.click(screen.getByRole('button', { name: 'ar' }));
    await waitFor(() => expect(screen.getByTestId('theme')).toHaveTextContent('rtl'));
    expect(screen.getByTestId('ra')).toHaveTextContent('ar');
    expect(activeLocale()).toBe('ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    expect(screen.getByTestId('number')).toHaveTextContent(formatNumber('ar', 1234.5));
  });

  it("should start from the app's stored language even when react-admin's own store remembers another", () => {
    const inner = memoryStore({ locale: 'ar' });
    applyLocale('en');
    const store = withAppLocale(inner);
    expect(store.getItem('locale')).toBe('en');
    mount(store);
    expect(screen.getByTestId('ra')).toHaveTextContent('en');
    expect(screen.getByTestId('theme')).toHaveTextContent('ltr');
  });

  it('should keep the language through a store reset (sign-out)', () => {
    applyLocale('ar');
    const store = withAppLocale(memoryStore());
    store.reset();
    store.removeItem('locale');
    expect(store.getItem('locale')).toBe('ar');
  });
});
