import { describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';
import { useEffect } from 'react';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { RouteEffects } from '../../src/layout/RouteEffects';
import { TabTitle } from '../../src/layout/TabTitle';

let go: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  return null;
}

describe('after a route change', () => {
  it('should scroll to the top 100 ms later, not before', async () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/a']}>
        <I18nContextProvider value={createI18nProvider('en', en)}>
          <Navigator />
          <RouteEffects />
        </I18nContextProvider>
      </MemoryRouter>,
    );
    await act(async () => vi.advanceTimersByTime(200));
    scrollTo.mockClear();
    await act(async () => go('/b'));
    await act(async () => vi.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
    vi.useRealTimers();
  });

  it('should title the document with the product header title in the active language', async () => {
    render(
      <MemoryRouter>
        <I18nContextProvider value={createI18nProvider('ar', ar)}>
          <RouteEffects />
        </I18nContextProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('لوحة إدارة منصة الاشتراكات'));
  });

  it("should title the tab with the page's app bar title and the product's short name, following it, and give it back when the layout goes", async () => {
    const heading = document.createElement('h1');
    heading.id = 'react-admin-title';
    heading.textContent = 'Plans';
    document.body.appendChild(heading);
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    const { unmount } = render(
      <I18nContextProvider value={createI18nProvider('en', en)}>
        <TabTitle />
      </I18nContextProvider>,
    );
    // Only the heading is watched, not every change on the page.
    expect(observe.mock.calls.map(([target]) => target)).toEqual([heading]);
    observe.mockRestore();
    await waitFor(() => expect(document.title).toBe('Plans · Back-office'));
    heading.textContent = 'Create: Plan';
    await waitFor(() => expect(document.title).toBe('Create: Plan · Back-office'));
    unmount();
    expect(document.title).toBe('Subscription platform back-office');
    heading.remove();
  });

  it('should keep the product header title when the layout has no app bar title', async () => {
    render(
      <I18nContextProvider value={createI18nProvider('ar', ar)}>
        <TabTitle />
      </I18nContextProvider>,
    );
    await waitFor(() => expect(document.title).toBe('لوحة إدارة منصة الاشتراكات'));
  });
});
