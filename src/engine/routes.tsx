import { Suspense, type ComponentType, type ReactElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { Resource } from 'ra-core';
import type { Catalog } from './catalog';
import { routeTemplates } from './catalog';
import { RequireAccess } from './RequireAccess';
import { lazyPage } from '../config/chunks';
import { withViewParts } from './slots';
import type { ResourceDeclaration, ViewName } from './types';
import type { BreadcrumbPlace } from './views/Breadcrumbs';
import { ChunkBoundary } from './ChunkBoundary';

type DeclView = ComponentType<{ decl: ResourceDeclaration }>;

export type ViewComponents = Record<ViewName, DeclView>;

/**
 * The trail comes with the first screen that shows one (the dashboard, the first screen after
 * sign-in, has none), with the parts every screen's chunk waits for (its strings among them).
 */
const Breadcrumbs = lazyPage<{ place: BreadcrumbPlace }>(
  withViewParts(() => import('./views/Breadcrumbs').then((m) => ({ default: m.Breadcrumbs }))),
);

// One lazy component per loader, made once: the routes are rebuilt on every render of the
// shell, and a new lazy() each time would remount the screen.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
const lazies = new WeakMap<object, AnyComponent>();
function lazyOnce<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let component = lazies.get(load);
  if (!component) {
    component = lazyPage(withViewParts(load as () => Promise<{ default: AnyComponent }>));
    lazies.set(load, component);
  }
  return component as ComponentType<P>;
}

function guarded(
  key: string,
  path: string,
  resource: string,
  action: string,
  fallback: ReactElement,
  element: ReactElement,
  place: BreadcrumbPlace,
) {
  // The breadcrumbs sit outside the lazy screen: once fetched, they show while its chunk loads.
  return (
    <Route
      key={key}
      path={path}
      element={
        <RequireAccess resource={resource} action={action} fallback={fallback}>
          <ChunkBoundary>
            <Breadcrumbs place={place} />
          </ChunkBoundary>
          <Suspense fallback={fallback}>{element}</Suspense>
        </RequireAccess>
      }
    />
  );
}

/**
 * One guarded route per declared screen, at its canonical URL: the generic views (or the
 * resource's own replacement), its extra pages, and the screens that are not resources.
 * Everything is lazy: a screen costs nothing until it is opened.
 */
export function resourceRoutes(catalog: Catalog, views: ViewComponents, fallback: ReactElement): ReactElement[] {
  const crud = catalog.all.flatMap((decl) =>
    Object.entries(routeTemplates(decl)).map(([view, template]) => {
      const own = decl.views?.[view as ViewName];
      const View = own ? lazyOnce(own) : views[view as ViewName];
      return guarded(`${decl.name}.${view}`, template, decl.name, view, fallback, <View key={`${decl.name}.${view}`} decl={decl} />, {
        decl,
        view: view as ViewName,
      });
    }),
  );
  const pages = catalog.all.flatMap((decl) =>
    (decl.pages ?? []).map((page) => {
      const Page = lazyOnce(page.load);
      return guarded(`${decl.name}.page.${page.name}`, page.path, decl.name, `page:${page.name}`, fallback, <Page decl={decl} />, {
        decl,
        page,
      });
    }),
  );
  const screens = catalog.screens.map((screen) => {
    const Screen = lazyOnce(screen.load);
    return guarded(`screen.${screen.name}`, screen.path, screen.name, 'access', fallback, <Screen />, { screen });
  });
  return [...crud, ...pages, ...screens];
}

/**
 * react-admin still needs each resource registered (definitions for references and
 * labels). Its own `/<name>/*` URLs are not ours, so they lead to `/404`.
 */
export function resourceRegistrations(catalog: Catalog): ReactElement[] {
  return catalog.all.map((decl) => (
    <Resource
      key={decl.name}
      name={decl.name}
      hasCreate={'create' in decl.access}
      hasEdit={'edit' in decl.access}
      hasShow={'details' in decl.access}
    >
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Resource>
  ));
}
