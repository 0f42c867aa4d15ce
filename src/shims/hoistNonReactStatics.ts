/**
 * `hoist-non-react-statics` for every importer (vite.config.ts): copies a component's own
 * statics onto the component that wraps it, leaving React's (and a function's built-in ones)
 * alone. Its only importer is emotion's `withTheme`, which the app never calls; the package is
 * CommonJS, so the build could not leave it out and it came with the first screen, with a copy of
 * `react-is` 16 (~0.9 KB gzip, issue 16). As an ES module nobody calls, it is left out. Same
 * results as the package's 3.3 (tests/unit/hoistNonReactStatics.test.ts compares them).
 */
const BUILT_IN = ['name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity'];
const SHARED = ['defaultProps', 'displayName', 'propTypes'];
/** What React reads from each kind of component, by its `$$typeof` (plain components have none). */
const REACT_OWN: Record<string, string[]> = {
  plain: [
    ...SHARED,
    'childContextTypes',
    'contextType',
    'contextTypes',
    'getDefaultProps',
    'getDerivedStateFromError',
    'getDerivedStateFromProps',
    'mixins',
    'type',
  ],
  [String(Symbol.for('react.forward_ref'))]: [...SHARED, '$$typeof', 'render'],
  [String(Symbol.for('react.memo'))]: [...SHARED, '$$typeof', 'compare', 'type'],
};

const reactOwn = (component: unknown) => {
  const kind = (component as { $$typeof?: unknown } | null)?.$$typeof;
  return REACT_OWN[typeof kind === 'symbol' ? String(kind) : 'plain'] ?? REACT_OWN.plain;
};

export default function hoistNonReactStatics<T extends object>(target: T, source: unknown, exclude?: Record<PropertyKey, boolean>): T {
  // An HTML element's name has nothing to give.
  if (typeof source === 'string' || source == null || (typeof source !== 'object' && typeof source !== 'function')) return target;
  // What the source inherits comes first (a class's parent's statics; for a function, Function's
  // own methods, as the package does: the same values the target already inherits).
  const inherited = Object.getPrototypeOf(source) as unknown;
  if (inherited && inherited !== Object.prototype) hoistNonReactStatics(target, inherited, exclude);
  const skip = new Set<PropertyKey>([...BUILT_IN, ...reactOwn(target), ...reactOwn(source)]);
  for (const key of Reflect.ownKeys(source)) {
    // Nor a name every object has (`constructor`, `toString`...): the package looks names up in
    // plain objects, where those are always found.
    if (skip.has(key) || key in Object.prototype || exclude?.[key]) continue;
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key)!);
    } catch {
      // A property the target will not take (read-only there): the package skips it too.
    }
  }
  return target;
}
