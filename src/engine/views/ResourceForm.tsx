import { useCallback, useMemo, useRef } from 'react';
import { useSaveContext, type RaRecord } from 'ra-core';
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
        renderInput(f, {
          ...ctx,
          creating,
          validate: validatorsFor(f, labelOf(decl, f.source, ctx.translate), creating, (source) => labelOf(decl, source, ctx.translate)),
        }),
      ),
    [decl, ctx, creating],
  );
  // One activation, one request: the form's own lock is taken synchronously on submit, before
  // validation resolves, so a double click or Enter pressed twice never saves twice. It is
  // held until the save settles (react-admin's own `saving` flag arrives a render later).
  const { save } = useSaveContext();
  const submitting = useRef(false);
  const onSubmit = useCallback(
    async (values: Partial<RaRecord>) => {
      if (submitting.current || !save) return undefined;
      submitting.current = true;
      try {
        return await save(values);
      } finally {
        submitting.current = false;
      }
    },
    [save],
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
    <SimpleForm
      onSubmit={onSubmit}
      noValidate
      warnWhenUnsavedChanges
      toolbar={toolbar}
      defaultValues={defaultValues}
      sx={{ maxWidth: 720 }}
    >
      {inputs}
      <UnsavedFormTracker />
    </SimpleForm>
  );
}
