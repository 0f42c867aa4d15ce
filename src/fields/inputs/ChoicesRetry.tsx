import Button from '@mui/material/Button';
import { useChoicesContext, useTranslate } from 'ra-core';

/**
 * Under a reference input whose choices could not be read: Retry asks for them again. The
 * input itself says what failed (its helper text is the failure's text), so an operator can
 * tell "the list did not load" from "there is nothing to choose" and does not lose the form.
 */
export function ChoicesRetry() {
  const { error, refetch } = useChoicesContext();
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Button size="small" data-testid="choices-error" onClick={() => void refetch()} sx={{ alignSelf: 'flex-start', mt: -0.5, mb: 1 }}>
      {translate('app.errors.retry')}
    </Button>
  );
}
