import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { FunctionField, List, Datagrid, TopToolbar, FilterButton, BulkDeleteWithConfirmButton, SearchInput } from 'ra-ui-materialui';
import { useTranslate, type RaRecord } from 'ra-core';
import { useCatalog } from '../CatalogContext';
import type { ResourceDeclaration } from '../types';
import { render } from '../fields/registry';
import { fieldsIn, useFieldContext } from './useFieldContext';
import { LinkButton } from './LinkButton';
import { RecordButtons } from './RecordButtons';
import { useCan, useResourceRoute } from './useResourceRoute';
import { ExportButton, exportEnabled } from '../../widgets/export/ExportButton';

/** A row button to a nested resource (a country's cities), shown only to who may open it. */
function ChildLink({ child, record }: { child: ResourceDeclaration; record: RaRecord }) {
  const catalog = useCatalog();
  const translate = useTranslate();
  const allowed = useCan(child.name, 'list');
  if (!allowed || !child.parent) return null;
  const value = record[child.parent.parentSource ?? child.parent.param];
  if (value === undefined || value === null) return null;
  return (
    <LinkButton
      to={catalog.path(child.name, 'list', { [child.parent.param]: String(value) })}
      icon={<ListAltIcon />}
      label={translate(`resources.${child.name}.name`)}
    />
  );
}

/** The generic list: columns, filters, sort, pagination, bulk delete, row actions. */
export default function ListView({ decl }: { decl: ResourceDeclaration }) {
  const route = useResourceRoute(decl);
  const ctx = useFieldContext(decl.name);
  const canCreate = useCan(decl.name, 'create');
  const canEdit = useCan(decl.name, 'edit');
  const canDetails = useCan(decl.name, 'details');
  const canDelete = useCan(decl.name, 'delete');
  const children = route.catalog.childrenOf(decl.name);
  const filters = [
    ...(decl.search === false ? [] : [<SearchInput key="q" source="q" alwaysOn placeholder={route.translate('ra.action.search')} />]),
    ...fieldsIn(decl, 'filter').map((f) => render('filter', f, ctx)),
  ];
  // A create URL that needs a parameter the list does not have (none here) offers no button.
  // The fixed filter of the declaration and a nested list's parent key: the list and its
  // export must both apply them, or the export would contain rows the list hides.
  const listFilter = decl.filter || route.permanentFilter ? { ...decl.filter, ...route.permanentFilter } : undefined;
  const createPath = canCreate ? route.tryPathTo('create') : undefined;
  const parentListPath = decl.parent && route.parentDecl ? route.catalog.path(route.parentDecl.name, 'list') : undefined;
  const title = decl.parent && route.parentName
    ? route.translate('app.page.of_parent', { name: route.title('name'), parent: route.parentName })
    : route.title('name');

  const actions = (
    <TopToolbar>
      {parentListPath && route.parentDecl && (
        <LinkButton
          to={parentListPath}
          icon={<ArrowBackIcon />}
          label={route.translate('app.actions.back_to_parent', { name: route.translate(`resources.${route.parentDecl.name}.name`) })}
        />
      )}
      {fieldsIn(decl, 'filter').some((f) => f.filter !== 'alwaysOn') && <FilterButton />}
      {createPath && <LinkButton to={createPath} icon={<AddIcon />} label="ra.action.create" />}
      {exportEnabled(decl) && <ExportButton decl={decl} permanentFilter={listFilter} />}
    </TopToolbar>
  );

  const rowClick = (id: string | number) => (canEdit ? route.pathTo('edit', id) ?? false : canDetails ? route.pathTo('details', id) ?? false : false);

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
      storeKey={`${decl.name}.list.${route.parentValue ?? ''}`}
      sx={{ minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0 } }}
    >
      <Datagrid
        rowClick={rowClick}
        // Wide tables scroll inside their card, never the page.
        sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
        bulkActionButtons={
          canDelete ? (
            <BulkDeleteWithConfirmButton
              mutationMode="pessimistic"
              confirmTitle="app.confirm.Do_you_want_delete_it"
              confirmContent="app.confirm.delete_many_content"
            />
          ) : false
        }
      >
        {fieldsIn(decl, 'list').map((f) => render('cell', f, ctx))}
        <FunctionField
          label=""
          textAlign="right"
          render={(record: RaRecord) => (
            <span style={{ display: 'inline-flex', gap: 4, whiteSpace: 'nowrap' }}>
              {children.map((child) => (
                <ChildLink key={child.name} child={child} record={record} />
              ))}
              <RecordButtons decl={decl} record={record} />
              {canDetails && <LinkButton to={route.pathTo('details', record.id)!} icon={<VisibilityIcon />} label="ra.action.show" />}
              {canEdit && <LinkButton to={route.pathTo('edit', record.id)!} icon={<EditIcon />} label="ra.action.edit" />}
            </span>
          )}
        />
      </Datagrid>
    </List>
  );
}
