import { createElement, lazy, useState, type ComponentType } from 'react';
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
  const Lazy = lazy(() => module.load().then((m) => ({ default: pick(m) })));
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
