import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  browserHistory,
  Link,
  matchPath,
  memoryHistory,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  type RouterHistory,
} from '../../src/router';

afterEach(cleanup);

function Where() {
  const { pathname, search, state } = useLocation();
  return <output data-testid="where">{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</output>;
}
const where = () => screen.getByTestId('where').textContent;

function Params() {
  return <output data-testid="params">{JSON.stringify(useParams())}</output>;
}

describe('matchPath', () => {
  it('should match as React Router does: params, splats, case and trailing slashes', () => {
    expect(matchPath('/settings/countries/:id/edit', '/Settings/countries/12/edit/')).toEqual({
      params: { id: '12' },
      pathname: '/Settings/countries/12/edit/',
      pathnameBase: '/Settings/countries/12/edit',
    });
    expect(matchPath('/users/*', '/users/3/show')).toEqual({
      params: { '*': '3/show' },
      pathname: '/users/3/show',
      pathnameBase: '/users',
    });
    expect(matchPath('/users/*', '/users')?.params).toEqual({ '*': '' });
    expect(matchPath('/users', '/usersx')).toBeNull();
    expect(matchPath({ path: '/users', end: false }, '/users/3')?.pathnameBase).toBe('/users');
    expect(matchPath({ path: '/users', end: false }, '/usersx')).toBeNull();
    expect(matchPath('/a/:id', '/a/%D8%B3%D8%B9')?.params.id).toBe('سع');
    expect(matchPath('/a/:id?', '/a')?.params).toEqual({ id: undefined });
  });
});

describe('Routes', () => {
  it('should pick the most specific route whatever the order, and nest relative routes below a splat', () => {
    const app = (url: string) => (
      <Router history={memoryHistory([url])}>
        <Routes>
          <Route
            path="/*"
            element={
              <Routes>
                <Route path="*" element={<p>not found</p>} />
                <Route path="countries/:id/*" element={<Params />} />
                <Route path="countries/create" element={<p>create</p>} />
                <Route path="/" element={<p>home</p>} />
              </Routes>
            }
          />
          <Route path="/login" element={<p>login</p>} />
        </Routes>
      </Router>
    );
    render(app('/countries/create'));
    expect(screen.getByText('create')).toBeTruthy();
    cleanup();
    render(app('/countries/7/show'));
    expect(screen.getByTestId('params').textContent).toBe('{"*":"show","id":"7"}');
    cleanup();
    render(app('/login'));
    expect(screen.getByText('login')).toBeTruthy();
    cleanup();
    render(app('/'));
    expect(screen.getByText('home')).toBeTruthy();
    cleanup();
    render(app('/nowhere/at/all'));
    expect(screen.getByText('not found')).toBeTruthy();
  });

  it('should render a parent route around its child through <Outlet />', () => {
    render(
      <Router history={memoryHistory(['/plans/4'])}>
        <Routes>
          <Route
            path="/plans"
            element={
              <section>
                frame <Outlet />
              </section>
            }
          >
            <Route path=":id" element={<Params />} />
          </Route>
        </Routes>
      </Router>,
    );
    expect(screen.getByText(/frame/)).toBeTruthy();
    expect(screen.getByTestId('params').textContent).toBe('{"id":"4"}');
  });
});

describe('navigation', () => {
  it('should follow a plain click on a Link, leave a modified click to the browser, and resolve relative paths from the route', async () => {
    const history = memoryHistory(['/countries/3']);
    render(
      <Router history={history}>
        <Routes>
          <Route
            path="/countries/:id"
            element={
              <>
                <Link to="edit">edit</Link>
                <Link to="../../cities?page=2" state={{ from: 'countries' }}>
                  cities
                </Link>
              </>
            }
          />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </Router>,
    );
    const edit = screen.getByText('edit');
    expect(edit.getAttribute('href')).toBe('/countries/3/edit');
    expect(fireEvent.click(edit, { ctrlKey: true })).toBe(true);
    expect(where()).toBe('/countries/3');
    await act(async () => void fireEvent.click(screen.getByText('cities')));
    expect(where()).toBe('/cities?page=2 {"from":"countries"}');
    expect(history.index).toBe(1);
    await act(async () => history.go(-1));
    expect(where()).toBe('/countries/3');
  });

  it('should resolve a search-only navigation on the address just navigated to, even before it is drawn', async () => {
    function TwoSteps() {
      const navigate = useNavigate();
      return <button onClick={() => (navigate('/cities'), navigate({ search: '?page=2' }))}>two steps</button>;
    }
    const history = memoryHistory(['/countries']);
    render(
      <Router history={history}>
        <TwoSteps />
        <Where />
      </Router>,
    );
    await act(async () => void fireEvent.click(screen.getByText('two steps')));
    expect(where()).toBe('/cities?page=2');
    expect(history.index).toBe(2);
  });

  it('should redirect with <Navigate replace>, keeping the state, without adding an entry', async () => {
    const history = memoryHistory(['/old']);
    render(
      <Router history={history}>
        <Routes>
          <Route path="/old" element={<Navigate to="/login" replace state={{ nextPathname: '/old' }} />} />
          <Route path="/login" element={<Where />} />
        </Routes>
      </Router>,
    );
    expect(await screen.findByText('/login {"nextPathname":"/old"}')).toBeTruthy();
    expect(history.index).toBe(0);
  });
});

function Guarded() {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => setDirty(true)}>type</button>
      <button onClick={() => navigate('/list')}>leave</button>
      {blocker.state === 'blocked' && (
        <div role="dialog">
          {blocker.location.pathname}
          <button onClick={blocker.reset}>stay</button>
          <button onClick={blocker.proceed}>go</button>
        </div>
      )}
    </>
  );
}

function guardedApp(history: RouterHistory) {
  return (
    <Router history={history}>
      <Routes>
        <Route path="/form" element={<Guarded />} />
        <Route path="/list" element={<p>list</p>} />
      </Routes>
      <Where />
    </Router>
  );
}

describe('useBlocker', () => {
  it('should hold a navigation while the screen has unsaved changes, and carry it out once confirmed', async () => {
    render(guardedApp(memoryHistory(['/form'])));
    await act(async () => void fireEvent.click(screen.getByText('leave')));
    expect(where()).toBe('/list');
    cleanup();

    render(guardedApp(memoryHistory(['/form'])));
    fireEvent.click(screen.getByText('type'));
    await act(async () => void fireEvent.click(screen.getByText('leave')));
    expect(screen.getByRole('dialog').textContent).toContain('/list');
    expect(where()).toBe('/form');
    await act(async () => void fireEvent.click(screen.getByText('stay')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/form');
    await act(async () => void fireEvent.click(screen.getByText('leave')));
    await act(async () => void fireEvent.click(screen.getByText('go')));
    expect(where()).toBe('/list');
  });

  it('should undo a back move while blocked, and go back once confirmed', async () => {
    const history = memoryHistory(['/list', '/form']);
    render(guardedApp(history));
    fireEvent.click(screen.getByText('type'));
    await act(async () => history.go(-1));
    expect(history.index).toBe(1);
    expect(where()).toBe('/form');
    expect(screen.getByRole('dialog').textContent).toContain('/list');
    await act(async () => void fireEvent.click(screen.getByText('go')));
    expect(history.index).toBe(0);
    expect(where()).toBe('/list');
  });
});

/**
 * A memory history whose back and forward moves arrive later, as the browser's do, and which,
 * as Chromium was seen to, loses a move asked for while another is still on its way.
 */
function laggingHistory(entries: string[]): RouterHistory {
  const inner = memoryHistory(entries);
  let moving = false;
  return {
    get location() {
      return inner.location;
    },
    get index() {
      return inner.index;
    },
    push: (l) => inner.push(l),
    replace: (l) => inner.replace(l),
    go: (delta) => {
      if (moving) return;
      moving = true;
      setTimeout(() => {
        moving = false;
        inner.go(delta);
      }, 20);
    },
    listen: (onPop) => inner.listen(onPop),
    href: (l) => inner.href(l),
  };
}

describe('useBlocker with the browser', () => {
  it('should go back once confirmed even when the confirmation comes before the undoing move has arrived', async () => {
    const history = laggingHistory(['/list', '/form']);
    render(guardedApp(history));
    fireEvent.click(screen.getByText('type'));
    await act(async () => {
      history.go(-1);
      await new Promise((r) => setTimeout(r, 30));
    });
    // Blocked: the move is being undone, and the operator confirms at once.
    expect(screen.getByRole('dialog').textContent).toContain('/list');
    await act(async () => void fireEvent.click(screen.getByText('go')));
    await act(async () => void (await new Promise((r) => setTimeout(r, 100))));
    expect(history.index).toBe(0);
    expect(where()).toBe('/list');
  });
});

describe('browserHistory', () => {
  it('should keep the base path out of locations and put it in addresses', () => {
    window.history.replaceState(null, '', '/admin/settings/countries?page=2');
    const history = browserHistory('/admin/');
    expect(history.location.pathname).toBe('/settings/countries');
    expect(history.location.search).toBe('?page=2');
    expect(history.href({ pathname: '/dashboard' })).toBe('/admin/dashboard');
    history.push({ pathname: '/dashboard', search: '', hash: '', state: { a: 1 }, key: 'k' });
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(window.history.state).toEqual({ usr: { a: 1 }, key: 'k', idx: 1 });
    expect(browserHistory('/').href({ pathname: '/x', search: '?q=1' })).toBe('/x?q=1');
  });
});
