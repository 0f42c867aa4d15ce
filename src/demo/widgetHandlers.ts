import type { HttpHandler } from 'msw';
import type { DemoContext } from './context';

/** The widgets' calls (upload, export): SPEC §7. */
export function widgetHandlers(_ctx: DemoContext): HttpHandler[] {
  return [];
}
