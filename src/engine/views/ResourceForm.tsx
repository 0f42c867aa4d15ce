import { useMemo } from 'react';
import { DeleteWithConfirmButton, SaveButton, SimpleForm, Toolbar } from 'ra-ui-materialui';
import type { ResourceDeclaration } from '../types';
import { renderInput } from '../kinds';
import { UnsavedFormTracker } from './unsavedForms';
import { validatorsFor } from '../validators';
import { fieldsIn, labelOf, useFieldContext } from './useFieldContext';

interface Props {
  decl: ResourceDeclaration;
  creating: boolean;
  canDelete?: boolean;
  listPath?: string;
  defaultValues?: Record<string, unknown>;
}

/**
 * The create and edit form: the declared inputs with their checks, a warning before
 * leaving with unsaved changes, and (on edit) a delete that asks first.
 */
export function ResourceForm({ decl, creating, canDelete, listPath, defaultValues }: Props) {
  const ctx = useFieldContext(decl.name);
  const inputs = useMemo(
    () =>
      fieldsIn(decl, 'form', creating).map((f) =>
        renderInput(f, { ...ctx, creating, validate: validatorsFor(f, labelOf(decl, f.source, ctx.translate), creating) }),
      ),
    [decl, ctx, creating],
  );
  const toolbar = (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <SaveButton />
      {canDelete && (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          redirect={listPath ?? 'list'}
          confirmTitle="app.confirm.Do_you_want_delete_it"
          confirmContent="app.confirm.delete_content"
        />
      )}
    </Toolbar>
  );
  return (
    // noValidate: the browser's own bubbles (min, step, type) speak the browser's language,
    // not the app's; the declared checks above give every message, translated.
    <SimpleForm noValidate warnWhenUnsavedChanges toolbar={toolbar} defaultValues={defaultValues} sx={{ maxWidth: 720 }}>
      {inputs}
      <UnsavedFormTracker />
    </SimpleForm>
  );
}
