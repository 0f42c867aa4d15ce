import { useContext } from 'react';
import { ListContext, useNotify, useRefresh, useTranslate, useUpdate, type RaRecord } from 'ra-core';
import { Button } from 'ra-ui-materialui';
import { useConfirm } from '../../layout/ConfirmProvider';
import { useCatalog } from '../CatalogContext';
import type { PageLinkPlacement, RecordActionDeclaration, ResourceDeclaration, ResourcePageDeclaration } from '../types';
import { LinkButton } from './LinkButton';
import { useCan } from './useResourceRoute';
import { ICONS } from '../icons';

function PageLink({ decl, page, record }: { decl: ResourceDeclaration; page: ResourcePageDeclaration; record: RaRecord }) {
  const catalog = useCatalog();
  const translate = useTranslate();
  const allowed = useCan(decl.name, `page:${page.name}`);
  const params = Object.fromEntries(Object.entries(page.link ?? {}).map(([param, source]) => [param, record[source] as string | number | undefined]));
  const to = catalog.pagePath(decl.name, page.name, params);
  if (!allowed || !to) return null;
  const Icon = page.icon ? ICONS[page.icon] : undefined;
  return <LinkButton to={to} icon={Icon ? <Icon /> : undefined} label={translate(`resources.${decl.name}.pages.${page.name}`)} />;
}

/** Whether a record is in a state the action applies to. */
export function actionApplies(action: RecordActionDeclaration, record: RaRecord): boolean {
  return Object.entries(action.when ?? {}).every(([source, values]) => values.includes(record[source]));
}

function ActionButton({ decl, action, record }: { decl: ResourceDeclaration; action: RecordActionDeclaration; record: RaRecord }) {
  const confirm = useConfirm();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const allowed = useCan(decl.name, `action:${action.name}`);
  if (!allowed || !actionApplies(action, record)) return null;
  const Icon = action.icon ? ICONS[action.icon] : undefined;
  const label = `resources.${decl.name}.actions.${action.name}`;
  return (
    <Button
      label={label}
      color={action.color ?? 'primary'}
      disabled={isPending}
      onClick={(e: React.MouseEvent) => {
        e.stopPropagation();
        confirm({
          title: `${label}_confirm`,
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
                onError: (error: unknown) => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
              },
            ),
        });
      }}
    >
      {Icon ? <Icon /> : undefined}
    </Button>
  );
}

/** Where a page link shows when its declaration does not say (see `ResourcePageDeclaration.placement`). */
export function placementOf(decl: ResourceDeclaration, page: ResourcePageDeclaration): PageLinkPlacement {
  return page.placement ?? ('details' in decl.access ? 'details' : 'both');
}

/**
 * The extra pages and one-click actions a record offers, as buttons. `where` is the place they
 * show in; by default a row when a list of this resource is around (the list's rows), else the
 * details page. Page links follow their `placement`; actions show in both places.
 */
export function RecordButtons({ decl, record, where }: { decl: ResourceDeclaration; record: RaRecord; where?: 'row' | 'details' }) {
  const list = useContext(ListContext);
  const place = where ?? (list?.resource === decl.name ? 'row' : 'details');
  const pages = (decl.pages ?? []).filter((p) => p.link && [place, 'both'].includes(placementOf(decl, p)));
  return (
    <>
      {pages.map((page) => (
        <PageLink key={page.name} decl={decl} page={page} record={record} />
      ))}
      {(decl.actions ?? []).map((action) => (
        <ActionButton key={action.name} decl={decl} action={action} record={record} />
      ))}
    </>
  );
}
