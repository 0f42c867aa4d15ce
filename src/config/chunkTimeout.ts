import { CHUNK_LOAD_TIMEOUT_MS } from './constants';

/*
 * SPEC §8/§9: a lazily loaded chunk (a screen, a widget, a library, a worker's code) that has
 * not arrived after 120 s has failed. No React here: the export workers use it too.
 */

/** A script chunk that did not arrive (SPEC §8: "Loading a script chunk failed", 120 s). */
export class ChunkLoadError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`timeout after ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/** Tells a failed script chunk from a failed style chunk, for the error message. */
export function chunkFailureKind(error: unknown): 'script' | 'style' | undefined {
  if (!(error instanceof Error)) return undefined;
  const text = `${error.name} ${error.message}`;
  if (/\.css\b|stylesheet|CSS_CHUNK/i.test(text)) return 'style';
  if (/ChunkLoadError|dynamically imported module|Importing a module script failed|Loading chunk/i.test(text)) return 'script';
  return undefined;
}

/**
 * Whether Retry can bring a failed chunk in place (`retryFailedChunks`): a script. A stylesheet
 * is not: the bundler's loader does not ask twice for one it has seen, so Reload only.
 */
export const retryable = (kind: 'script' | 'style') => kind === 'script';

/**
 * The words for a failed chunk. With Retry offered they say both ways: a browser that keeps a
 * failed import for the page's life (Chromium up to 155) fails Retry at once, and Reload is
 * the way there.
 */
export function chunkFailedMessage(kind: 'script' | 'style', withRetry: boolean): string {
  if (kind === 'style') return 'app.page.style_failed';
  return withRetry ? 'app.page.chunk_failed_retry' : 'app.page.chunk_failed';
}
