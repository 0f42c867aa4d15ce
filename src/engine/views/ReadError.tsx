import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { HttpError, useEditContext, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useCallback } from 'react';
import { failureKey, failureOf } from '../../providers/httpClient';

/**
 * What the operator reads for a failure: the server's own words where the normalised error
 * kept them (403, 409, 422), else the one translated text of its class. Never a status line,
 * a parser's complaint or a stack.
 */
export function useFailureText() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      const kind = failureOf(error) ?? 'malformed';
      const fallback = translate(failureKey(kind));
      if (error instanceof HttpError && (error.body as { failure?: string } | undefined)?.failure && error.message) {
        return translate(error.message, { _: error.message });
      }
      return fallback;
    },
    [translate],
  );
}

/**
 * A failed read, told apart from an empty one (docs/decisions.md "Errors"): what failed, in the
 * operator's language, and Retry. Lists, details, edit forms, dashboard cards and panels
 * show it instead of their empty state.
 */
export function ReadError({ error, onRetry, compact = false }: { error: unknown; onRetry?: () => void; compact?: boolean }) {
  const translate = useTranslate();
  const text = useFailureText();
  const retry = onRetry ? (
    <Button color="inherit" size="small" onClick={onRetry} sx={compact ? { mt: 0.5, marginInlineStart: -1 } : undefined}>
      {translate('app.errors.retry')}
    </Button>
  ) : undefined;
  // Compact (a card, a panel, a popup): Retry goes under the text, which keeps the width.
  return (
    <Alert severity="error" role="alert" data-testid="read-error" sx={compact ? { m: 0 } : { m: 2 }} action={compact ? undefined : retry}>
      {compact ? null : <strong>{translate('app.errors.read_failed')} </strong>}
      {text(error)}
      {compact && retry ? <div>{retry}</div> : null}
    </Alert>
  );
}

/**
 * `queryOptions.onError` of a record read: only a real 404 goes to /404; any other failure
 * stays on the page, which shows ReadError with Retry (react-admin's default sent every
 * failure to the list with "Element does not exist").
 */
export function useRecordReadFailure() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (failureOf(error) === 'not_found') navigate('/404', { replace: true });
    },
    [navigate],
  );
}

/** An edit form's failed record read that is not a 404 (`<Edit error>`): what failed, and Retry. */
export function EditReadError() {
  const { error, refetch } = useEditContext();
  return <ReadError error={error} onRetry={() => void refetch()} />;
}
