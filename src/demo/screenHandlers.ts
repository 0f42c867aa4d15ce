import type { HttpHandler } from 'msw';
import type { DemoContext } from './context';

/** Demo calls of reports and the settings screens (issue 4). */
export function screenHandlers(_ctx: DemoContext): HttpHandler[] {
  return [];
}
