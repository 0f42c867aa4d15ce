import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Text in a list cell (docs/decisions.md "Tables and numbers"): one line, cut with an ellipsis
 * at the list's maximum cell width (the `.app-cell-text` rule of the list's table), and, only
 * when it is cut, focusable with its full value in a tooltip on hover and on keyboard focus.
 * Outside a list (a details page) the class has no rule and the text wraps in full.
 *
 * One ResizeObserver for every cell of the page (not one per cell): it says which texts are
 * cut now, and only those get a tooltip and a tab stop.
 */
type Watcher = (clipped: boolean) => void;
const watchers = new WeakMap<Element, Watcher>();
let observer: ResizeObserver | undefined;

const isClipped = (el: Element) => el.scrollWidth > el.clientWidth + 1;

const onResize = (entries: ResizeObserverEntry[]) => {
  for (const entry of entries) watchers.get(entry.target)?.(isClipped(entry.target));
};

function watch(el: Element, watcher: Watcher): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  // The callback is made out here, not inline: a closure made in this call would share its scope
  // with the returned one, which holds `el` and `watcher`, and the page-long observer would keep
  // the first cell ever watched, with its whole detached table and React tree, after its list
  // closed (found with a heap snapshot's retainers; docs/decisions.md "Memory").
  observer ??= new ResizeObserver(onResize);
  watchers.set(el, watcher);
  observer.observe(el);
  return () => {
    watchers.delete(el);
    observer?.unobserve(el);
  };
}

export function CellText({
  value,
  dir = 'auto',
  secondary,
}: {
  /** The full text: shown (cut when too long) and given whole in the tooltip. */
  value: string;
  /** `ltr` for an e-mail or a code, `auto` for names and free text (follows the text itself). */
  dir?: 'auto' | 'ltr' | 'rtl';
  /** A second, quieter line (a person's e-mail under the name); cut the same way. */
  secondary?: ReactNode;
}) {
  const [clipped, setClipped] = useState(false);
  const stop = useRef<(() => void) | undefined>(undefined);
  // A callback ref: the span is replaced when the tooltip wraps it, and the new one is watched.
  const ref = useCallback((el: HTMLSpanElement | null) => {
    stop.current?.();
    stop.current = el ? watch(el, setClipped) : undefined;
  }, []);
  useEffect(() => () => stop.current?.(), []);
  const text = (
    // A tab stop only when cut: the keyboard's way to the tooltip with the whole value (WCAG 2.1.1,
    // 1.4.13); the text itself is not interactive, and its row keeps its own click.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
    <span ref={ref} dir={dir} className="app-cell-text" tabIndex={clipped ? 0 : undefined}>
      {value}
    </span>
  );
  const line = clipped ? (
    // describeChild: the text itself stays the name read out; the tooltip describes it.
    <Tooltip title={<bdi>{value}</bdi>} describeChild enterDelay={300}>
      {text}
    </Tooltip>
  ) : (
    text
  );
  if (secondary === undefined || secondary === null || secondary === '') return line;
  return (
    <span className="app-cell-stack">
      {line}
      <span className="app-cell-secondary">{secondary}</span>
    </span>
  );
}
