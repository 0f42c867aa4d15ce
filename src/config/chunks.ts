import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { withTimeout } from './chunkTimeout';

export { ChunkLoadError, chunkFailedMessage, chunkFailureKind, retryable, withTimeout } from './chunkTimeout';

/** Lazy components whose load failed, each with the way to make it load again. */
const failed = new Set<() => void>();

/**
 * Lets every lazy component whose load failed load again at its next render: what Retry does
 * where a failure is shown (`ChunkBoundary`, the error page), before drawing it again.
 */
export function retryFailedChunks() {
  const again = [...failed];
  failed.clear();
  for (const fresh of again) fresh();
}

/**
 * `React.lazy`, except that a failure is not final. React keeps a lazy component's failure for
 * good (and renders it again more than once on its way to the error boundary, which must not
 * fetch again, nor restart a 120 s wait); `retryFailedChunks` replaces the failed one with a
 * fresh one, which loads again. Browsers no longer keep a failed module fetch either (Chromium
 * fetches it anew), so Retry works without reloading the page, and what was typed around the
 * failure stays (docs/decisions.md "Chunk loading").
 */
function retryingLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, name: string): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const fresh = () => {
    current = lazy<ComponentType<P>>(() =>
      load().catch((error: unknown): never => {
        failed.add(fresh);
        throw error;
      }),
    );
  };
  fresh();
  function Lazy(props: P) {
    return createElement(current, props);
  }
  Lazy.displayName = name;
  return Lazy;
}

/**
 * A lazy component with the chunk time limit and a recognisable error: the ONLY way the app
 * makes one (ESLint refuses React's `lazy` elsewhere), for screens and widgets alike. A
 * widget's failure is shown where it stands by `ChunkBoundary` (src/engine/ChunkBoundary.tsx),
 * a page's by the error page; both offer Retry, which loads it again.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return retryingLazy(() => withTimeout(load), 'LazyPage');
}

/** A module fetched once, on demand, with the chunk time limit; known synchronously once it has arrived. */
export interface LazyModule<M> {
  /** Fetches the module (once; a failure may be retried by the next call). */
  load(): Promise<M>;
  /** The module if it has arrived, else undefined. */
  loaded(): M | undefined;
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let value: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () =>
      (pending ??= withTimeout(load).then(
        (m) => (value = m),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * One component of a lazy module (several share its chunk: the field kinds' inputs), usable in
 * its place with the same props. Once the module has arrived it renders the component itself at
 * once (React's `lazy` would suspend each component type once more, for a tick, on its first
 * render); before that, it suspends like `lazyPage` while the chunk loads, and a failure reaches
 * the nearest error boundary as a chunk failure. An instance keeps the type it started with.
 */
export function lazyPart<M extends object, K extends keyof M>(module: LazyModule<M>, name: K): M[K] {
  type Props = Record<string, unknown>;
  const pick = (m: M) => m[name] as unknown as ComponentType<Props>;
  const Lazy = retryingLazy<Props>(() => module.load().then((m) => ({ default: pick(m) })), `LazyLoad(${String(name)})`);
  function Part(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => {
      const m = module.loaded();
      return m ? pick(m) : Lazy;
    });
    return createElement(Component, props);
  }
  Part.displayName = `LazyPart(${String(name)})`;
  return Part as unknown as M[K];
}
