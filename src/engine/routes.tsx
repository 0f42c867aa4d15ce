import { Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { Resource } from 'ra-core';
import type { Catalog } from './catalog';
import { routeTemplates } from './catalog';
import { RequireAccess } from './RequireAccess';
import type { ResourceDeclaration, ViewName } from './types';

export type ViewComponents = Record<ViewName, LazyExoticComponent<ComponentType<{ decl: ResourceDeclaration }>>>;

/**
 * One guarded route per declared screen, at its canonical URL. Views are lazy: a
 * resource's screens cost nothing until they are opened.
 */
export function resourceRoutes(catalog: Catalog, views: ViewComponents, fallback: ReactElement): ReactElement[] {
  return catalog.all.flatMap((decl) =>
    Object.entries(routeTemplates(decl)).map(([view, template]) => {
      const View = views[view as ViewName];
      return (
        <Route
          key={`${decl.name}.${view}`}
          path={template}
          element={
            <RequireAccess resource={decl.name} action={view} fallback={fallback}>
              <Suspense fallback={fallback}>
                <View key={`${decl.name}.${view}`} decl={decl} />
              </Suspense>
            </RequireAccess>
          }
        />
      );
    }),
  );
}

/**
 * react-admin still needs each resource registered (definitions for references and
 * labels). Its own `/<name>/*` URLs are not ours, so they lead to `/404`.
 */
export function resourceRegistrations(catalog: Catalog): ReactElement[] {
  return catalog.all.map((decl) => (
    <Resource key={decl.name} name={decl.name} hasCreate={'create' in decl.access} hasEdit={'edit' in decl.access} hasShow={'details' in decl.access}>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Resource>
  ));
}
