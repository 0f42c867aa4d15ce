import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CoreAdminContext, localStorageStore, TestMemoryRouter } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';
import { DEMO_EPOCH } from '../../src/demo/seed';
import { formatDate } from '../../src/locale/format';
import { setDisplayTimeZone } from '../../src/locale/timeZone';
import { createShellApi } from '../../src/providers/shellApi';
import { NotificationList } from '../../src/shell/notifications/NotificationList';
import { NotificationsButton } from '../../src/shell/panels/NotificationsButton';
import { API, createDemoServer } from '../helpers/demoServer';
import { createTestProviders, recordRequests } from '../helpers/providers';

// The demo stands at DEMO_EPOCH: relative times are counted from it (the helper provides it as the app does).
const { server } = createDemoServer();
const requests = recordRequests(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.length = 0;
  setDisplayTimeZone(undefined);
});
afterAll(() => server.close());

const MIN = 60_000;
const at = (minutesBefore: number) => new Date(DEMO_EPOCH - minutesBefore * MIN).toISOString();

async function signedIn() {
  const { dataProvider, authProvider, httpClient } = createTestProviders();
  await authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  return { dataProvider: { ...dataProvider, ...createShellApi({ apiUrl: API, httpClient }) }, authProvider };
}

async function renderList(locale: 'en' | 'ar' = 'en', { withBell = false } = {}) {
  const providers = await signedIn();
  const i18nProvider = polyglotI18nProvider(() => (locale === 'ar' ? ar : en) as never, locale);
  return render(
    <TestMemoryRouter>
      <CoreAdminContext {...providers} i18nProvider={i18nProvider} store={localStorageStore('t', `list-${locale}`)}>
        {withBell && <NotificationsButton />}
        <NotificationList />
      </CoreAdminContext>
    </TestMemoryRouter>,
  );
}

const rowsOf = () => within(screen.getByTestId('notification-list')).getAllByRole('listitem');
const unreadRows = () => rowsOf().filter((li) => li.getAttribute('data-unread') === 'true');

/** A list served from `rows`, whose `PUT …/read` fails for the ids of `failing` (and marks the others). */
function serveList(rows: { id: number; title: string; created_at: string; read_at: string | null }[], failing: number[] = []) {
  server.use(
    http.get(`${API}/notifications/list`, () => HttpResponse.json({ data: rows })),
    http.get(`${API}/notifications/get_not_read_count`, () => HttpResponse.json({ count: rows.filter((r) => !r.read_at).length })),
    http.put(`${API}/notifications/:id/read`, ({ params }) => {
      const row = rows.find((r) => r.id === Number(params.id))!;
      if (failing.includes(row.id)) {
        return HttpResponse.json({ message: 'Server down', errors: { service: ['Notification service unavailable'] } }, { status: 500 });
      }
      row.read_at = new Date(DEMO_EPOCH).toISOString();
      return HttpResponse.json({ data: row });
    }),
  );
}

describe('the notification list: unread marker and times', () => {
  it('should mark an unread notification with a dot and an "Unread" word, not a read one', async () => {
    serveList([
      { id: 1, title: 'Unread one', created_at: at(5), read_at: null },
      { id: 2, title: 'Read one', created_at: at(90), read_at: at(60) },
    ]);
    await renderList();
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    const [unread, read] = rowsOf();
    expect(within(unread).getByTestId('unread-marker')).toBeInTheDocument();
    // Heard by screen readers before the title; the dot itself is not read.
    expect(unread.textContent).toContain(`${en.shell.notifications.unread}: Unread one`);
    expect(within(unread).getByTestId('unread-marker').getAttribute('aria-hidden')).toBe('true');
    expect(within(read).queryByTestId('unread-marker')).toBeNull();
    expect(read.textContent).not.toContain(en.shell.notifications.unread);
  });

  it('should show recent times relatively, with the date and time in the <time> element, in English and Arabic', async () => {
    setDisplayTimeZone('Asia/Riyadh');
    const rows = [
      { id: 1, title: 'a', created_at: at(5), read_at: null },
      { id: 2, title: 'b', created_at: at(26 * 60), read_at: null },
      { id: 3, title: 'c', created_at: at(8 * 24 * 60), read_at: null },
    ];
    serveList(rows);
    const view = await renderList('en');
    await waitFor(() => expect(screen.getByText('5 minutes ago')).toBeInTheDocument());
    const times = [...view.container.querySelectorAll('time')];
    expect(times.map((t) => t.textContent)).toEqual(['5 minutes ago', 'yesterday', formatDate('en', rows[2].created_at, true)]);
    expect(times.map((t) => t.getAttribute('dateTime'))).toEqual(rows.map((r) => r.created_at));
    expect(times.map((t) => t.getAttribute('title'))).toEqual(rows.map((r) => formatDate('en', r.created_at, true)));
    cleanup();

    const arabic = await renderList('ar');
    await waitFor(() => expect(screen.getByText('قبل 5 دقائق')).toBeInTheDocument());
    const arTimes = [...arabic.container.querySelectorAll('time')];
    expect(arTimes.map((t) => t.textContent)).toEqual(['قبل 5 دقائق', 'أمس', formatDate('ar', rows[2].created_at, true)]);
    expect(arTimes[0].getAttribute('title')).toBe(formatDate('ar', rows[0].created_at, true));
  });
});

describe('mark all as read', () => {
  it('should mark every unread notification through its own call, one after the other, and clear the badge', async () => {
    await renderList('en', { withBell: true });
    await waitFor(() => expect(unreadRows().length).toBeGreaterThan(1));
    const unreadBefore = unreadRows().length;
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe(String(unreadBefore)));
    // The first write is held until the button has been seen disabled, then goes on to the demo API.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.put(`${API}/notifications/:id/read`, () => held.then(() => undefined)));
    const button = screen.getByRole('button', { name: en.shell.notifications.mark_all_read });
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(screen.queryByRole('button', { name: en.shell.notifications.mark_all_read })).toBeNull());
    expect(unreadRows()).toHaveLength(0);
    expect(screen.queryAllByTestId('unread-marker')).toHaveLength(0);
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(en.shell.notifications.mark_all_done);
    // One PUT per unread notification, each followed by a read before the next write (the write lock).
    const calls = requests.filter((r) => r.url.pathname.startsWith('/api/notifications/')).map((r) => `${r.method} ${r.url.pathname}`);
    const puts = calls.filter((c) => c.startsWith('PUT'));
    expect(puts).toHaveLength(unreadBefore);
    expect(new Set(puts).size).toBe(unreadBefore);
    puts.slice(1).forEach((put) => expect(calls[calls.indexOf(put) - 1]).toMatch(/^GET /));
    expect(screen.queryByTestId('notifications-error')).toBeNull();
  });

  it('should stop at a failure, say so with the server’s errors and keep the rest unread', async () => {
    const rows = [
      { id: 1, title: 'first', created_at: at(5), read_at: null },
      { id: 2, title: 'second', created_at: at(10), read_at: null },
      { id: 3, title: 'third', created_at: at(15), read_at: null },
      { id: 4, title: 'fourth', created_at: at(20), read_at: at(1) },
    ];
    serveList(rows, [2]);
    await renderList('en', { withBell: true });
    await waitFor(() => expect(unreadRows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: en.shell.notifications.mark_all_read }));
    const alert = await screen.findByTestId('notifications-error');
    expect(alert.textContent).toContain(en.shell.notifications.mark_all_error);
    expect(alert.textContent).toContain('Notification service unavailable');
    // The first was marked; the failed one and the one after it are still unread, and said so.
    await waitFor(() =>
      expect(unreadRows().map((li) => li.textContent)).toEqual([expect.stringContaining('second'), expect.stringContaining('third')]),
    );
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('2'));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.url.pathname)).toEqual([
      '/api/notifications/1/read',
      '/api/notifications/2/read',
    ]);
    expect(screen.getByRole('status').textContent).toBe('');
    // Offered again once the attempt is over.
    expect(screen.getByRole('button', { name: en.shell.notifications.mark_all_read })).toBeEnabled();
  });
});
