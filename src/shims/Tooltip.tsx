/**
 * The app's tooltip, standing in for MUI's `Tooltip` module everywhere: vite.config.ts
 * (`lightTooltip`) resolves `@mui/material/esm/Tooltip/Tooltip.js` to this file, for the app's
 * imports and for react-admin's and MUI's own. MUI's positions itself with Popper.js; every
 * tooltip of the app is a short label next to its element, which this file places itself, so
 * the first screen after sign-in carries neither (about 10 KB gzip, docs/decisions.md
 * "Performance", session 13).
 *
 * What it keeps of MUI's behaviour and look: the props the app, react-admin and MUI pass
 * (`title`, `placement`, `describeChild`, the delays, `open`/`onOpen`/`onClose`, the `disable…`
 * switches, and any other prop goes to the child, as MUI does); the accessible name (the child
 * gets `aria-label` from a text title, `aria-labelledby` from any other) or, with
 * `describeChild`, `aria-describedby` while open and a native `title` while closed; opening on
 * hover after `enterDelay` (at once while another has just closed), on keyboard focus only
 * (`:focus-visible`), on a long press (`enterTouchDelay`), and closing on leave, blur and Escape
 * (WCAG 1.4.13); the pointer can move onto the tooltip and it stays; `role="tooltip"`, the
 * `MuiTooltip-popper` and `MuiTooltip-tooltip` classes and `data-popper-placement`; MUI's
 * colours, type, padding and 14 px gap. Placement: start and end are mirrored in right-to-left
 * pages (as MUI's Popper does), the tooltip moves to the other side when its own has no room and
 * stays inside the window. Not kept: `arrow`, `followCursor`, `slots`/`slotProps` and the Popper
 * and transition props (no caller passes them); it fades instead of growing.
 */
import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { styled } from '@mui/material/styles';
import getReactElementRef from '@mui/utils/getReactElementRef';
import useForkRef from '@mui/utils/useForkRef';
import useId from '@mui/utils/useId';
import { useFloating, type Placement } from '../theme/placement';

export interface LightTooltipProps {
  title: ReactNode;
  children: ReactElement;
  placement?: Placement;
  describeChild?: boolean;
  enterDelay?: number;
  enterNextDelay?: number;
  enterTouchDelay?: number;
  leaveDelay?: number;
  leaveTouchDelay?: number;
  open?: boolean;
  onOpen?: (event: SyntheticEvent | Event) => void;
  onClose?: (event: SyntheticEvent | Event) => void;
  disableHoverListener?: boolean;
  disableFocusListener?: boolean;
  disableTouchListener?: boolean;
  disableInteractive?: boolean;
  id?: string;
  className?: string;
  [prop: string]: unknown;
}

/** MUI's props that are not the child's (accepted, and not passed on). */
const NOT_FOR_CHILD = [
  'arrow',
  'classes',
  'components',
  'componentsProps',
  'followCursor',
  'PopperComponent',
  'PopperProps',
  'slotProps',
  'slots',
  'TransitionComponent',
  'TransitionProps',
];

/**
 * The gap between the element and its tooltip (MUI's). As in MUI's, it is inside the tooltip's
 * box (padding on the element's side): the pointer goes from the element straight onto the box,
 * so the tooltip stays open when the pointer moves onto it.
 */
const GAP = 14;
const PADDING_SIDE = { top: 'paddingBottom', bottom: 'paddingTop', left: 'paddingRight', right: 'paddingLeft' } as const;
/** How long the fade takes, and how long after one tooltip closes the next opens at once (MUI: 800 ms). */
const FADE_MS = 150;
const NEXT_WINDOW_MS = 800;
let lastClosedAt = -Infinity;
const markClosed = () => {
  lastClosedAt = performance.now();
};
const closedJustNow = () => performance.now() - lastClosedAt < NEXT_WINDOW_MS;

const Popup = styled('div')(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.zIndex.tooltip,
  transition: `opacity ${FADE_MS}ms`,
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  '& .MuiTooltip-tooltip': {
    backgroundColor: theme.alpha(theme.palette.grey[700], 0.92),
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.common.white,
    fontFamily: theme.typography.fontFamily,
    padding: '4px 8px',
    fontSize: theme.typography.pxToRem(11),
    maxWidth: 300,
    margin: 2,
    overflowWrap: 'break-word',
    fontWeight: theme.typography.fontWeightMedium,
  },
}));

/** Whether `element` has keyboard focus (a tooltip opens on that focus, not a click's). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** Calls the child's own handler, then the tooltip's (MUI's order). */
const compose =
  <E,>(mine: (event: E) => void, theirs: unknown) =>
  (event: E) => {
    if (typeof theirs === 'function') theirs(event);
    mine(event);
  };

export default function Tooltip(props: LightTooltipProps) {
  const {
    title,
    children,
    placement = 'bottom',
    describeChild = false,
    enterDelay = 100,
    enterNextDelay = 0,
    enterTouchDelay = 700,
    leaveDelay = 0,
    leaveTouchDelay = 1500,
    open: openProp,
    onOpen,
    onClose,
    disableHoverListener = false,
    disableFocusListener = false,
    disableTouchListener = false,
    disableInteractive = false,
    id: idProp,
    className,
    ...rest
  } = props;
  const other = Object.fromEntries(Object.entries(rest).filter(([name]) => !NOT_FOR_CHILD.includes(name)));
  const id = useId(idProp);
  const [openState, setOpenState] = useState(false);
  const controlled = openProp !== undefined;
  const hasTitle = Boolean(title) || title === 0;
  const open = hasTitle && (controlled ? openProp : openState);
  // Still drawn for the fade after it closes.
  const [fading, setFading] = useState(false);
  const mounted = open || fading;
  const anchorRef = useRef<HTMLElement | null>(null);
  const timers = useRef<{ enter?: number; leave?: number; touch?: number; fade?: number }>({});
  const touching = useRef(false);

  const clear = useCallback((...names: ('enter' | 'leave' | 'touch' | 'fade')[]) => {
    for (const name of names) window.clearTimeout(timers.current[name]);
  }, []);
  useEffect(() => () => clear('enter', 'leave', 'touch', 'fade'), [clear]);

  const show = (event: SyntheticEvent | Event) => {
    clear('fade');
    if (!controlled) setOpenState(true);
    if (!open) onOpen?.(event);
  };
  const hide = (event: SyntheticEvent | Event) => {
    // A pointer that passed over without opening it closes nothing (and speeds up no next one).
    if (!open) return;
    markClosed();
    setFading(true);
    timers.current.fade = window.setTimeout(() => setFading(false), FADE_MS);
    if (!controlled) setOpenState(false);
    onClose?.(event);
  };
  const enter = (event: SyntheticEvent) => {
    clear('enter', 'leave');
    if (open) return;
    const delay = closedJustNow() ? enterNextDelay : enterDelay;
    if (delay) timers.current.enter = window.setTimeout(() => show(event), delay);
    else show(event);
  };
  /** Closes after `leaveDelay` (the pointer moving onto the tooltip cancels it). */
  const leave = (event: SyntheticEvent) => {
    clear('enter', 'leave');
    timers.current.leave = window.setTimeout(() => hide(event), leaveDelay);
  };

  // Escape closes it (WCAG 1.4.13, dismissible without moving the pointer or focus).
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide(event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const { popupRef, position } = useFloating(anchorRef, mounted, placement, 0, title);

  const ref = useForkRef(getReactElementRef(children), anchorRef);
  if (!isValidElement<Record<string, unknown>>(children)) return children;
  const own = children.props;
  const titleIsText = typeof title === 'string';
  const nameOrDescription = describeChild
    ? { title: !open && titleIsText && !disableHoverListener ? title : undefined, 'aria-describedby': open ? id : undefined }
    : { 'aria-label': titleIsText && title ? title : undefined, 'aria-labelledby': open && !titleIsText ? id : undefined };
  const childProps: Record<string, unknown> = {
    ...nameOrDescription,
    ...other,
    ...own,
    className: [className, own.className].filter(Boolean).join(' ') || undefined,
    ref,
  };
  const pointerOver = (event: SyntheticEvent) => {
    if (!touching.current) enter(event);
  };
  if (!disableHoverListener) {
    childProps.onMouseOver = compose(pointerOver, own.onMouseOver);
    childProps.onMouseLeave = compose(leave, own.onMouseLeave);
  }
  if (!disableFocusListener) {
    childProps.onFocus = compose((event: SyntheticEvent) => {
      if (focusVisible(event.target as Element)) enter(event);
    }, own.onFocus);
    childProps.onBlur = compose(leave, own.onBlur);
  }
  if (!disableTouchListener) {
    childProps.onTouchStart = compose((event: SyntheticEvent) => {
      // The mouse events a tap is followed by do not open it; a long press does.
      touching.current = true;
      clear('enter', 'leave', 'touch');
      timers.current.touch = window.setTimeout(() => show(event), enterTouchDelay);
    }, own.onTouchStart);
    childProps.onTouchEnd = compose((event: SyntheticEvent) => {
      clear('touch');
      timers.current.leave = window.setTimeout(() => {
        touching.current = false;
        hide(event);
      }, leaveTouchDelay);
    }, own.onTouchEnd);
  }

  const side = (position?.placement ?? placement).split('-')[0] as keyof typeof PADDING_SIDE;
  const style: CSSProperties = {
    // Physical, as placed (an inline style: the right-to-left stylesheet would flip it).
    [PADDING_SIDE[side]]: GAP,
    top: position?.top ?? 0,
    left: position?.left ?? 0,
    // Placed before it is shown: measured hidden on the first frame.
    visibility: position ? undefined : 'hidden',
    opacity: open && position ? 1 : 0,
    // Fading out, it lets the pointer through (as MUI's): only an open tooltip holds it.
    pointerEvents: disableInteractive || !open ? 'none' : undefined,
  };
  return (
    <>
      {cloneElement(children, childProps)}
      {mounted &&
        hasTitle &&
        createPortal(
          <Popup
            ref={popupRef}
            // Fading out, it is no longer the tooltip: only the open one is (by role and id).
            role={open ? 'tooltip' : undefined}
            id={open ? id : undefined}
            aria-hidden={open ? undefined : true}
            className="MuiTooltip-popper"
            data-popper-placement={position?.placement ?? placement}
            style={style}
            onMouseOver={disableInteractive || disableHoverListener ? undefined : pointerOver}
            onMouseLeave={disableInteractive || disableHoverListener ? undefined : leave}
          >
            <div className="MuiTooltip-tooltip">{title}</div>
          </Popup>,
          document.body,
        )}
    </>
  );
}

/** MUI's module exports this for its own tests; kept so the module's shape is the same. */
export function testReset() {
  lastClosedAt = -Infinity;
}
