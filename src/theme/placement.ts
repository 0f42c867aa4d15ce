/**
 * Where a floating box goes beside the element it belongs to: the tooltips (src/shims/Tooltip.tsx)
 * and the minimised menu's group dropdowns (src/layout/AppMenu.tsx). MUI places those with its
 * Popper (Popper.js); these few lines do what they need of it, so the first screen after sign-in
 * carries neither.
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTheme } from '@mui/material/styles';

export type Side = 'top' | 'bottom' | 'left' | 'right';
/** Popper.js's names: a side, then how the box lines up along it. */
export type Placement = Side | `${Side}-start` | `${Side}-end`;

/** The margin kept from the window's edges. */
const EDGE = 4;

const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/**
 * The window position of a `size` box for an element at `anchor` (window coordinates), `gap`
 * away from it: on `placement`'s side, or on the opposite one when only that one has room;
 * aligned as asked (`start` and `end` of a top or bottom placement are mirrored in a
 * right-to-left page, as MUI's Popper does), then moved along its side to stay in the window.
 * Returns the placement used.
 */
export function placeFloating(
  anchor: { top: number; left: number; bottom: number; right: number },
  size: { width: number; height: number },
  placement: Placement,
  rtl: boolean,
  gap: number,
  view: { width: number; height: number } = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
): { top: number; left: number; placement: Placement } {
  let [side, align] = placement.split('-') as [Side, 'start' | 'end' | undefined];
  if (rtl && align && (side === 'top' || side === 'bottom')) align = align === 'start' ? 'end' : 'start';
  const room: Record<Side, number> = {
    top: anchor.top,
    bottom: view.height - anchor.bottom,
    left: anchor.left,
    right: view.width - anchor.right,
  };
  const need = (s: Side) => (s === 'top' || s === 'bottom' ? size.height : size.width) + gap;
  if (room[side] < need(side) && room[opposite[side]] >= need(opposite[side])) side = opposite[side];
  const keepIn = (value: number, length: number, limit: number) => Math.max(EDGE, Math.min(value, limit - length - EDGE));
  let top: number;
  let left: number;
  if (side === 'top' || side === 'bottom') {
    top = side === 'bottom' ? anchor.bottom + gap : anchor.top - gap - size.height;
    left = align === 'start' ? anchor.left : align === 'end' ? anchor.right - size.width : (anchor.left + anchor.right - size.width) / 2;
    left = keepIn(left, size.width, view.width);
  } else {
    left = side === 'right' ? anchor.right + gap : anchor.left - gap - size.width;
    top = align === 'start' ? anchor.top : align === 'end' ? anchor.bottom - size.height : (anchor.top + anchor.bottom - size.height) / 2;
    top = keepIn(top, size.height, view.height);
  }
  return { top, left, placement: (align ? `${side}-${align}` : side) as Placement };
}

/**
 * Keeps a floating box (`popupRef`, position: fixed) placed beside `anchorRef` while `active`:
 * measured before it is painted, then again on every scroll and resize. `position` is null until
 * the box has been measured (draw it hidden until then).
 */
export function useFloating(
  anchorRef: RefObject<HTMLElement | null>,
  active: boolean,
  placement: Placement,
  gap: number,
  content?: unknown,
) {
  const rtl = useTheme().direction === 'rtl';
  const popupRef = useRef<HTMLDivElement | null>(null);
  const [position, setPosition] = useState<ReturnType<typeof placeFloating> | null>(null);
  const update = useCallback(() => {
    const anchor = anchorRef.current;
    const popup = popupRef.current;
    if (!anchor || !popup) return;
    const next = placeFloating(
      anchor.getBoundingClientRect(),
      { width: popup.offsetWidth, height: popup.offsetHeight },
      placement,
      rtl,
      gap,
    );
    setPosition((now) => (now && now.top === next.top && now.left === next.left && now.placement === next.placement ? now : next));
  }, [anchorRef, placement, rtl, gap]);
  useLayoutEffect(() => {
    if (!active) return undefined;
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [active, update, content]);
  return { popupRef, position: active ? position : null };
}
