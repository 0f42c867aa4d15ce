import { createElement, useEffect, useState, type ComponentProps, type ComponentType, type MouseEvent } from 'react';
import { lazyModule, lazyPage } from '../../config/chunks';
import { ChunkBoundary } from '../ChunkBoundary';
import type * as OverlayParts from './overlays';

type Parts = typeof OverlayParts;
const parts = lazyModule<Parts>(() => import('./overlays'));

/** Fetches the overlays' chunk now (once); a failure is left to the overlay that needs it. */
export function preloadOverlays(): void {
  parts.load().catch(() => undefined);
}

/**
 * What shows an intent to open an overlay: a control that announces a popup (`aria-haspopup`:
 * the menus, the panels' buttons), pointed at, touched or focused.
 */
const TRIGGER = '[aria-haspopup]:not([aria-haspopup="false"])';

/**
 * Fetches the overlays' chunk on the first intent to open one (mounted once, by the layout), so
 * a menu opened by a click has its code already in most cases; a click with no intent before
 * it (a script, a screen reader's virtual click) fetches it then and the menu shows when it has
 * arrived. Nothing is fetched for an operator who never goes near one.
 */
export function useOverlayIntent(): void {
  useEffect(() => {
    if (parts.loaded()) return undefined;
    const events = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;
    const onIntent = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element) || !target.closest(TRIGGER)) return;
      preloadOverlays();
      stop();
    };
    const stop = () => {
      for (const type of events) document.removeEventListener(type, onIntent, true);
    };
    for (const type of events) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return stop;
  }, []);
}

/**
 * One of the overlays, used in its place with the same props. Closed and never opened it draws
 * nothing (as MUI's do unless kept mounted) and fetches nothing. Once asked to open it draws
 * the real one, at once if the chunk is there, else when it arrives; after that it stays drawn,
 * so closing plays the exit transition and a kept-mounted drawer stays in the document. If the
 * chunk does not arrive, the operator reads it in a dialog (Retry, Reload, Close) whose Close
 * closes the overlay; opening it again fetches again.
 */
function lazyOverlay<K extends keyof Parts>(
  name: K,
  isOpen: (props: ComponentProps<Parts[K]>) => boolean,
  close: (props: ComponentProps<Parts[K]>) => void,
) {
  type Props = ComponentProps<Parts[K]> & object;
  const real = (m: Parts) => m[name] as unknown as ComponentType<Props>;
  function Overlay(props: Props) {
    const open = isOpen(props);
    const [shown, setShown] = useState<ComponentType<Props> | null>(null);
    const loaded = parts.loaded();
    if (open && !shown) {
      setShown(() => (loaded ? real(loaded) : lazyPage<Props>(() => parts.load().then((m) => ({ default: real(m) })))));
      return null;
    }
    if (!shown) return null;
    if (!open && !loaded) {
      // Closed before its code arrived (or after it failed): the next opening fetches again.
      setShown(null);
      return null;
    }
    return <ChunkBoundary onClose={() => close(props)}>{createElement(shown, props)}</ChunkBoundary>;
  }
  Overlay.displayName = `LazyOverlay(${name})`;
  return Overlay;
}

type MenuProps = ComponentProps<Parts['Menu']>;
type DrawerProps = ComponentProps<Parts['Drawer']>;
type ConfirmProps = ComponentProps<Parts['Confirm']>;

/** MUI's Menu, loaded on first use. */
export const Menu = lazyOverlay(
  'Menu',
  (p: MenuProps) => p.open,
  (p: MenuProps) => p.onClose?.({}, 'backdropClick'),
);

/** MUI's Drawer (temporary), loaded on first use; a docked aside is drawn without it. */
export const Drawer = lazyOverlay(
  'Drawer',
  (p: DrawerProps) => Boolean(p.open),
  (p: DrawerProps) => p.onClose?.({}, 'backdropClick'),
);

/** react-admin's confirmation dialog, loaded on first use. */
export const Confirm = lazyOverlay(
  'Confirm',
  (p: ConfirmProps) => p.isOpen ?? false,
  // No pointer event to give: the failure's Close button is not the dialog's.
  (p: ConfirmProps) => p.onClose({} as MouseEvent<HTMLButtonElement>),
);
