import { lazy, type ComponentType } from 'react';
import { withTimeout } from './chunkTimeout';

export { ChunkLoadError, chunkFailureKind, withTimeout } from './chunkTimeout';

/**
 * `React.lazy` with the chunk time limit and a recognisable error: the ONLY way the app makes a
 * lazy component (ESLint refuses React's `lazy` elsewhere), for screens and widgets alike. A
 * widget's failure is shown where it stands by `ChunkBoundary` (src/engine/ChunkBoundary.tsx),
 * a page's by the error page.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withTimeout(load));
}
