import { createContext, useContext, type ReactNode } from 'react';

/**
 * Draws the page's title in the layout's app bar (react-admin's `<Title>`: the page's one h1);
 * `null` outside the layout. It is handed down by the layout rather than imported where it is
 * used, so a page that is also shown before the layout exists (a chunk failure on the sign-in
 * page, `StatusPage`) does not pull react-admin into the first load.
 */
export type LayoutTitle = (title: string) => ReactNode;

const Context = createContext<LayoutTitle | null>(null);

export const LayoutTitleProvider = Context.Provider;

export function useLayoutTitle(): LayoutTitle | null {
  return useContext(Context);
}
