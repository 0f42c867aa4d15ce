import type { ReactNode } from 'react';
import { ResourceContextProvider, useNotify, useTranslate, type RaRecord } from 'ra-core';
import { Edit } from 'ra-ui-materialui';
import { EditReadError, useRecordReadFailure } from '../../engine/views/ReadError';
import Typography from '@mui/material/Typography';
import type { ResourceDeclaration } from '../../engine/types';
import { ResourceForm } from '../../engine/views/ResourceForm';

interface Props {
  /** The form's declaration (`./decls.ts`): its fields, checks and labels. */
  decl: ResourceDeclaration;
  /** The settings name: the form reads `GET settings/<id>` and saves `PUT settings/<id>`. */
  id: string;
  /** The screen's name: its title is `screens.<screen>.title`. */
  screen: string;
  /** Shown between the introduction and the form, inside the record's context. */
  header?: ReactNode;
  /** After a save the server accepted, with the saved record. */
  onSaved?: (record: RaRecord) => void;
}

/**
 * A settings screen: the declared inputs with their checks, loaded with the data provider's
 * `getOne(<decl.name>, {id})` (endpoint `settings`) and saved with ONE `update` (pessimistic). A 422 puts the server's messages
 * under the fields and keeps what was typed; a success stays on the page and says "Saved.".
 * The form's resource is API only (declared by the screen's `api`, endpoint `settings`): the
 * route guard and react-admin's own `canAccess` both answer with the screen's permission.
 */
export function SettingsScreen({ decl, id, screen, header, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const onReadError = useRecordReadFailure();
  return (
    <Edit
      // The screen's API-only resource (endpoint `settings`): GET|PUT settings/<id>.
      resource={decl.name}
      id={id}
      // A failed read says what failed with Retry; only a 404 leaves for /404.
      queryOptions={{ onError: onReadError }}
      error={<EditReadError />}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      title={translate(`screens.${screen}.title`)}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify('screens.common.saved', { type: 'success' });
          onSaved?.(record);
        },
      }}
      sx={{ '& .RaEdit-main': { maxWidth: 760 } }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate(`screens.${screen}.intro`)}
      </Typography>
      {header}
      {/* The inputs take their labels from the form's own name (`resources.<decl.name>.fields.*`). */}
      <ResourceContextProvider value={decl.name}>
        <ResourceForm decl={decl} creating={false} />
      </ResourceContextProvider>
    </Edit>
  );
}
