import { QueryClient } from '@tanstack/react-query';

/**
 * The admin's query client. A failed read is not asked again behind the operator's back: the
 * screen shows the failure at once, with Retry. react-query's default of three
 * silent retries (1 s, 2 s, 4 s apart) made a dashboard card or a reference input wait 7 s
 * before saying anything, sent four requests for one read and, with a hung server, kept the
 * operator waiting four time limits (2 min) instead of one. react-admin's list, show and edit
 * controllers already ask once; this makes every other read do the same.
 */
export function createAppQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}
