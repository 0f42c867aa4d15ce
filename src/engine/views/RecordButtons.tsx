import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ListContext, useAuthProvider, useNotify, useRefresh, useTranslate, useUpdate, type RaRecord } from 'ra-core';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router-dom';
import { ConfirmContext } from '../ConfirmProvider';
import { useCatalog } from '../CatalogContext';
import type { Catalog } from '../catalog';
import type { PageLinkPlacement, RecordActionDeclaration, ResourceDeclaration, ResourcePageDeclaration } from '../types';
import { ActionMenuItem } from './ActionMenuItem';
import { LinkButton } from './LinkButton';
import { failureAlert } from '../../providers/failureAlert';
import { ICONS } from '../icons';

/** Whether a record is in a state the action applies to. */
export function actionApplies(action: RecordActionDeclaration, record: RaRecord): boolean {
  return Object.entries(action.when ?? {}).every(([source, values]) => values.includes(record[source]));
}

/** Where a page link shows when its declaration does not say (see `ResourcePageDeclaration.placement`). */
export function placementOf(decl: ResourceDeclaration, page: ResourcePageDeclaration): PageLinkPlacement {
  return page.placement ?? ('details' in decl.access ? 'details' : 'both');
}

/**
 * Several access questions in ONE query: a list asks them once for all its rows instead of
 * one observer per row and button (a 500-row page would hold thousands).
 */
export function useCanAll(questions: readonly (readonly [resource: string, action: string])[]): boolean[] {
  return useCanAllAnswers(questions).allowed;
}

/** The same, with whether the answers are still to come (`pending`: each is `false` meanwhile). */
export function useCanAllAnswers(questions: readonly (readonly [resource: string, action: string])[]): {
  allowed: boolean[];
  pending: boolean;
} {
  const authProvider = useAuthProvider();
  const key = questions.map(([r, a]) => `${r}:${a}`).join('|');
  const ask = authProvider?.canAccess?.bind(authProvider);
  const enabled = questions.length > 0 && Boolean(ask);
  const { data, isPending } = useQuery({
    queryKey: ['canAll', key],
    queryFn: () => Promise.all(questions.map(([resource, action]) => ask!({ resource, action }))),
    enabled,
  });
  // Like react-admin's useCanAccess: without an access check, everything is allowed.
  return { allowed: questions.map((_, i) => (ask ? data?.[i] === true : true)), pending: enabled && isPending };
}

/** The record pages and actions of `decl` this operator may use, asked in one query. */
function useAllowed(decl: ResourceDeclaration) {
  const pages = decl.pages ?? [];
  const actions = decl.actions ?? [];
  const allowed = useCanAll([
    ...pages.map((p) => [decl.name, `page:${p.name}`] as const),
    ...actions.map((a) => [decl.name, `action:${a.name}`] as const),
  ]);
  const allowedKey = allowed.join();
  return useMemo(
    () => ({
      pages: new Set(pages.filter((_, i) => allowed[i]).map((p) => p.name)) as ReadonlySet<string>,
      actions: new Set(actions.filter((_, i) => allowed[pages.length + i]).map((a) => a.name)) as ReadonlySet<string>,
      allowedKey,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [decl, allowedKey],
  );
}

/**
 * What a record offers in `where`: the linked pages this operator may open, placed there, whose
 * address its values fill, and the actions the operator may run that apply to its state.
 */
function offersOf(
  decl: ResourceDeclaration,
  record: RaRecord,
  where: 'row' | 'details',
  allowed: { pages: ReadonlySet<string>; actions: ReadonlySet<string> },
  catalog: Catalog,
) {
  const pages = (decl.pages ?? []).flatMap((page) => {
    if (!page.link || !allowed.pages.has(page.name) || ![where, 'both'].includes(placementOf(decl, page))) return [];
    const params = Object.fromEntries(
      Object.entries(page.link).map(([param, source]) => [param, record[source] as string | number | undefined]),
    );
    const to = catalog.pagePath(decl.name, page.name, params);
    return to ? [{ page, to }] : [];
  });
  const actions = (decl.actions ?? []).filter((action) => allowed.actions.has(action.name) && actionApplies(action, record));
  return { pages, actions };
}

/** How many pages and actions a record's details page offers this operator (0 before the answers come). */
export function useDetailsOfferCount(decl: ResourceDeclaration, record: RaRecord | undefined): number {
  const catalog = useCatalog();
  const allowed = useAllowed(decl);
  if (!record) return 0;
  const { pages, actions } = offersOf(decl, record, 'details', allowed, catalog);
  return pages.length + actions.length;
}

interface Shared {
  pages: ReadonlySet<string>;
  actions: ReadonlySet<string>;
  pending: boolean;
  run: (action: RecordActionDeclaration, record: RaRecord) => void;
}
const SharedContext = createContext<Shared | null>(null);

function useShared(decl: ResourceDeclaration): Shared {
  // Asked for only when an action runs: a list without actions needs no confirmation dialog.
  const confirm = useContext(ConfirmContext);
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const { pages, actions, allowedKey } = useAllowed(decl);
  return useMemo(
    () => ({
      pages,
      actions,
      pending: isPending,
      run: (action, record) => {
        if (!confirm) throw new Error('Record actions must be used inside <ConfirmProvider>');
        confirm({
          title: `resources.${decl.name}.actions.${action.name}_confirm`,
          onConfirm: () =>
            update(
              decl.name,
              { id: record.id, data: { ...action.set }, previousData: record },
              {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                  notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
                  refresh();
                },
                onError: (error: unknown) => {
                  // The failure's translated class words, and the server's own beside them.
                  const { message, messageArgs } = failureAlert(error);
                  notify(message, { type: 'error', messageArgs });
                },
              },
            ),
        });
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [decl, allowedKey, isPending, confirm, update, notify, refresh],
  );
}

/** Gives every row of a list the same access answers and the same update (see `useShared`). */
export function RecordButtonsProvider({ decl, children }: { decl: ResourceDeclaration; children: ReactNode }) {
  const shared = useShared(decl);
  return <SharedContext.Provider value={shared}>{children}</SharedContext.Provider>;
}

function Buttons({
  decl,
  record,
  where,
  shared,
  asMenu,
}: {
  decl: ResourceDeclaration;
  record: RaRecord;
  where: 'row' | 'details';
  shared: Shared;
  /** As the items of an overflow menu (a phone's details page), each closing it with `onChosen`. */
  asMenu?: { onChosen: () => void };
}) {
  const catalog = useCatalog();
  const translate = useTranslate();
  const { pages, actions } = offersOf(decl, record, where, shared, catalog);
  return (
    <>
      {pages.map(({ page, to }) => {
        const Icon = page.icon ? ICONS[page.icon] : undefined;
        const label = translate(`resources.${decl.name}.pages.${page.name}`);
        if (asMenu)
          return (
            <MenuItem key={page.name} component={Link} to={to} onClick={asMenu.onChosen}>
              {Icon && (
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
              )}
              {label}
            </MenuItem>
          );
        return <LinkButton key={page.name} to={to} icon={Icon ? <Icon /> : undefined} label={label} />;
      })}
      {actions.map((action) => {
        const Icon = action.icon ? ICONS[action.icon] : undefined;
        const label = translate(`resources.${decl.name}.actions.${action.name}`);
        if (asMenu)
          return (
            <ActionMenuItem
              key={action.name}
              icon={Icon && <Icon />}
              label={label}
              color={action.color}
              disabled={shared.pending}
              onClick={() => {
                asMenu.onChosen();
                shared.run(action, record);
              }}
            />
          );
        return (
          <Button
            key={action.name}
            size="small"
            color={action.color ?? 'primary'}
            startIcon={Icon ? <Icon /> : undefined}
            disabled={shared.pending}
            onClick={(e) => {
              e.stopPropagation();
              shared.run(action, record);
            }}
          >
            {label}
          </Button>
        );
      })}
    </>
  );
}

function OwnButtons(props: { decl: ResourceDeclaration; record: RaRecord; where: 'row' | 'details'; asMenu?: { onChosen: () => void } }) {
  const shared = useShared(props.decl);
  return <Buttons {...props} shared={shared} />;
}

/**
 * The extra pages and one-click actions a record offers, as buttons. `where` is the place they
 * show in; by default a row when a list of this resource is around (the list's rows), else the
 * details page. Page links follow their `placement`; actions show in both places. Inside a
 * `RecordButtonsProvider` (a list) the rows share one set of access answers and one update.
 */
export function RecordButtons({
  decl,
  record,
  where,
  asMenu,
}: {
  decl: ResourceDeclaration;
  record: RaRecord;
  where?: 'row' | 'details';
  /** As menu items (DetailsActions' overflow menu on a phone). */
  asMenu?: { onChosen: () => void };
}) {
  const list = useContext(ListContext);
  const shared = useContext(SharedContext);
  const place = where ?? (list?.resource === decl.name ? 'row' : 'details');
  return shared ? (
    <Buttons decl={decl} record={record} where={place} shared={shared} asMenu={asMenu} />
  ) : (
    <OwnButtons decl={decl} record={record} where={place} asMenu={asMenu} />
  );
}
