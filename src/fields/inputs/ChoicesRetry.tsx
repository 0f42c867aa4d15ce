import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useChoicesContext, useTranslate } from 'ra-core';
import { failureOf } from '../../providers/httpClient';

/**
 * Under a reference input whose choices could not be read: Retry asks for them again. The
 * input itself says what failed (its helper text is the failure's text), so an operator can
 * tell "the list did not load" from "there is nothing to choose" and does not lose the form.
 */
export function ChoicesRetry() {
  const { error, refetch } = useChoicesContext();
  const translate = useTranslate();
  // A refusal (403) is not a failure to retry: the input's helper text says it.
  if (!error || failureOf(error) === 'forbidden') return null;
  return (
    <Button size="small" data-testid="choices-error" onClick={() => void refetch()} sx={{ alignSelf: 'flex-start', mt: -0.5, mb: 1 }}>
      {translate('app.errors.retry')}
    </Button>
  );
}

/**
 * A list filter over a resource the server refuses to list (403): nothing can be offered, so
 * the filter is left out, as it is for an operator whose permissions already say so.
 */
export function UnlessRefused({ children }: { children: ReactNode }) {
  const { error } = useChoicesContext();
  return error && failureOf(error) === 'forbidden' ? null : <>{children}</>;
}
