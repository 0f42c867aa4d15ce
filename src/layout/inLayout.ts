import { createContext, useContext, type ReactNode } from 'react';

/**
 * Draws a page's title in the layout's app bar (react-admin's `<Title>`: the page's one h1);
 * `null` outside the layout. The layout hands it down rather than the page importing it, so a
 * page that is also shown before the layout exists (a chunk failure on the sign-in page,
 * `StatusPage`) does not bring react-admin's UI into the sign-in page's first load.
 */
export type LayoutTitle = (title: string) => ReactNode;

const Context = createContext<LayoutTitle | null>(null);

export const LayoutTitleProvider = Context.Provider;

export function useLayoutTitle(): LayoutTitle | null {
  return useContext(Context);
}
