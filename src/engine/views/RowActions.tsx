import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useTranslate, type RaRecord } from 'ra-core';
import { useCatalog } from '../CatalogContext';
import type { ResourceDeclaration } from '../types';
import { LinkButton } from './LinkButton';
import { placementOf, RecordButtons } from './RecordButtons';

/** A row button to a nested resource (a country's cities); the list passes only those its user may open. */
function ChildLink({ child, record }: { child: ResourceDeclaration; record: RaRecord }) {
  const catalog = useCatalog();
  const translate = useTranslate();
  if (!child.parent) return null;
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

/**
 * Whether the rows of a list can offer anything `RowActions` draws (as declared, before the
 * permissions of each button): a list whose rows offer nothing has no actions column, and its
 * phone cards no button row, instead of an empty one on every record.
 */
export function rowsOffer(
  decl: ResourceDeclaration,
  nested: readonly ResourceDeclaration[],
  detailsPath: unknown,
  editPath: unknown,
): boolean {
  return (
    nested.length > 0 ||
    Boolean(detailsPath) ||
    Boolean(editPath) ||
    (decl.actions ?? []).length > 0 ||
    (decl.pages ?? []).some((p) => p.link && ['row', 'both'].includes(placementOf(decl, p)))
  );
}

/**
 * What a list offers on one record, the same in the table's actions column and on a phone's
 * card: the nested lists it may open, the declared record buttons (pages, one-click actions),
 * details and edit. The caller asks the permissions once for the whole list and passes the
 * paths (undefined: not offered).
 */
export function RowActions({
  decl,
  record,
  nested,
  detailsPath,
  editPath,
}: {
  decl: ResourceDeclaration;
  record: RaRecord;
  nested: readonly ResourceDeclaration[];
  detailsPath?: string;
  editPath?: string;
}) {
  return (
    <>
      {nested.map((child) => (
        <ChildLink key={child.name} child={child} record={record} />
      ))}
      <RecordButtons decl={decl} record={record} />
      {detailsPath && <LinkButton to={detailsPath} icon={<VisibilityIcon />} label="ra.action.show" />}
      {editPath && <LinkButton to={editPath} icon={<EditIcon />} label="ra.action.edit" />}
    </>
  );
}
