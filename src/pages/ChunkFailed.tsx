import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { chunkFailedMessage, retryable } from '../config/chunks';
import { StatusPage } from './StatusPage';

/**
 * A script or style chunk did not arrive (SPEC §8): what happened, and Reload; for a script,
 * when the caller can draw the page again (`onRetry`), Retry first. Needs no router.
 */
export function ChunkFailed({ kind, onRetry }: { kind: 'script' | 'style'; onRetry?: () => void }) {
  const translate = useTranslate();
  const retry = retryable(kind) ? onRetry : undefined;
  return (
    <StatusPage
      title={translate(chunkFailedMessage(kind, !!retry))}
      actions={
        <>
          {retry && (
            <Button variant="contained" onClick={retry}>
              {translate('app.errors.retry')}
            </Button>
          )}
          <Button variant={retry ? 'text' : 'contained'} onClick={() => window.location.reload()}>
            {translate('app.page.reload')}
          </Button>
        </>
      }
    />
  );
}
