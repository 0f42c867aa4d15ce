import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import type { ShellCallError } from '../../providers/shellApi';

/** A notification call's failure, with the errors of the response (SPEC §7, §8) and a retry. */
export function CallErrors({ title, error, onRetry }: { title: string; error: ShellCallError | Error; onRetry?: () => void }) {
  const translate = useTranslate();
  const errors = 'errors' in error && Array.isArray(error.errors) ? error.errors : [error.message];
  return (
    <Alert
      severity="error"
      data-testid="notifications-error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('shell.notifications.retry')}
          </Button>
        ) : undefined
      }
    >
      <strong>{translate(title)}</strong>
      {errors.map((message, i) => (
        <div key={i}>{translate(message, { _: message })}</div>
      ))}
    </Alert>
  );
}
