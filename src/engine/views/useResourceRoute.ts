import { useParams } from 'react-router-dom';
import { useGetList, useLocaleState, useTranslate, useCanAccess } from 'ra-core';
import { useCatalog } from '../CatalogContext';
import type { ResourceDeclaration, ViewName } from '../types';
import { localised } from '../kinds';
import { DEFAULT_LOCALE, isLocale } from '../../locale/languages';

/**
 * What every generic view needs: the route parameters (parent ones included), paths to
 * the resource's other screens and the parent record's name for titles.
 */
export function useResourceRoute(decl: ResourceDeclaration) {
  const params = useParams();
  const catalog = useCatalog();
  const translate = useTranslate();
  const [rawLocale] = useLocaleState();
  const locale = isLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE;

  const parentValue = decl.parent ? params[decl.parent.param] : undefined;
  const parentDecl = decl.parent ? catalog.get(decl.parent.resource) : undefined;
  const parentSource = decl.parent ? (decl.parent.parentSource ?? decl.parent.param) : undefined;
  const { data: parents } = useGetList(
    decl.parent?.resource ?? '',
    { filter: parentSource ? { [parentSource]: parentValue } : {}, pagination: { page: 1, perPage: 1 } },
    { enabled: Boolean(decl.parent && parentValue) },
  );
  const parentRecord = parents?.[0];
  const parentName =
    parentRecord && parentDecl ? String(parentRecord[localised(parentDecl.recordTitle, locale)] ?? parentValue) : parentValue;

  const routeParams: Record<string, string | undefined> = decl.parent ? { [decl.parent.param]: parentValue } : {};
  const pathTo = (view: ViewName, id?: string | number) =>
    view in decl.access ? catalog.path(decl.name, view, { ...routeParams, id }) : undefined;

  const tryPathTo = (view: ViewName, id?: string | number) => catalog.tryPath(decl.name, view, { ...routeParams, id });
  const title = (key: 'name' | 'item') => translate(`resources.${decl.name}.${key}`);
  const permanentFilter = decl.parent && parentValue !== undefined ? { [decl.parent.source]: parentValue } : undefined;

  return {
    params,
    parentValue,
    parentName,
    parentDecl,
    parentRecord,
    pathTo,
    tryPathTo,
    title,
    locale,
    translate,
    permanentFilter,
    catalog,
  };
}

/** Asks `canAccess` (the only authorisation question, STYLE habit 4) about one action. */
export function useCan(resource: string, action: string): boolean {
  return useCanAnswer(resource, action) === true;
}

/** The same answer, `undefined` until it has come. */
export function useCanAnswer(resource: string, action: string): boolean | undefined {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  return isPending ? undefined : canAccess === true;
}

export function recordTitleOf(decl: ResourceDeclaration, record: Record<string, unknown> | undefined, locale: 'ar' | 'en' | 'es'): string {
  if (!record) return '';
  const value = record[localised(decl.recordTitle, locale)];
  return value === undefined || value === null ? String(record.id ?? '') : String(value);
}
