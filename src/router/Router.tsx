import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { browserHistory, memoryHistory, newKey, type RouterHistory } from './history';
import { createPath, joinPaths, matchPath, resolveTo, type Location, type PathMatch, type To } from './paths';

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location; historyAction: HistoryAction }) => boolean;
export type Blocker =
  | { state: 'unblocked'; reset: undefined; proceed: undefined; location: undefined }
  | { state: 'blocked'; reset: () => void; proceed: () => void; location: Location }
  | { state: 'proceeding'; reset: undefined; proceed: undefined; location: Location };

const UNBLOCKED: Blocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };

interface BlockerEntry {
  blocks: BlockerFunction;
  set: (blocker: Blocker) => void;
}

/**
 * Holds a navigation at `blocker` until the screen lets it go on (`proceed`: `goOn` carries it
 * out) or stays (`reset`).
 */
function hold(blocker: BlockerEntry, next: Location, goOn: () => void | Promise<void>) {
  blocker.set({
    state: 'blocked',
    location: next,
    reset: () => blocker.set(UNBLOCKED),
    proceed: () => {
      blocker.set({ state: 'proceeding', location: next, reset: undefined, proceed: undefined });
      const done = goOn();
      if (done) void done.then(() => blocker.set(UNBLOCKED));
      else blocker.set(UNBLOCKED);
    },
  });
}

interface RouterState {
  location: Location;
  history: RouterHistory;
  navigate: (path: Pick<Location, 'pathname' | 'search' | 'hash'>, options?: NavigateOptions) => void;
  go: (delta: number) => void;
  addBlocker: (id: string, entry: BlockerEntry) => () => void;
}

const RouterContext = createContext<RouterState | null>(null);

interface RouteState {
  params: Record<string, string | undefined>;
  /** The part of the address the routes above have matched: relative paths start from it. */
  pathnameBase: string;
  outlet: ReactNode;
}

const ROOT_ROUTE: RouteState = { params: {}, pathnameBase: '/', outlet: null };
const RouteContext = createContext<RouteState>(ROOT_ROUTE);

function useRouter(hook: string): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() is used outside the app's router (src/router).`);
  return router;
}

/**
 * The app's router over a history: the current location for every hook, navigation in a React
 * transition (the screen on view stays until the next one is ready, as with React Router's data
 * routers), and the blockers of screens with unsaved changes, for links, `navigate` and the
 * browser's back and forward buttons alike.
 */
export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  const blockers = useRef(new Map<string, BlockerEntry>());
  const current = useRef(history.location);
  // The history position on view: a back or forward move is measured from it.
  const shownIndex = useRef(history.index);
  // A back/forward move that a blocker undid: the undoing move is not a navigation. Resolved
  // when it has arrived (the browser's moves are asynchronous).
  const undoing = useRef<(() => void) | undefined>(undefined);
  // A back/forward move the operator confirmed: it is not asked about again.
  const confirmed = useRef(false);

  const show = useCallback(
    (next: Location) => {
      current.current = next;
      shownIndex.current = history.index;
      startTransition(() => setLocation(next));
    },
    [history],
  );

  const blockerFor = useCallback((nextLocation: Location, historyAction: HistoryAction) => {
    for (const entry of blockers.current.values()) {
      if (entry.blocks({ currentLocation: current.current, nextLocation, historyAction })) return entry;
    }
    return undefined;
  }, []);

  const state = useMemo<RouterState>(() => {
    const commit = (next: Location, replace: boolean) => {
      if (replace) history.replace(next);
      else history.push(next);
      show(next);
    };
    return {
      location,
      history,
      navigate(path, options = {}) {
        const next: Location = { ...path, state: options.state ?? null, key: newKey() };
        const replace = Boolean(options.replace);
        const blocker = blockerFor(next, replace ? 'REPLACE' : 'PUSH');
        if (!blocker) return commit(next, replace);
        hold(blocker, next, () => commit(next, replace));
      },
      go: (delta) => history.go(delta),
      addBlocker(id, entry) {
        blockers.current.set(id, entry);
        return () => blockers.current.delete(id);
      },
    };
  }, [location, history, show, blockerFor]);

  useEffect(() => {
    return history.listen(() => {
      const delta = shownIndex.current - history.index;
      const undone = undoing.current;
      if (undone) {
        undoing.current = undefined;
        undone();
        return;
      }
      const next = history.location;
      const blocker = confirmed.current ? undefined : blockerFor(next, 'POP');
      confirmed.current = false;
      if (!blocker) {
        show(next);
        return;
      }
      // Back where we were, then ask. Going on waits until the browser is back, or the two
      // moves could cross (seen in Chromium: the confirmed move was lost).
      const back = new Promise<void>((resolve) => {
        undoing.current = resolve;
      });
      history.go(delta);
      hold(blocker, next, () =>
        back.then(() => {
          confirmed.current = true;
          history.go(-delta);
        }),
      );
    });
  }, [history, show, blockerFor]);

  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/** The app in the browser, under `basename` (`BASE_PATH` at build time). */
export function BrowserRouter({ basename, children }: { basename?: string; children?: ReactNode }) {
  const [history] = useState(() => browserHistory(basename));
  return <Router history={history}>{children}</Router>;
}

/** A router in memory, for tests: starts at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: (string | Partial<Location>)[]; children?: ReactNode }) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export const useInRouterContext = () => useContext(RouterContext) !== null;
export const useCanBlock = () => useContext(RouterContext) !== null;
export const useLocation = (): Location => useRouter('useLocation').location;
export const useParams = <T extends Record<string, string | undefined> = Record<string, string | undefined>>() =>
  useContext(RouteContext).params as T;
export const useMatch = (pattern: { path: string; end?: boolean }): PathMatch | null => matchPath(pattern, useLocation().pathname);

/** A navigate function that stays the same across renders, resolving paths from the route it was taken in. */
export function useNavigate(): NavigateFunction {
  const router = useRouter('useNavigate');
  const route = useContext(RouteContext);
  const latest = useRef({ router, route });
  useLayoutEffect(() => {
    latest.current = { router, route };
  });
  return useCallback((to, options) => {
    const { router: r, route: from } = latest.current;
    if (typeof to === 'number') return r.go(to);
    // The history's location, not the rendered one: a second navigation may come before the
    // first one is drawn (they run in a transition).
    r.navigate(resolveTo(to, from.pathnameBase, r.history.location.pathname), options);
  }, []);
}

/** Asks before leaving while `shouldBlock` says so (see Router). */
export function useBlocker(shouldBlock: BlockerFunction | boolean): Blocker {
  const router = useRouter('useBlocker');
  const id = useId();
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const test = useRef(shouldBlock);
  useLayoutEffect(() => {
    test.current = shouldBlock;
  });
  const { addBlocker } = router;
  useEffect(
    () => addBlocker(id, { blocks: (args) => (typeof test.current === 'function' ? test.current(args) : test.current), set: setBlocker }),
    [addBlocker, id],
  );
  return blocker;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** An `<a>` with a real address (open in a new tab works) that navigates in the app on a plain click. */
export function Link({ to, replace, state, onClick, target, ref, children, ...rest }: LinkProps) {
  const router = useRouter('Link');
  const route = useContext(RouteContext);
  const path = resolveTo(to, route.pathnameBase, router.location.pathname);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
    if (event.defaultPrevented || !plain || (target && target !== '_self')) return;
    event.preventDefault();
    // A link to where the operator already is does not add a history entry.
    router.navigate(path, { replace: replace ?? createPath(router.history.location) === createPath(path), state });
  };
  return (
    <a {...rest} ref={ref} href={router.history.href(path)} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  const stateKey = JSON.stringify(state ?? null);
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace, state: JSON.parse(stateKey) as unknown });
  }, [navigate, target, replace, stateKey]);
  return null;
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route: only ever a child of `<Routes>` (or of another `<Route>`), which reads its props. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('A <Route> is only ever used as a child of <Routes>.');
}

export const Outlet = (_props: { context?: unknown }) => useContext(RouteContext).outlet;

interface RouteDef {
  path?: string;
  index: boolean;
  element: ReactNode;
  children: RouteDef[];
}

function collect(children: ReactNode): RouteDef[] {
  const routes: RouteDef[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = child.props as RouteProps;
    if (child.type === Fragment) {
      routes.push(...collect(props.children));
      return;
    }
    if (child.type !== Route) throw new Error(`<Routes> takes only <Route> children and fragments of them.`);
    routes.push({ path: props.path, index: Boolean(props.index), element: props.element, children: collect(props.children) });
  });
  return routes;
}

interface Branch {
  path: string;
  score: number;
  order: number;
  routes: { def: RouteDef; path: string }[];
}

// React Router's ranking: more segments, static before dynamic before splat.
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += /^:[\w-]+\??$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function flatten(routes: RouteDef[], branches: Branch[] = [], parents: Branch['routes'] = [], parentPath = ''): Branch[] {
  for (const def of routes) {
    let relative = def.path ?? '';
    if (relative.startsWith('/') && parentPath && relative.toLowerCase().startsWith(parentPath.toLowerCase()))
      relative = relative.slice(parentPath.length);
    const path = joinPaths(parentPath, relative);
    const chain = [...parents, { def, path }];
    if (def.children.length) flatten(def.children, branches, chain, path);
    if (def.path === undefined && !def.index) continue;
    branches.push({ path, score: score(path, def.index), order: branches.length, routes: chain });
  }
  return branches;
}

const rank = (branches: Branch[]) => branches.sort((a, b) => b.score - a.score || a.order - b.order);

/** Renders the best-matching route for the address, below the route it sits in. */
export function Routes({ children, location: given }: { children?: ReactNode; location?: Location | string }) {
  const router = useRouter('Routes');
  const parent = useContext(RouteContext);
  const location = typeof given === 'string' ? { ...resolveTo(given, '/', '/') } : (given ?? router.location);
  const base = parent.pathnameBase;
  const remaining = base === '/' ? location.pathname : location.pathname.slice(base.length) || '/';
  const branches = rank(flatten(collect(children)));
  for (const branch of branches) {
    const matches: { def: RouteDef; match: PathMatch }[] = [];
    let ok = true;
    branch.routes.forEach(({ def, path }, i) => {
      if (!ok) return;
      const last = i === branch.routes.length - 1;
      const match = matchPath({ path: path || '/', end: last }, remaining);
      if (!match) ok = false;
      else matches.push({ def, match });
    });
    if (!ok) continue;
    // Innermost first: each route's element gets the one below it as its <Outlet />.
    let outlet: ReactNode = null;
    for (let i = matches.length - 1; i >= 0; i -= 1) {
      const { def, match } = matches[i];
      const route: RouteState = {
        params: { ...parent.params, ...match.params },
        pathnameBase: joinPaths(base, match.pathnameBase),
        outlet,
      };
      outlet = <RouteContext.Provider value={route}>{def.element === undefined ? <Outlet /> : def.element}</RouteContext.Provider>;
    }
    return outlet;
  }
  return null;
}
