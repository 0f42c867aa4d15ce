/**
 * lodash's `debounce` for every importer (vite.config.ts), as react-admin calls it:
 * `debounce(func, wait)`, then the debounced function, `.cancel()` and `.flush()`; no options
 * (its filters, list parameters, scroll position and `useDebouncedEvent`). lodash's brings its
 * number coercion, tag lookups and root detection into the first screen with it (~0.8 KB gzip,
 * issue 16). Same calls and answers as lodash 4.17's on the same schedule of calls and cancels
 * (tests/unit/debounce.test.ts runs both on fake timers): `func` runs once, `wait` ms after the
 * last call, with that call's arguments and `this`; each call answers the last result. `flush`
 * runs a pending call at once (react-admin never flushes). Options (`leading`, `trailing`,
 * `maxWait`) are refused at once rather than ignored.
 */
export type Debounced<F extends (...args: never[]) => unknown> = ((...args: Parameters<F>) => ReturnType<F> | undefined) & {
  cancel: () => void;
  flush: () => ReturnType<F> | undefined;
};

export default function debounce<F extends (...args: never[]) => unknown>(func: F, wait?: number, ...options: unknown[]): Debounced<F> {
  if (typeof func !== 'function') throw new TypeError('Expected a function');
  if (options.length > 0 && options[0] !== undefined)
    throw new TypeError("debounce's options are not built into this app: see src/shims/debounce.ts");
  const delay = Number(wait) || 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { self: unknown; args: Parameters<F> } | undefined;
  let result: ReturnType<F> | undefined;

  const run = () => {
    timer = undefined;
    if (!pending) return result;
    const { self, args } = pending;
    pending = undefined;
    result = func.apply(self, args) as ReturnType<F>;
    return result;
  };
  const debounced = function (this: unknown, ...args: Parameters<F>) {
    pending = { self: this, args };
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, delay);
    return result;
  } as Debounced<F>;
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = pending = undefined;
  };
  debounced.flush = () => (timer === undefined ? result : run());
  return debounced;
}
