import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { EarlierIcon, LaterIcon } from '../../theme/icons';
import type { Catalog } from '../catalog';
import type { ResourceDeclaration, ResourcePageDeclaration, ScreenDeclaration, ViewName } from '../types';
import { recordTitleOf, useCan, useResourceRoute } from './useResourceRoute';

/** Where a route is: a generic (or replaced) view of a resource, one of its extra pages, or a screen. */
export type BreadcrumbPlace =
  | { decl: ResourceDeclaration; view: ViewName }
  | { decl: ResourceDeclaration; page: ResourcePageDeclaration }
  | { screen: ScreenDeclaration };

/** One step of the trail; the last one is the current page (never a link). */
export interface Crumb {
  key: string;
  label: string;
  to?: string;
  /** A record's name: isolated, it may be in either script (`dir="auto"`). */
  record?: boolean;
}

/** The menu section a resource sits in: its own, else its parent's (cities sit under countries). */
function groupOf(catalog: Catalog, decl: ResourceDeclaration): string | undefined {
  if (decl.menu) return decl.menu.group;
  const parent = decl.parent ? catalog.get(decl.parent.resource) : undefined;
  return parent?.menu?.group;
}

/** The record an extra page is about: the route parameter its link fills from the record's id. */
function pageRecordParam(page: ResourcePageDeclaration): string | undefined {
  return Object.entries(page.link ?? {}).find(([, source]) => source === 'id')?.[0];
}

function ResourceTrail({ decl, view, page }: { decl: ResourceDeclaration; view?: ViewName; page?: ResourcePageDeclaration }) {
  const route = useResourceRoute(decl);
  const { catalog, translate, locale, parentDecl, parentRecord } = route;
  const other = parentDecl?.name ?? decl.name;
  const canList = useCan(decl.name, 'list');
  const canListParent = useCan(other, 'list');
  const canShowParent = useCan(other, 'details');
  const canEditParent = useCan(other, 'edit');
  const canShow = useCan(decl.name, 'details');
  const canEdit = useCan(decl.name, 'edit');

  const recordParam = page ? pageRecordParam(page) : view === 'edit' || view === 'details' ? 'id' : undefined;
  const id = recordParam ? route.params[recordParam] : undefined;
  // The same query as the view's own read (react-admin's `<Edit>`/`<Show>`), so no second
  // request; on an extra page only when the operator may read the resource at all.
  const { data: record } = useGetOne(decl.name, { id: id ?? '' }, { enabled: id !== undefined && (!page || canList) });

  const recordLink = (
    d: ResourceDeclaration,
    recordId: unknown,
    show: boolean,
    edit: boolean,
    params: Record<string, string | undefined> = {},
  ) =>
    recordId === undefined || recordId === null
      ? undefined
      : ((show ? catalog.tryPath(d.name, 'details', { ...params, id: String(recordId) }) : undefined) ??
        (edit ? catalog.tryPath(d.name, 'edit', { ...params, id: String(recordId) }) : undefined));

  const crumbs: Crumb[] = [];
  const group = groupOf(catalog, decl);
  if (group) crumbs.push({ key: 'group', label: translate(`app.menu.groups.${group}`) });
  if (parentDecl && decl.parent) {
    crumbs.push({
      key: 'parent-list',
      label: translate(`resources.${parentDecl.name}.name`),
      to: canListParent ? catalog.tryPath(parentDecl.name, 'list') : undefined,
    });
    if (route.parentValue) {
      crumbs.push({
        key: 'parent-record',
        label: route.parentName ?? route.parentValue,
        to: recordLink(parentDecl, parentRecord?.id, canShowParent, canEditParent),
        record: true,
      });
    }
  }
  crumbs.push({ key: 'list', label: route.title('name'), to: canList ? route.tryPathTo('list') : undefined });
  const recordName = recordTitleOf(decl, record, locale) || (id ?? '');
  if (view === 'create') crumbs.push({ key: 'create', label: translate('app.breadcrumbs.create') });
  if (view === 'edit' || view === 'details') crumbs.push({ key: 'record', label: recordName || route.title('item'), record: true });
  if (page) {
    if (id !== undefined) {
      crumbs.push({ key: 'record', label: recordName, to: recordLink(decl, id, canShow, canEdit), record: true });
    }
    crumbs.push({ key: 'page', label: translate(`resources.${decl.name}.pages.${page.name}`) });
  }
  return <Trail crumbs={crumbs} />;
}

function ScreenTrail({ screen }: { screen: ScreenDeclaration }) {
  const translate = useTranslate();
  const crumbs: Crumb[] = [];
  if (screen.menu) crumbs.push({ key: 'group', label: translate(`app.menu.groups.${screen.menu.group}`) });
  crumbs.push({ key: 'screen', label: translate(`screens.${screen.name}.title`) });
  return <Trail crumbs={crumbs} />;
}

const label = (crumb: Crumb): ReactNode => (crumb.record ? <bdi dir="auto">{crumb.label}</bdi> : crumb.label);

/**
 * The trail as MUI's breadcrumbs: a `<nav>` named "breadcrumb" in the page's language, the
 * separator a chevron pointing along the reading line (mirrored in Arabic), the last step
 * `aria-current="page"`. On a phone only the nearest link is shown ("‹ Countries"), so a long
 * trail never pushes the page sideways.
 */
export function Trail({ crumbs }: { crumbs: readonly Crumb[] }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const name = translate('app.breadcrumbs.label');
  const last = crumbs.length - 1;
  const back = [...crumbs.slice(0, last)].reverse().find((c) => c.to);
  // A page with nothing above it (no menu section, no parent) has no trail to show.
  if (crumbs.length < 2) return null;
  const sx = { mt: { xs: 0.5, sm: 1 }, mb: 0.5, minWidth: 0, overflowWrap: 'anywhere' } as const;
  if (phone && back) {
    return (
      <Box component="nav" aria-label={name} data-testid="breadcrumbs" data-compact="" sx={sx}>
        <Link
          component={RouterLink}
          to={back.to!}
          variant="body2"
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 32 }}
        >
          <EarlierIcon fontSize="small" aria-hidden />
          {label(back)}
        </Link>
      </Box>
    );
  }
  return (
    <MuiBreadcrumbs
      aria-label={name}
      expandText={translate('app.breadcrumbs.expand')}
      separator={<LaterIcon fontSize="small" />}
      data-testid="breadcrumbs"
      sx={sx}
    >
      {crumbs.map((crumb, i) =>
        i < last && crumb.to ? (
          <Link key={crumb.key} component={RouterLink} to={crumb.to} variant="body2" underline="hover" color="primary">
            {label(crumb)}
          </Link>
        ) : (
          <Typography
            key={crumb.key}
            variant="body2"
            color={i === last ? 'text.primary' : 'text.secondary'}
            aria-current={i === last ? 'page' : undefined}
          >
            {label(crumb)}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}

/** The breadcrumbs of a route below a menu entry, derived from the catalogue alone. */
export function Breadcrumbs({ place }: { place: BreadcrumbPlace }) {
  if ('screen' in place) return <ScreenTrail screen={place.screen} />;
  return 'page' in place ? <ResourceTrail decl={place.decl} page={place.page} /> : <ResourceTrail decl={place.decl} view={place.view} />;
}
