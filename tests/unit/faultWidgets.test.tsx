import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { TestMemoryRouter as MemoryRouter } from 'ra-core';
import { CoreAdminContext, memoryStore } from 'ra-core';
import { en } from '../../i18n/en';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { CatalogContext } from '../../src/engine/CatalogContext';
import { createAppQueryClient } from '../../src/providers/queryClient';
import { createShellApi } from '../../src/providers/shellApi';
import { createWidgetApi } from '../../src/providers/widgetApi';
import { DashboardCards } from '../../src/shell/dashboard/DashboardCards';
import { DASHBOARD_CARDS } from '../../src/shell/dashboard/cards';
import { NotificationList } from '../../src/shell/notifications/NotificationList';
import { QuickSearch } from '../../src/shell/search/QuickSearch';
import { UploadButton } from '../../src/fields/upload/UploadButton';
import ExportDialog from '../../src/widgets/export/ExportDialog';
import type { RunOptions } from '../../src/widgets/export/runExport';
import { collectLookups, rowFormatter } from '../../src/widgets/export/columns';
import { parseRows, readBody } from '../../src/widgets/export/serve';
import type { ViewName } from '../../src/engine/types';
import { renderView } from '../helpers/views';
import { expectConsole } from '../helpers/expectedConsole';
import { API } from '../helpers/demoServer';
import { createTestProviders, withDemoServer } from '../helpers/providers';
import { iso } from '../helpers/isolates';
import Alerts from '../../src/layout/Alerts';

/**
 * The fault matrix as the operator sees it, for the screen kinds beyond list, details,
 * create, edit and delete (tests/unit/faultScreens.test.tsx): bulk action, one-click action,
 * reference input, upload, export, dashboard card, quick search and notifications. Each cell
 * mounts the real component on the real providers and the demo API, serves one failure on the
 * call the screen makes, activates the screen once and checks what the operator reads (the
 * server's words for 403/409/422, else the one translated text of the failure's class), that
 * nothing claims success, that what was typed or chosen is still there, that exactly one
 * request went out, and, for reads, that Retry asks again and recovers.
 */
const demo = withDemoServer();
const { server, store, requests } = demo;

const LIMIT = 400; // the requests' time limit in this file (the app's: 30 s and 120 s)
const wait = { timeout: 5000 };

function providers() {
  const base = createTestProviders({ failureReleaseMs: 20 }, { read: LIMIT, write: LIMIT, upload: LIMIT });
  const deps = { apiUrl: API, httpClient: base.httpClient };
  const dataProvider = { ...base.dataProvider, ...createWidgetApi(deps), ...createShellApi(deps) };
  return { ...base, dataProvider };
}
type P = ReturnType<typeof providers>;

async function signedIn(): Promise<P> {
  const p = providers();
  await p.authProvider.login({ email: 'admin@demo.test', password: 'demo1234' });
  requests.length = 0;
  return p;
}

/** A component of the shell or a widget, inside the app's contexts. */
function mountWidget(p: P, children: React.ReactNode) {
  render(
    <MemoryRouter>
      <CoreAdminContext
        dataProvider={p.dataProvider}
        authProvider={p.authProvider}
        i18nProvider={createI18nProvider('en', en)}
        store={memoryStore()}
        queryClient={createAppQueryClient()}
      >
        <CatalogContext.Provider value={p.catalog}>
          {children}
          <Alerts />
        </CatalogContext.Provider>
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

function mountView(p: P, resource: string, view: ViewName, id?: string) {
  renderView({
    decl: p.catalog.get(resource)!,
    view,
    url: p.catalog.path(resource, view, { id }),
    catalog: p.catalog,
    dataProvider: p.dataProvider,
    authProvider: p.authProvider,
    extra: <Alerts />,
  });
}

interface Fault {
  name: string;
  respond: () => Response | Promise<Response>;
  /** What the operator reads. */
  text: string;
}
const json = (body: Record<string, unknown>, status: number) => HttpResponse.json(body, { status });
const FAULTS: Fault[] = [
  { name: '401', respond: () => json({ message: 'Unauthenticated.' }, 401), text: en.app.errors.unauthenticated },
  { name: '403', respond: () => json({ message: 'Only owners may do this.' }, 403), text: 'Only owners may do this.' },
  { name: '404', respond: () => json({ message: 'No query results for model' }, 404), text: en.app.errors.not_found },
  { name: '409', respond: () => json({ message: 'The record is in use by 3 cities.' }, 409), text: 'The record is in use by 3 cities.' },
  {
    name: '422',
    respond: () => json({ message: 'The given data was invalid.', errors: { status: ['The status cannot change now.'] } }, 422),
    text: 'The given data was invalid.',
  },
  { name: '500', respond: () => json({ message: 'SQLSTATE[42S22] at /var/www/app/Http.php:42' }, 500), text: en.app.errors.server },
  {
    name: '503',
    respond: () => new HttpResponse('Service Unavailable', { status: 503, headers: { 'Content-Type': 'text/plain' } }),
    text: en.app.errors.server,
  },
  {
    name: 'timeout',
    respond: async () => {
      await delay('infinite');
      return json({}, 200);
    },
    text: en.app.errors.timeout,
  },
  { name: 'offline', respond: () => HttpResponse.error(), text: en.app.errors.network },
  {
    name: 'broken JSON',
    respond: () =>
      new HttpResponse('{"data": [{"id": 1, "name', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'items 0-0/1' },
      }),
    text: en.app.errors.malformed,
  },
  {
    name: 'HTML page',
    respond: () => HttpResponse.html('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', { status: 502 }),
    text: en.app.errors.server,
  },
];

const DEVELOPER_TEXT = /JSON|undefined|SQLSTATE|Bad Gateway|Service Unavailable|Unexpected token|missing id|dataProvider|Http\.php/;
const SUCCESS_TEXT = /Element updated|elements updated|Element deleted|elements deleted|exported to/i;

interface Opened {
  /** The one activation whose request fails. */
  activate: () => Promise<void>;
  /** What the operator had typed or chosen is still there (after a 401 the reads fail too). */
  kept?: (fault: Fault) => void;
  /** The screen after Retry with the server healthy again (reads only). */
  recovered?: () => Promise<void>;
}

interface ScreenKind {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  /** Where the text shows: a test id, or the whole page (a notification). */
  open: (p: P) => Promise<Opened>;
  /** The screen's text for a fault, when it is not the fault's own. */
  textOf?: (fault: Fault) => string;
  /** Faults that are not faults by contract for this screen. */
  notFor?: string[];
  /** A read offers Retry. */
  retry: boolean;
  /** Failures a Retry cannot mend, where none is offered. */
  noRetryFor?: string[];
}

const rowsShown = () => document.querySelectorAll('tbody tr').length;

const KINDS: ScreenKind[] = [
  {
    name: 'bulk action',
    method: 'delete',
    path: '/countries',
    retry: false,
    open: async (p) => {
      mountView(p, 'countries', 'list');
      await waitFor(() => expect(rowsShown()).toBeGreaterThan(2), wait);
      const before = rowsShown();
      const boxes = () => [...document.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')];
      fireEvent.click(boxes()[0]);
      fireEvent.click(boxes()[1]);
      requests.length = 0;
      return {
        activate: async () => {
          fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, wait));
          fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, wait));
        },
        kept: (fault) => {
          expect(store.list('countries')).toHaveLength(before);
          if (fault.name !== '401') expect(rowsShown()).toBe(before);
        },
      };
    },
  },
  {
    name: 'one-click action',
    method: 'put',
    path: '/bank-transfers/:id',
    retry: false,
    open: async (p) => {
      mountView(p, 'bank_transfers', 'list');
      const buttons = await screen.findAllByRole('button', { name: en.resources.bank_transfers.actions.mark_paid }, wait);
      const unpaid = store.list('bank-transfers').filter((t) => t.status !== 'paid').length;
      requests.length = 0;
      return {
        activate: async () => {
          fireEvent.click(buttons[0]);
          fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, wait));
        },
        kept: (fault) => {
          expect(store.list('bank-transfers').filter((t) => t.status !== 'paid')).toHaveLength(unpaid);
          if (fault.name !== '401')
            expect(screen.getAllByRole('button', { name: en.resources.bank_transfers.actions.mark_paid, hidden: true })).toHaveLength(
              buttons.length,
            );
        },
      };
    },
  },
  {
    name: 'reference input',
    method: 'get',
    path: '/categories',
    retry: true,
    // A refusal is said under the input; asking again would be refused again.
    noRetryFor: ['403'],
    open: async (p) => {
      let name!: HTMLInputElement;
      return {
        activate: async () => {
          mountView(p, 'categories', 'create');
          await waitFor(() => expect(document.querySelector('input[name="name"]')).toBeTruthy(), wait);
          name = document.querySelector<HTMLInputElement>('input[name="name"]')!;
          fireEvent.change(name, { target: { value: 'Bakeries' } });
        },
        kept: () => expect(name.value).toBe('Bakeries'),
        recovered: async () => {
          await waitFor(() => expect(screen.queryByTestId('choices-error')).toBeNull(), wait);
          const input = screen.getByRole('combobox', { name: en.resources.categories.fields.parent_id });
          fireEvent.mouseDown(input);
          fireEvent.change(input, { target: { value: '' } });
          expect((await screen.findAllByRole('option', {}, wait)).length).toBeGreaterThan(0);
        },
      };
    },
  },
  {
    name: 'upload',
    method: 'post',
    path: '/uploads/upload-file',
    retry: false,
    open: async (p) => {
      const uploaded: unknown[] = [];
      mountWidget(
        p,
        <UploadButton
          label="widgets.upload.choose_file"
          uploadLabel="file"
          rules={{ extensions: ['pdf'], maxSizeMb: 2 }}
          onUploaded={(f) => uploaded.push(f)}
        />,
      );
      return {
        activate: async () => {
          const input = await screen.findByTestId('file-file-input', {}, wait);
          const file = new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' });
          fireEvent.change(input, { target: { files: [file] } });
        },
        kept: () => {
          expect(uploaded).toEqual([]);
          // Idle again, so the same file can be sent again.
          expect(screen.getByRole('button', { name: en.widgets.upload.choose_file })).not.toBeDisabled();
        },
      };
    },
  },
  {
    name: 'export',
    method: 'get',
    path: '/countries',
    retry: false,
    textOf: (fault) =>
      en.widgets.export.failed.replace('%{error}', iso`${fault.name === 'broken JSON' ? en.widgets.export.bad_answer : fault.text}`),
    open: async (p) => {
      const saved: unknown[] = [];
      // The worker's side, run in the test (happy-dom has no Worker): the real parsing.
      const run = async (o: RunOptions) => {
        const parsed = parseRows(await readBody(o.body));
        const labels = await o.resolve(parsed.length, collectLookups(o.columns, parsed));
        parsed.map(rowFormatter(o.columns, o.locale, labels));
        return new Blob(['file']);
      };
      mountWidget(
        p,
        <ExportDialog
          decl={p.catalog.get('countries')!}
          filter={{}}
          sort={{ field: 'id', order: 'ASC' }}
          total={3}
          onClose={() => undefined}
          run={run as never}
          save={(f) => saved.push(f)}
        />,
      );
      return {
        activate: async () => {
          fireEvent.click(await screen.findByRole('button', { name: en.widgets.export.start }, wait));
        },
        kept: () => {
          expect(saved).toEqual([]);
          expect(screen.getByRole('button', { name: en.widgets.export.start })).not.toBeDisabled();
        },
      };
    },
  },
  {
    name: 'dashboard',
    method: 'get',
    path: '/invoices',
    retry: true,
    open: async (p) => ({
      activate: async () => {
        mountWidget(
          p,
          <DashboardCards cards={[{ id: 'invoices_overdue', kind: 'count', resource: 'invoices', filter: { status: 'overdue' } }]} />,
        );
      },
      recovered: async () => {
        await waitFor(() => expect(screen.getByTestId('dashboard-card').getAttribute('data-state')).toBe('ready'), wait);
        expect(screen.getByTestId('dashboard-value')).toBeTruthy();
      },
    }),
  },
  {
    name: 'quick search',
    method: 'get',
    path: '/quick_search.php',
    retry: true,
    // The quick search answers an HTML fragment: a body that is not JSON is its normal answer.
    notFor: ['broken JSON'],
    open: async (p) => {
      let input!: HTMLInputElement;
      return {
        activate: async () => {
          mountWidget(p, <QuickSearch />);
          input = await screen.findByTestId<HTMLInputElement>('quick-search-input', {}, wait);
          fireEvent.focus(input);
          fireEvent.change(input, { target: { value: 'riyadh' } });
        },
        kept: () => expect(input.value).toBe('riyadh'),
        recovered: async () => {
          await waitFor(() => expect(screen.getByTestId('quick-search-results').querySelectorAll('a').length).toBeGreaterThan(0), wait);
        },
      };
    },
  },
  {
    name: 'notifications',
    method: 'get',
    path: '/notifications/list',
    retry: true,
    // The notification calls show the answer's own errors (SPEC §7, §8).
    textOf: (fault) => (fault.name === '422' ? 'The status cannot change now.' : fault.text),
    open: async (p) => ({
      activate: async () => {
        mountWidget(p, <NotificationList />);
      },
      recovered: async () => {
        await waitFor(() => expect(screen.queryByTestId('notifications-error')).toBeNull(), wait);
        expect(screen.getAllByRole('link', { name: en.shell.notifications.open_link }).length).toBeGreaterThan(0);
      },
    }),
  },
];

beforeEach(() => {
  localStorage.clear();
});
afterEach(cleanup);

const cells = KINDS.flatMap((kind) =>
  FAULTS.filter((f) => !kind.notFor?.includes(f.name)).map((fault) => [kind.name, fault.name, kind, fault] as const),
);

describe('fault matrix on screen: bulk, one-click, reference input, upload, export, dashboard, quick search, notifications', () => {
  it.each(cells)('%s × %s', async (_k, _f, kind, fault) => {
    // react-admin logs a failed read or write; the shell's own calls do not.
    expectConsole('error', /HttpError|Error/, { required: false });
    const p = await signedIn();
    const opened = await kind.open(p);
    const matches = (r: { method: string; url: URL }) =>
      r.method === kind.method.toUpperCase() && new RegExp(`^/api${kind.path.replace(':id', '[^/]+')}$`).test(r.url.pathname);
    server.use(http[kind.method](`${API}${kind.path}`, fault.respond));
    await opened.activate();

    const text = kind.textOf?.(fault) ?? fault.text;
    await waitFor(() => expect(document.body.textContent).toContain(text), wait);
    expect(document.body.textContent).not.toMatch(DEVELOPER_TEXT);
    expect(document.body.textContent).not.toMatch(SUCCESS_TEXT);
    opened.kept?.(fault);
    // One activation, one request: nothing asked again behind the operator's back.
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.filter(matches)).toHaveLength(1);
    if (fault.name === '401') expect(localStorage.getItem('id_token')).toBeNull();
    else expect(localStorage.getItem('id_token')).not.toBeNull();

    if (kind.noRetryFor?.includes(fault.name)) expect(screen.queryByRole('button', { name: /Retry|Try again/ })).toBeNull();
    else if (kind.retry && fault.name !== '401') {
      server.resetHandlers();
      const retry = screen.getByRole('button', { name: /Retry|Try again/ });
      fireEvent.click(retry);
      await opened.recovered!();
      opened.kept?.(fault);
    }
  });
});

describe('a chart card and the revenue table fail like the count cards: the error, Retry, recovered', () => {
  it.each([
    ['chart', 'companies'],
    ['money', 'payments-cash'],
  ] as const)('%s card', async (kind, endpoint) => {
    expectConsole('error', /HttpError|Error/);
    const p = await signedIn();
    server.use(http.get(`${API}/${endpoint}`, () => json({ message: 'boom' }, 500)));
    mountWidget(p, <DashboardCards cards={DASHBOARD_CARDS.filter((c) => c.kind === kind)} />);
    const frame = () => screen.getByTestId('dashboard-card');
    await waitFor(() => expect(frame()?.getAttribute('data-state')).toBe('error'), wait);
    const alert = within(frame() as HTMLElement).getByTestId('read-error');
    expect(alert.textContent).toContain(en.app.errors.server);
    server.resetHandlers();
    fireEvent.click(within(alert).getByRole('button', { name: en.app.errors.retry }));
    await waitFor(() => expect(frame()?.getAttribute('data-state')).toBe('ready'), wait);
  });
});
