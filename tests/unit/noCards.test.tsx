import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider, ListContextProvider, type ListControllerResult } from 'ra-core';
import { ar } from '../../i18n/ar';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { NoCards } from '../../src/engine/views/ListCards';

afterEach(cleanup);

function mount(filterValues: Record<string, unknown>) {
  const setFilters = vi.fn();
  render(
    <I18nContextProvider value={createI18nProvider('ar', ar)}>
      <ListContextProvider value={{ filterValues, setFilters } as unknown as ListControllerResult}>
        <NoCards name="المستخدمين" />
      </ListContextProvider>
    </I18nContextProvider>,
  );
  return setFilters;
}

describe('the empty list on a phone', () => {
  it('should offer to clear the filters when filters are set, and clear them all', () => {
    const setFilters = mount({ q: 'zzz', status: 'active' });
    expect(screen.getByText(ar.ra.navigation.no_filtered_results.replace('%{name}', '\u2068المستخدمين\u2069'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ar.ra.navigation.clear_filters }));
    expect(setFilters).toHaveBeenCalledWith({}, []);
  });

  it('should say only that there is nothing when no filter is set', () => {
    mount({});
    expect(screen.getByText(ar.ra.navigation.no_results.replace('%{name}', '\u2068المستخدمين\u2069'))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
