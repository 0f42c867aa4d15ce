import type { ReactNode } from 'react';
import type { RouterProvider } from 'ra-core';
import {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useCanBlock,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
} from './Router';
import { matchPath } from './paths';

/** Inside the app's router it adds nothing; alone (a test) it starts one on the browser's history. */
function RouterWrapper({ basename, children }: { basename?: string; children: ReactNode }) {
  if (useInRouterContext()) return <>{children}</>;
  return <BrowserRouter basename={basename}>{children}</BrowserRouter>;
}

/** The app's router as react-admin's `routerProvider` (ra-core's routing/RouterProvider.d.ts). */
export const routerProvider: RouterProvider = {
  useLocation,
  useNavigate,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  matchPath,
  RouterWrapper,
};
