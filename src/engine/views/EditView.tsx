import { Edit, TopToolbar } from 'ra-ui-materialui';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { BackIcon } from '../../theme/icons';
import { useRecordContext } from 'ra-core';
import { EditReadError, useRecordReadFailure } from './ReadError';
import type { ResourceDeclaration } from '../types';
import { LinkButton } from './LinkButton';
import { ResourceForm } from './ResourceForm';
import { recordTitleOf, useCan, useResourceRoute } from './useResourceRoute';

function EditTitle({ decl }: { decl: ResourceDeclaration }) {
  const record = useRecordContext();
  const route = useResourceRoute(decl);
  return <>{route.translate('app.page.edit', { name: recordTitleOf(decl, record, route.locale) || route.title('item') })}</>;
}

/** Pessimistic edit (DESIGN: undoable would delay the write past the read that releases the lock). */
export default function EditView({ decl }: { decl: ResourceDeclaration }) {
  const route = useResourceRoute(decl);
  const canDelete = useCan(decl.name, 'delete');
  const canDetails = useCan(decl.name, 'details');
  const id = route.params.id;
  const onReadError = useRecordReadFailure();
  const listPath = route.pathTo('list');
  return (
    <Edit
      resource={decl.name}
      id={id}
      queryOptions={{ onError: onReadError }}
      error={<EditReadError />}
      mutationMode="pessimistic"
      redirect={() => listPath ?? '/dashboard'}
      title={<EditTitle decl={decl} />}
      actions={
        <TopToolbar>
          {listPath && <LinkButton to={listPath} icon={<BackIcon />} label="ra.action.list" />}
          {canDetails && id && <LinkButton to={route.pathTo('details', id)!} icon={<VisibilityIcon />} label="ra.action.show" />}
        </TopToolbar>
      }
    >
      <ResourceForm decl={decl} creating={false} canDelete={canDelete} listPath={listPath} />
    </Edit>
  );
}
