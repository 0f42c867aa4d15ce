import type { HttpHandler } from 'msw';
import type { DemoContext } from './context';

/** Demo calls of plan and company settings, company deletion/rename/reset (issue 4). */
export function subscriptionHandlers(_ctx: DemoContext): HttpHandler[] {
  return [];
}
