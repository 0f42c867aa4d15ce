import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useRecordContext, type RaRecord, type SaveHandlerCallbacks } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { failureOf } from '../../providers/httpClient';
import { failureAlert } from '../../providers/failureAlert';
import { versionOf } from '../../providers/versions';
import { whenOpen } from '../../providers/writeLock';
import type { ResourceDeclaration } from '../types';
import { conflictRows } from './conflicts';
import { fieldsIn } from './useFieldContext';
import type { SaveProblem } from './SaveProblemDialog';
import { lazyPage } from '../../config/chunks';
import { ChunkBoundary } from '../ChunkBoundary';

// Sizeable and rarely needed: fetched when a save is first refused for a version or a deletion.
const SaveProblemDialog = lazyPage(() => import('./SaveProblemDialog'));

export interface VersionedSave {
  /** The save options of an edit form's submission of `payload`: its version and its refusals. */
  optionsFor: (payload: Record<string, unknown>) => SaveHandlerCallbacks | undefined;
  problem: SaveProblem | null;
  close: () => void;
  /** A conflict's choice: the record as it is now becomes the one saved on. */
  saveOn: (record: RaRecord) => void;
}

/**
 * An edit form's saves against record versions (docs/decisions.md "Versions"). The form saves on
 * the version it was opened with (react-admin's `previousData`); a 412 opens the conflict view
 * with the record as the server has it now, a 404 the "no longer exists" one, and after a
 * conflict the form saves on the version the server answered with (`meta.ifMatch`). Any other
 * failure is told as react-admin tells it.
 */
export function useVersionedSave(decl: ResourceDeclaration, creating: boolean, canCopy: boolean): VersionedSave {
  const record = useRecordContext();
  const notify = useNotify();
  const savingOn = useRef<RaRecord | undefined>(undefined);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const opened = versionOf(record);
  // A reload brings a newer record: saves go on that one again.
  useEffect(() => {
    savingOn.current = undefined;
  }, [opened]);

  const optionsFor = useCallback(
    (payload: Record<string, unknown>): SaveHandlerCallbacks | undefined => {
      // A create's refusal: field messages under their fields (the form's alert says the rest),
      // anything else as an alert with the server's words.
      if (creating)
        return {
          onError: (error: unknown) => {
            const fieldErrors = (error as { body?: { errors?: object } })?.body?.errors;
            if (fieldErrors && Object.keys(fieldErrors).length) return;
            const { message, messageArgs } = failureAlert(error);
            notify(message, { type: 'error', messageArgs });
          },
        };
      const base = savingOn.current ?? record ?? {};
      return {
        ...(savingOn.current ? { meta: { ifMatch: versionOf(savingOn.current) ?? null } } : {}),
        onError: (error: unknown) => {
          const kind = failureOf(error);
          const current = (error as { body?: { current?: unknown } })?.body?.current;
          if (kind === 'stale' && current && typeof current === 'object') {
            const theirs = current as RaRecord;
            const rows = conflictRows(fieldsIn(decl, 'form', false), base, payload, theirs);
            setProblem({ kind: 'conflict', rows, mine: { ...base, ...payload } as RaRecord, theirs });
            return;
          }
          if (kind === 'not_found') {
            setProblem({ kind: 'gone', canCopy });
            return;
          }
          // As react-admin's edit controller: field errors show under their inputs, anything else as an alert.
          const fieldErrors = (error as { body?: { errors?: object } })?.body?.errors;
          if (fieldErrors && Object.keys(fieldErrors).length) return;
          const { message, messageArgs } = failureAlert(error);
          notify(message, { type: 'error', messageArgs });
        },
      };
    },
    [creating, record, decl, canCopy, notify],
  );

  return {
    optionsFor,
    problem,
    close: useCallback(() => setProblem(null), []),
    saveOn: useCallback((r: RaRecord) => {
      savingOn.current = r;
    }, []),
  };
}

/**
 * The conflict and "no longer exists" views of an edit form, inside the form: they set the
 * chosen values and submit again, or copy what was typed into a new record.
 */
export function SaveProblems({
  decl,
  versioned,
  createPath,
  listPath,
}: {
  decl: ResourceDeclaration;
  versioned: VersionedSave;
  createPath?: string;
  listPath?: string;
}) {
  const { setValue, getValues, reset } = useFormContext();
  const navigate = useNavigate();
  const anchor = useRef<HTMLSpanElement>(null);
  const { problem, close, saveOn } = versioned;

  const onSave = (values: Record<string, unknown>) => {
    if (problem?.kind !== 'conflict') return;
    saveOn(problem.theirs);
    for (const [source, value] of Object.entries(values)) setValue(source, value, { shouldDirty: true });
    close();
    // Through the form's own submit: its checks, then the same save, now on the current version;
    // once the refused save's hold on the write lock is over, so this one is not dropped.
    const form = anchor.current?.closest('form');
    void whenOpen().then(() => form?.requestSubmit());
  };
  /** Leaves the form on purpose: what it holds stops counting as unsaved, so nothing asks. */
  const leave = (to: string, state?: unknown) => {
    reset(getValues());
    close();
    navigate(to, state ? { state } : undefined);
  };
  const onCopy = () => {
    if (!createPath) return;
    const values = getValues();
    const copy = Object.fromEntries(
      fieldsIn(decl, 'form', true)
        .filter((f) => values[f.source] !== undefined)
        .map((f) => [f.source, values[f.source]]),
    );
    // react-admin's create form takes `state.record` as its starting values.
    leave(createPath, { record: copy });
  };

  return (
    <>
      <span ref={anchor} hidden />
      {problem && (
        <ChunkBoundary onClose={close}>
          <SaveProblemDialog
            decl={decl}
            problem={problem}
            onSave={onSave}
            onBack={close}
            onCopy={onCopy}
            onLeave={() => leave(listPath ?? '/dashboard')}
          />
        </ChunkBoundary>
      )}
    </>
  );
}
