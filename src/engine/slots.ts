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
}

const slots: EngineSlots = {};

export function fillEngineSlots(filled: EngineSlots): void {
  Object.assign(slots, filled);
}

/** The slot's content with these props, or nothing when the app left it empty. */
export function renderSlot<K extends keyof EngineSlots>(name: K, props: ComponentProps<NonNullable<EngineSlots[K]>>): ReactElement | null {
  const component = slots[name] as ComponentType<object> | undefined;
  return component ? createElement(component, props as object) : null;
}
