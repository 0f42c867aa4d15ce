import { Edit, EditClasses, TopToolbar } from 'ra-ui-materialui';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { BackIcon } from '../../theme/icons';
import { useEditContext, useRecordContext } from 'ra-core';
import { EditReadError, useRecordReadFailure } from './ReadError';
import type { ResourceDeclaration } from '../types';
import { LinkButton } from './LinkButton';
import { ResourceForm } from './ResourceForm';
import { recordTitleOf, useCan, useResourceRoute } from './useResourceRoute';
import { StaleRecordNotice } from './StaleRecordNotice';

function EditTitle({ decl }: { decl: ResourceDeclaration }) {
  const record = useRecordContext();
  const route = useResourceRoute(decl);
  return <>{route.translate('app.page.edit', { name: recordTitleOf(decl, record, route.locale) || route.title('item') })}</>;
}

/** The edit form's record moved on on the server: says so, and Reload keeps what was typed. */
function EditStaleNotice({ resource, id }: { resource: string; id?: string }) {
  const { refetch } = useEditContext();
  return <StaleRecordNotice resource={resource} id={id} onReload={() => void refetch()} />;
}

/** Pessimistic edit (DESIGN: undoable would delay the write past the read that releases the lock). */
export default function EditView({ decl }: { decl: ResourceDeclaration }) {
  const route = useResourceRoute(decl);
  const canDelete = useCan(decl.name, 'delete');
  const canDetails = useCan(decl.name, 'details');
  const canCreate = useCan(decl.name, 'create');
  const id = route.params.id;
  const onReadError = useRecordReadFailure();
  const listPath = route.pathTo('list');
  return (
    <Edit
      resource={decl.name}
      id={id}
      // No silent refetch when the tab regains focus: a changed record would reset the form under
      // the operator's hands. The stale notice asks instead (docs/decisions.md "Versions").
      queryOptions={{ onError: onReadError, refetchOnWindowFocus: false }}
      error={<EditReadError />}
      mutationMode="pessimistic"
      redirect={() => listPath ?? '/dashboard'}
      title={<EditTitle decl={decl} />}
      // Not clipped, so the form's toolbar can stay in view while the form scrolls.
      sx={{ [`& .${EditClasses.card}`]: { overflow: 'visible' } }}
      actions={
        <TopToolbar>
          {listPath && <LinkButton to={listPath} icon={<BackIcon />} label="ra.action.list" />}
          {canDetails && id && <LinkButton to={route.pathTo('details', id)!} icon={<VisibilityIcon />} label="ra.action.show" />}
        </TopToolbar>
      }
    >
      <EditStaleNotice resource={decl.name} id={id} />
      <ResourceForm
        decl={decl}
        creating={false}
        canDelete={canDelete}
        listPath={listPath}
        createPath={canCreate ? route.pathTo('create') : undefined}
      />
    </Edit>
  );
}
