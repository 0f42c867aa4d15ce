import { createElement, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import type { ResourceDeclaration } from './types';

/**
 * What the engine's generic views show but do not own: parts that live in layers above the
 * engine (docs/architecture.md). The app fills these once, at start-up (src/app/compose.ts);
 * an empty slot simply renders nothing, so the engine never imports upward.
 */
export interface EngineSlots {
  /** The list toolbar's export button (src/widgets/export), given the list's fixed filter. */
  listExport?: ComponentType<{ decl: ResourceDeclaration; permanentFilter?: Record<string, unknown> }>;
  /** The list toolbar's import button (src/widgets/import), shown to whoever may create. */
  listImport?: ComponentType<{ decl: ResourceDeclaration; permanentFilter?: Record<string, unknown> }>;
  /**
   * Code every screen may draw but the first screen after sign-in does not (the field kinds, their
   * inputs and filters, the export button): fetched together with a screen's own chunk
   * (`withViewParts`).
   */
  viewParts?: () => Promise<unknown>;
}

const slots: EngineSlots = {};

export function fillEngineSlots(filled: EngineSlots): void {
  Object.assign(slots, filled);
}

/** The slot's content with these props, or nothing when the app left it empty. */
export function renderSlot<K extends 'listExport' | 'listImport'>(
  name: K,
  props: ComponentProps<NonNullable<EngineSlots[K]>>,
): ReactElement | null {
  const component = slots[name] as ComponentType<object> | undefined;
  return component ? createElement(component, props as object) : null;
}

/**
 * A screen's loader that fetches the `viewParts` alongside its own chunk: the screen renders once
 * both have arrived (a form at once, not input by input), and a failure of either is the
 * screen's chunk failure.
 */
export function withViewParts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), slots.viewParts?.()]).then(([loaded]) => loaded);
}
