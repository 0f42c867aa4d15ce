import type { ErrorInfo } from 'react';
import Button from '@mui/material/Button';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'ra-core';
import { chunkFailureKind, retryFailedChunks } from '../config/chunks';
import { StatusPage } from './StatusPage';
import { ChunkFailed } from './ChunkFailed';

/**
 * The error boundary's page: "Oops! Something went wrong." with a way back, or, when a
 * lazy chunk failed to load, a translated message and a reload (SPEC §8).
 */
export function ErrorPage({
  error,
  resetErrorBoundary,
}: {
  error?: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
}) {
  const translate = useTranslate();
  // Draws the page again, and a chunk that failed is asked for again: Retry, and another page.
  const retry = () => {
    retryFailedChunks();
    resetErrorBoundary?.();
  };
  useResetErrorBoundaryOnLocationChange(retry);
  const chunk = chunkFailureKind(error);
  if (error) console.error(error);
  if (chunk) return <ChunkFailed kind={chunk} onRetry={resetErrorBoundary && retry} />;
  return (
    <StatusPage
      title={translate('app.page.error')}
      hint={translate('app.page.error_hint')}
      actions={
        <>
          <Button
            variant="contained"
            onClick={() => {
              resetErrorBoundary?.();
              window.history.back();
            }}
          >
            {translate('app.page.go_back')}
          </Button>
          <Button href={`${import.meta.env.BASE_URL}dashboard`}>{translate('app.page.back_home')}</Button>
        </>
      }
    />
  );
}
export default ErrorPage;
