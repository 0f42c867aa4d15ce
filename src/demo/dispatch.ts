import { getResponse, http, type HttpHandler } from 'msw';

/**
 * One MSW handler in front of the demo API's handlers. MSW tries a call against its handlers one
 * by one, and each try parses the call's path and its cookies: with one set of routes per
 * resource (some 250 handlers), that took most of a call's time on the page's thread. This
 * handler takes every call under `base` and hands it to the handlers whose path starts with the
 * call's first segment (`/api/users/3` → those of `/api/users…`), and to those whose first
 * segment is a parameter or a wildcard, in their given order: the first that answers wins, as
 * before. `before` runs first for every call.
 */
export function dispatch(base: string, handlers: readonly HttpHandler[], before: (request: Request) => Promise<void>): HttpHandler {
  const root = base.replace(/\/+$/, '');
  const rootPath = new URL(root).pathname;
  /** The literal first segment of a handler's path under `root`, or undefined when any call may match it. */
  const literal = (handler: HttpHandler): string | undefined => {
    const { path } = handler.info;
    if (typeof path !== 'string' || !path.startsWith(`${root}/`)) return undefined;
    const first = path.slice(root.length + 1).split('/')[0];
    return /^[\w.-]+$/.test(first) ? first : undefined;
  };
  const keyed = handlers.map((handler) => ({ handler, first: literal(handler) }));
  const groups = new Map<string, HttpHandler[]>();
  const groupOf = (first: string) => {
    let group = groups.get(first);
    if (!group) {
      group = keyed.filter((k) => k.first === undefined || k.first === first).map((k) => k.handler);
      groups.set(first, group);
    }
    return group;
  };
  return http.all(`${root}/*`, async ({ request }) => {
    await before(request);
    const first = new URL(request.url).pathname.slice(rootPath.length + 1).split('/')[0];
    return getResponse(groupOf(first), request);
  });
}
