/**
 * The app's router (docs/architecture.md "Router"): the few parts of React Router that
 * react-admin and the app use (routes, links, redirects, params, the unsaved-changes blocker),
 * without its data router, which the app never used and which was 28 KB of the first screen.
 * react-admin reaches it through its `routerProvider` seam (`routerProvider` below).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  useBlocker,
  useCanBlock,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
} from './Router';
export type { Blocker, BlockerFunction, LinkProps, NavigateFunction, NavigateOptions, RouteProps } from './Router';
export { matchPath } from './paths';
export { browserHistory, memoryHistory } from './history';
export type { RouterHistory } from './history';
export type { Location, To } from './paths';
export { routerProvider } from './raProvider';
