import { Edit, TopToolbar } from 'ra-ui-materialui';
import VisibilityIcon from '@mui/icons-material/Visibility';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { MIRROR_IN_RTL } from '../../theme/mirror';
import { useRecordContext, useEditContext } from 'ra-core';
import { ReadError, useRecordReadFailure } from './ReadError';
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
/** A failed record read that is not a 404: what failed, and Retry. */
function RecordReadError() {
  const { error, refetch } = useEditContext();
  return <ReadError error={error} onRetry={() => void refetch()} />;
}

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
      error={<RecordReadError />}
      mutationMode="pessimistic"
      redirect={() => listPath ?? '/dashboard'}
      title={<EditTitle decl={decl} />}
      actions={
        <TopToolbar>
          {listPath && <LinkButton to={listPath} icon={<ArrowBackIcon className={MIRROR_IN_RTL} />} label="ra.action.list" />}
          {canDetails && id && <LinkButton to={route.pathTo('details', id)!} icon={<VisibilityIcon />} label="ra.action.show" />}
        </TopToolbar>
      }
    >
      <ResourceForm decl={decl} creating={false} canDelete={canDelete} listPath={listPath} />
    </Edit>
  );
}
