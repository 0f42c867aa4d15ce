import { useContext, type ErrorInfo } from 'react';
import { ErrorBoundaryContext } from 'react-error-boundary';
import Button from '@mui/material/Button';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'ra-core';
import { chunkFailureKind, retryFailedChunks } from '../config/chunks';
import { StatusPage } from './StatusPage';
import { ChunkFailed } from './ChunkFailed';

/**
 * The error boundary's page: "Oops! Something went wrong." with a way back, or, when a
 * lazy chunk failed to load, a translated message and a reload (SPEC §8). react-admin's
 * `Layout` hands its `error` component no `resetErrorBoundary`; the boundary it is drawn in
 * still offers it, so a screen whose code failed can be fetched again without a reload.
 */
export function ErrorPage({
  error,
  resetErrorBoundary: resetProp,
}: {
  error?: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
}) {
  const translate = useTranslate();
  const boundary = useContext(ErrorBoundaryContext);
  const resetErrorBoundary = resetProp ?? boundary?.resetErrorBoundary;
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
