import { useCallback, useMemo, useRef } from 'react';
import { useNotify, useSaveContext, type RaRecord } from 'ra-core';
import { DeleteWithConfirmButton, SaveButton, SimpleForm, Toolbar, ToolbarClasses } from 'ra-ui-materialui';
import Box from '@mui/material/Box';
import CloseIcon from '@mui/icons-material/Close';
import Typography from '@mui/material/Typography';
import { isRequired } from 'ra-core';
import type { ResourceDeclaration } from '../types';
import { editPayload, helpOf, renderInput } from '../kinds';
import { FocusFirstError, Sectioned, type Placed } from './FormSections';
import { LinkButton } from './LinkButton';
import { UnsavedFormTracker } from './unsavedForms';
import { LeaveGuard } from './LeaveGuard';
import { validatorsFor } from '../validators';
import { fieldsIn, labelOf, useFieldContext } from './useFieldContext';
import { SaveProblems, useVersionedSave } from './SaveProblems';
import { alertWithServerWords, failureAlert, serverMessageOf } from '../../providers/failureAlert';

interface Props {
  decl: ResourceDeclaration;
  creating: boolean;
  canDelete?: boolean;
  listPath?: string;
  /** Where a new record is made, when the operator may: a save answered 404 offers to copy into it. */
  createPath?: string;
  defaultValues?: Record<string, unknown>;
}

/**
 * How the edit form takes a newer record (the stale notice's Reload): the server's values where
 * nothing was typed, what was typed kept. A successful save also brings the saved record: it
 * stays a successful submission, or the unsaved-changes guard would stop the redirect after it.
 */
const KEEP_TYPED = { keepDirtyValues: true, keepIsSubmitSuccessful: true } as const;

/**
 * The create and edit form: the declared inputs with their checks, a warning before
 * leaving with unsaved changes, and (on edit) a delete that asks first.
 */
export function ResourceForm({ decl, creating, canDelete, listPath, createPath, defaultValues }: Props) {
  const ctx = useFieldContext(decl.name);
  const placed = useMemo(() => {
    // A kind's own format hint (money, phone…) shows under the first field of that kind in each
    // section, not under every one (the plan form has nine amounts); a field's own hint always shows.
    const sectionOf = new Map(decl.sections?.flatMap((s) => s.fields.map((source) => [source, s.name] as const)));
    const hinted = new Set<string>();
    return fieldsIn(decl, 'form', creating).map((f): Placed & { required: boolean } => {
      const validate = validatorsFor(f, labelOf(decl, f.source, ctx.translate), creating, (source) => labelOf(decl, source, ctx.translate));
      const once = `${sectionOf.get(f.source) ?? ''}\u0000${f.kind}`;
      const helperText = f.help || !hinted.has(once) ? helpOf(f, ctx) : undefined;
      if (helperText && !f.help) hinted.add(once);
      return {
        field: f,
        required: isRequired(validate),
        element: renderInput(f, { ...ctx, creating, validate, helperText }),
      };
    });
  }, [decl, ctx, creating]);
  const anyRequired = placed.some((p) => p.required);
  // One activation, one request: the form's own lock is taken synchronously on submit, before
  // validation resolves, so a double click or Enter pressed twice never saves twice. It is
  // held until the save settles (react-admin's own `saving` flag arrives a render later).
  const { save } = useSaveContext();
  const notify = useNotify();
  const submitting = useRef(false);
  const draft = decl.draft;
  // Edit: the save goes on the record's version; a 412 or a 404 opens a view that keeps the input.
  const versioned = useVersionedSave(decl, creating, Boolean(createPath));
  const { optionsFor } = versioned;
  const onSubmit = useCallback(
    async (values: Partial<RaRecord>) => {
      if (submitting.current || !save) return undefined;
      submitting.current = true;
      try {
        // A password left empty on an edit form is not sent: the stored one is kept.
        const payload = creating ? values : editPayload(decl.fields, values);
        // The form's own Save publishes a draft.
        const data = draft ? { ...payload, [draft]: false } : payload;
        const refused: unknown = await save(data, optionsFor(data));
        // Refused with field messages: react-admin's form alert ("The form is not valid") takes
        // the server's own sentence beside it when the answer had one.
        const server = serverMessageOf(refused);
        if (server && refused && typeof refused === 'object')
          return { ...refused, root: { serverError: alertWithServerWords('ra.message.invalid_form', server) } };
        return refused;
      } finally {
        submitting.current = false;
      }
    },
    [save, draft, creating, decl.fields, optionsFor],
  );
  // "Save as draft" when leaving: the same single save, the flag set, and no redirect of its
  // own (the navigation the operator asked for goes on once it is saved).
  const saveDraft = useCallback(
    (values: RaRecord) =>
      new Promise<void>((resolve, reject) => {
        if (!save || !draft || submitting.current) return reject(new Error('busy'));
        submitting.current = true;
        const done = () => {
          submitting.current = false;
        };
        const data = { ...(creating ? values : editPayload(decl.fields, values)), [draft]: true };
        void save(data, {
          meta: optionsFor(data)?.meta,
          onSuccess: () => {
            done();
            notify('app.draft.saved', { type: 'info' });
            resolve();
          },
          onError: (error: unknown) => {
            done();
            const { message, messageArgs } = failureAlert(error);
            notify(message, { type: 'error', messageArgs });
            reject(error instanceof Error ? error : new Error(message));
          },
        });
      }),
    [save, draft, notify, creating, decl.fields, optionsFor],
  );
  const toolbar = (
    // On a desktop too, Save and Cancel stay in view at the bottom of the window while a long
    // form scrolls (a phone's toolbar is fixed there by react-admin already).
    <Toolbar
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 1,
        [`&.${ToolbarClasses.desktopToolbar}`]: { position: 'sticky', bottom: 0, zIndex: 2, borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <SaveButton />
        {listPath && <LinkButton to={listPath} icon={<CloseIcon />} label="ra.action.cancel" />}
      </Box>
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
      // Resources with drafts ask with their own dialog (LeaveGuard); the others with react-admin's.
      warnWhenUnsavedChanges={!draft}
      toolbar={toolbar}
      defaultValues={defaultValues}
      // A reload of the record (the stale notice's) brings the server's values and keeps what was typed.
      resetOptions={creating ? undefined : KEEP_TYPED}
      // FocusFirstError focuses the first field in error in reading order, whatever its kind.
      shouldFocusError={false}
      sx={{ maxWidth: 960 }}
    >
      {anyRequired && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-required-note="">
          {ctx.translate('app.form.required_note')}
        </Typography>
      )}
      <Sectioned decl={decl} placed={placed} translate={ctx.translate} />
      <FocusFirstError />
      <UnsavedFormTracker />
      {draft && <LeaveGuard saveDraft={saveDraft} />}
      {!creating && <SaveProblems decl={decl} versioned={versioned} createPath={createPath} listPath={listPath} />}
    </SimpleForm>
  );
}
