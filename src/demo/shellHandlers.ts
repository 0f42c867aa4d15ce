import type { HttpHandler } from 'msw';
import type { DemoContext } from './context';

/** The shell's calls (quick search, notifications): SPEC §7. */
export function shellHandlers(_ctx: DemoContext): HttpHandler[] {
  return [];
}
