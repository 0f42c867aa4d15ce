import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CoreAdminContext, localStorageStore, TestMemoryRouter } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en';
import { createShellApi } from '../../src/providers/shellApi';
import { NotificationsButton } from '../../src/shell/panels/NotificationsButton';
import { NotificationList } from '../../src/shell/notifications/NotificationList';
import { API, createDemoServer } from '../helpers/demoServer';
import { createTestProviders, recordRequests } from '../helpers/providers';

const { server } = createDemoServer();
const requests = recordRequests(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

async function signedIn() {
  const { dataProvider, authProvider, httpClient } = createTestProviders();
  await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  return { dataProvider: { ...dataProvider, ...createShellApi({ apiUrl: API, httpClient }) }, authProvider };
}

function renderBell(providers: Awaited<ReturnType<typeof signedIn>>) {
  const i18nProvider = polyglotI18nProvider(() => en as never, 'en');
  return render(
    <CoreAdminContext {...providers} i18nProvider={i18nProvider} store={localStorageStore('t', 'badge')}>
      <NotificationsButton />
    </CoreAdminContext>,
  );
}

describe('the unread count badge', () => {
  it('should show the count the server gives in notifications/get_not_read_count', async () => {
    const providers = await signedIn();
    const expected = await providers.dataProvider.getNotificationsCount();
    expect(expected).toBeGreaterThan(0);
    renderBell(providers);
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe(String(expected)));
    expect(screen.getByRole('button', { name: `Notifications, ${expected} unread` })).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/notifications/get_not_read_count')).toBe(true);
  });

  it('should show a changed count after a notification is marked as read', async () => {
    const providers = await signedIn();
    const list = await providers.dataProvider.getNotifications();
    const before = list.filter((n) => !n.read_at).length;
    await providers.dataProvider.markNotificationRead(list.find((n) => !n.read_at)!.id);
    renderBell(providers);
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe(String(before - 1)));
  });

  it('should show "99+" past 99 and no number at 0', async () => {
    const providers = await signedIn();
    server.use(http.get(`${API}/notifications/get_not_read_count`, () => HttpResponse.json({ count: 120 })));
    const view = renderBell(providers);
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('99+'));
    view.unmount();
    server.use(http.get(`${API}/notifications/get_not_read_count`, () => HttpResponse.json({ count: 0 })));
    renderBell(providers);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument());
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it('should keep the errors of a failed call (SPEC §7, §8)', async () => {
    const providers = await signedIn();
    server.use(
      http.get(`${API}/notifications/list`, () =>
        HttpResponse.json({ message: 'Server down', errors: { service: ['Notification service unavailable'] } }, { status: 500 }),
      ),
    );
    await expect(providers.dataProvider.getNotifications()).rejects.toMatchObject({
      status: 500,
      errors: ['Notification service unavailable'],
    });
  });

  it('should link a notification only to an app path, and isolate its text', async () => {
    const providers = await signedIn();
    const hostile = [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /dashboard',
      '/\t/evil.example',
    ];
    const row = (id: number, link: string) => ({
      id,
      title: `n${id}\u202e`,
      body: 'b',
      link,
      created_at: '2026-01-01T00:00:00Z',
      read_at: null,
    });
    server.use(
      http.get(`${API}/notifications/list`, () =>
        HttpResponse.json({ data: [row(1, '/settings/countries?x=1'), ...hostile.map((link, i) => row(i + 2, link))] }),
      ),
    );
    const i18nProvider = polyglotI18nProvider(() => en as never, 'en');
    render(
      <TestMemoryRouter>
        <CoreAdminContext {...providers} i18nProvider={i18nProvider} store={localStorageStore('t', 'list')}>
          <NotificationList />
        </CoreAdminContext>
      </TestMemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByText('b')).toHaveLength(hostile.length + 1));
    const links = screen.getAllByRole('link', { name: en.shell.notifications.open_link });
    // Inside the app's router (plain paths, as the app's browser router writes them).
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/settings/countries?x=1']);
    expect(screen.getByText('n1\u202e').tagName).toBe('BDI');
  });
});
