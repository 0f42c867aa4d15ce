import AddIcon from '@mui/icons-material/Add';
import Skeleton from '@mui/material/Skeleton';
import { BackIcon } from '../../theme/icons';
import {
  FunctionField,
  List,
  DatagridConfigurable,
  Pagination,
  TopToolbar,
  FilterButton,
  BulkDeleteWithConfirmButton,
  SearchInput,
  FilterFormClasses,
} from 'ra-ui-materialui';
import { keepPreviousData } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useGetMany, useListContext, useNotify, useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import type { FieldDeclaration, ResourceDeclaration } from '../types';
import { fieldKind, localised, localisedSources, render, type ReferenceTarget } from '../kinds';
import { fieldsIn, useFieldContext } from './useFieldContext';
import { LinkButton } from './LinkButton';
import { failureAlert } from '../../providers/failureAlert';
import { RecordButtonsProvider, useCanAll, useCanAllAnswers } from './RecordButtons';
import { RowActions, rowsOffer } from './RowActions';
import { FilterSheetButton, ListCards, usePhone } from './ListCards';
import { referenceIdsOf, type ListReferences } from '../../providers/dataProvider';
import { versionsOf } from '../../providers/versions';
import { useCan, useCanAnswer, useResourceRoute } from './useResourceRoute';
import { renderSlot } from '../slots';
import { ReadError } from './ReadError';
import { ColumnsButton, columnsPreferenceKey, DensityButton, densityProps, useDensity } from './ListLayout';
import { CellText } from './CellText';
import { ROW_ACTIONS, tableLook } from './tableLook';

/*
 * Reference columns, fast (docs/decisions.md "Performance"): a <ReferenceField> per
 * cell costs a query observer per cell (1,000 for two reference columns of 500 rows), which
 * made a 500-row page take seconds to fill. Here each column asks ONCE (one getMany of the
 * page's distinct ids, the same request the batched ReferenceFields send) and its cells read
 * the answer from a context: one observer per column, and a plain span per cell.
 */
interface ColumnAnswer {
  /** The referenced records by id. */
  records: ReadonlyMap<string, RaRecord>;
  /** The column's read is over (answered or refused): a missing record will not arrive. */
  settled: boolean;
  target: ReferenceTarget;
}
const ReferenceRows = createContext<ReadonlyMap<string, ColumnAnswer>>(new Map());

/**
 * What a column points at when the shortcut covers it: a single reference by id (the kind says
 * so through its `references` capability); other columns keep their kind's own cell.
 */
function referenceColumn(f: FieldDeclaration): ReferenceTarget | undefined {
  const target = fieldKind(f.kind).references?.(f);
  return target && !target.multiple && (target.optionValue ?? 'id') === 'id' ? target : undefined;
}

function ColumnReferences({ field, children }: { field: { source: string; target: ReferenceTarget }; children: ReactNode }) {
  const { data, meta } = useListContext();
  const outer = useContext(ReferenceRows);
  // The records came with the page (see `prefetchReferences`): the rows render once, names
  // included. Without them (a failed or slow lookup, two columns naming one resource) the column asks.
  const prefetched = (meta as ListReferences | undefined)?.references?.[field.target.reference];
  const ids = useMemo(() => referenceIdsOf(data ?? [], field.source), [data, field.source]);
  // A refusal (403: this operator may not list that resource) is an answer for the cells, which
  // then show what the row carries; it is not retried and never leaves the screen.
  const asked = useGetMany(field.target.reference, { ids }, { enabled: !prefetched && ids.length > 0, retry: false });
  const targets = prefetched ?? asked.data;
  const settled = !!prefetched || asked.isSuccess || asked.isError;
  const value = useMemo(() => {
    const next = new Map(outer);
    next.set(field.source, {
      records: new Map((targets ?? []).map((t) => [String(t.id), t])),
      settled,
      target: field.target,
    });
    return next;
  }, [outer, targets, settled, field.source, field.target]);
  return <ReferenceRows.Provider value={value}>{children}</ReferenceRows.Provider>;
}

/**
 * A reference cell: the referenced record's name; when that record cannot be read (refused,
 * deleted), what the row itself carries (its `nameSource`, else the id), marked as such. While
 * the column still asks (its records did not come with the page), a placeholder line.
 */
function ReferenceText({ source, text }: { source: string; text: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const column = useContext(ReferenceRows).get(source);
  const id = record?.[source];
  const value = column?.records.get(String(id))?.[text];
  if (value !== undefined && value !== null) return <CellText value={String(value)} />;
  if (!column || id === undefined || id === null || id === '') return null;
  if (!column.settled) {
    return (
      <Skeleton
        variant="text"
        width="4em"
        aria-hidden
        data-reference-loading=""
        sx={{ display: 'inline-block', verticalAlign: 'middle' }}
      />
    );
  }
  const own = column.target.nameSource ? record?.[column.target.nameSource] : undefined;
  return (
    <span dir="auto" title={translate('app.reference.unavailable')} data-reference-fallback="">
      {own !== undefined && own !== null && own !== '' ? String(own) : translate('app.reference.id', { id: String(id) })}
    </span>
  );
}

/** A failed page read: its error and Retry, in place of the rows (never "No … found"). */
function ListReadError() {
  const { error, refetch } = useListContext();
  return <ReadError error={error} onRetry={() => void refetch()} />;
}

/** Pages only for a page that was read: a failed read has no "1-25 of 25". */
function ListPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination />;
}

/**
 * The list read's error notice, as react-admin's list controller gives it, made in a scope that
 * holds nothing but `notify`. A query keeps the options of the last render that mounted an
 * observer of it. The controller's own `onError` and `placeholderData` are closures over its
 * whole scope, which holds the list's state setters and, through them, that render's fiber
 * tree. When React drops the render (the operator leaves for another list while a cached
 * 250-row list is still being drawn), the query cache kept the dropped tree until the query's
 * garbage collection, five minutes later: 15-40 MB a time. These two options (and
 * react-query's own `keepPreviousData`, the controller's placeholder) replace them; the rest
 * of the query's options close over nothing of the list (`tests/e2e/memory.e2e.ts`).
 */
const readErrorNotice = (notify: ReturnType<typeof useNotify>) => (error: unknown) => {
  const { message, messageArgs } = failureAlert(error);
  notify(message, { type: 'error', messageArgs });
};

/** The generic list: columns, filters, sort, pagination, bulk delete, row actions. */
/**
 * Bulk delete, with the selected rows' versions as `meta.versions`: a delete of one selected
 * record sends its `If-Match` (docs/api-contract.md "Versions").
 */
function VersionedBulkDelete() {
  const { data, selectedIds } = useListContext();
  const versions = useMemo(() => versionsOf(data, selectedIds), [data, selectedIds]);
  return (
    <BulkDeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={{ meta: { versions } }}
      confirmTitle="app.confirm.Do_you_want_delete_it"
      confirmContent="app.confirm.delete_many_content"
    />
  );
}

/**
 * The filters in even columns from `sm` up (the search, a select and a date one column each),
 * not react-admin's ragged wrap of inputs of every width; a phone's filters are ListCards'.
 */
const FILTER_COLUMNS = {
  display: { sm: 'grid' },
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  columnGap: 2,
  alignItems: 'end',
  [`& .${FilterFormClasses.clearFix}`]: { display: 'none' },
  [`& .${FilterFormClasses.filterFormInput}`]: { minWidth: 0 },
  [`& .${FilterFormClasses.filterFormInput} .MuiFormControl-root`]: { width: '100%', minWidth: 0 },
} as const;

export default function ListView({ decl }: { decl: ResourceDeclaration }) {
  const route = useResourceRoute(decl);
  const ctx = useFieldContext(decl.name);
  const notify = useNotify();
  const onReadError = useMemo(() => readErrorNotice(notify), [notify]);
  const canCreate = useCan(decl.name, 'create');
  const editAnswer = useCanAnswer(decl.name, 'edit');
  const detailsAnswer = useCanAnswer(decl.name, 'details');
  const canEdit = editAnswer === true;
  const canDetails = detailsAnswer === true;
  const canDelete = useCan(decl.name, 'delete');
  const nested = route.catalog.childrenOf(decl.name);
  // Asked once for the whole list, not once per row.
  const { allowed: nestedAllowed, pending: nestedPending } = useCanAllAnswers(nested.map((child) => [child.name, 'list'] as const));
  // The table's columns (its row actions among them) follow these answers, and react-admin's
  // column chooser records the columns of its first drawing for good: it is drawn once they are in.
  const columnsKnown = editAnswer !== undefined && detailsAnswer !== undefined && !nestedPending;
  const children = nested.filter((_, i) => nestedAllowed[i]);
  // A reference filter offers the referenced records: without the right to list them there is
  // nothing to offer (the server would refuse the read), so the filter is left out.
  const declaredFilters = fieldsIn(decl, 'filter');
  const filterTargets = declaredFilters.map((f) => fieldKind(f.kind).references?.(f)?.reference);
  const filterAllowed = useCanAll(filterTargets.flatMap((r) => (r ? [[r, 'list'] as const] : [])));
  let asked = 0;
  const filterFields = declaredFilters.filter((_, i) => (filterTargets[i] ? filterAllowed[asked++] : true));
  const search =
    decl.search === false ? [] : [<SearchInput key="q" source="q" alwaysOn placeholder={route.translate('ra.action.search')} />];
  const fieldFilters = filterFields.map((f) => render('filter', f, ctx));
  // On a phone the search box stays above the cards and the other filters are in a sheet.
  const phone = usePhone();
  const filters = phone ? search : [...search, ...fieldFilters];
  // A create URL that needs a parameter the list does not have (none here) offers no button.
  // The fixed filter of the declaration and a nested list's parent key: the list and its
  // export must both apply them, or the export would contain rows the list hides.
  const listFilter = decl.filter || route.permanentFilter ? { ...decl.filter, ...route.permanentFilter } : undefined;
  const createPath = canCreate ? route.tryPathTo('create') : undefined;
  const parentListPath = decl.parent && route.parentDecl ? route.catalog.path(route.parentDecl.name, 'list') : undefined;
  const title =
    decl.parent && route.parentName
      ? route.translate('app.page.of_parent', { name: route.title('name'), parent: route.parentName })
      : route.title('name');

  const actions = (
    // Centred: the column chooser's button is a little shorter than ours, and on a phone it and
    // the density choice are 48 px icons beside text buttons.
    <TopToolbar sx={{ alignItems: 'center' }}>
      {parentListPath && route.parentDecl && (
        <LinkButton
          to={parentListPath}
          icon={<BackIcon />}
          label={route.translate('app.actions.back_to_parent', { name: route.translate(`resources.${route.parentDecl.name}.name`) })}
        />
      )}
      {phone
        ? fieldFilters.length > 0 && <FilterSheetButton filters={fieldFilters} />
        : filterFields.some((f) => f.filter !== 'alwaysOn') && <FilterButton />}
      {createPath && <LinkButton to={createPath} icon={<AddIcon />} label="ra.action.create" />}
      {decl.export !== false && renderSlot('listExport', { decl, permanentFilter: listFilter })}
      {canCreate && decl.import !== false && renderSlot('listImport', { decl, permanentFilter: listFilter })}
      {/* Cards have no columns to choose nor density; the choices made on a wider screen apply. */}
      {!phone && <ColumnsButton preferenceKey={columnsPreferenceKey(decl.name)} />}
      {!phone && <DensityButton />}
    </TopToolbar>
  );

  const columns = fieldsIn(decl, 'list');
  const referenceColumns = columns.flatMap((f) => {
    const target = referenceColumn(f);
    return target ? [{ source: f.source, target }] : [];
  });
  const [density] = useDensity();
  const look = densityProps(density);
  const rowClick = (id: string | number) =>
    canEdit ? (route.pathTo('edit', id) ?? false) : canDetails ? (route.pathTo('details', id) ?? false) : false;
  const detailsPath = canDetails ? (id: string | number) => route.pathTo('details', id) : undefined;
  const editPath = canEdit ? (id: string | number) => route.pathTo('edit', id) : undefined;
  const rowOffers = rowsOffer(decl, children, detailsPath, editPath);
  const cell = (f: FieldDeclaration) => {
    const target = referenceColumn(f);
    return target ? (
      <FunctionField
        key={f.source}
        source={f.source}
        sortable={f.sortable ?? true}
        render={() => <ReferenceText source={f.source} text={localised(target.optionText, ctx.locale)} />}
      />
    ) : (
      render('cell', f, ctx)
    );
  };

  return (
    <List
      resource={decl.name}
      title={title}
      filter={listFilter}
      filters={filters.length ? filters : undefined}
      sort={decl.defaultSort}
      perPage={decl.perPage ?? 25}
      exporter={false}
      actions={actions}
      error={<ListReadError />}
      pagination={<ListPagination />}
      storeKey={`${decl.name}.list.${route.parentValue ?? ''}`}
      queryOptions={{
        meta: {
          // The referenced records come with the page, reduced to the names their cells show.
          withReferences: referenceColumns.map((f) => ({
            source: f.source,
            reference: f.target.reference,
            fields: localisedSources(f.target.optionText),
          })),
        },
        placeholderData: keepPreviousData,
        onError: onReadError,
      }}
      sx={{ minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaFilterForm-root': FILTER_COLUMNS }}
    >
      <RecordButtonsProvider decl={decl}>
        {referenceColumns.reduceRight<ReactNode>(
          (inner, f) => (
            <ColumnReferences key={f.source} field={f}>
              {inner}
            </ColumnReferences>
          ),
          phone ? (
            <ListCards
              decl={decl}
              columns={columns}
              cell={cell}
              rowPath={rowClick}
              nested={children}
              detailsPath={detailsPath}
              editPath={editPath}
            />
          ) : !columnsKnown ? null : (
            // The operator's columns (react-admin's column chooser) and density, kept per operator.
            <DatagridConfigurable
              preferenceKey={columnsPreferenceKey(decl.name)}
              rowClick={rowClick}
              size={look.size}
              // Wide tables scroll inside their card, never the page; the row actions stay in view.
              sx={{ ...tableLook, ...look.sx }}
              bulkActionButtons={canDelete ? <VersionedBulkDelete /> : false}
            >
              {columns.map(cell)}
              {/* Labelled, so the column chooser names it in the operator's language. */}
              {rowOffers && (
                <FunctionField
                  label="app.layout.row_actions"
                  textAlign="right"
                  cellClassName={ROW_ACTIONS}
                  headerClassName={ROW_ACTIONS}
                  render={(record: RaRecord) => (
                    <span style={{ display: 'inline-flex', gap: 4, whiteSpace: 'nowrap' }}>
                      <RowActions
                        decl={decl}
                        record={record}
                        nested={children}
                        detailsPath={detailsPath?.(record.id)}
                        editPath={editPath?.(record.id)}
                      />
                    </span>
                  )}
                />
              )}
            </DatagridConfigurable>
          ),
        )}
      </RecordButtonsProvider>
    </List>
  );
}
