import { createContext, useContext } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'ra-core';

/**
 * The app bar's title element (react-admin's `TitlePortal`, `#react-admin-title`, the page's
 * one h1), handed down by the layout: `element` is null until it is in the document. Outside
 * the layout there is no value at all.
 */
const TitleContainer = createContext<{ element: HTMLElement | null } | null>(null);

export const TitleContainerProvider = TitleContainer.Provider;

/**
 * Whether the page is drawn inside the layout, whose app bar holds its title. A status page
 * shown before the layout exists (a chunk failure on the sign-in page) has no app bar, and its
 * own heading is the page's h1.
 */
export function useInLayout(): boolean {
  return useContext(TitleContainer) !== null;
}

/**
 * A page's title in the app bar, for the pages the layout itself draws (the dashboard, the
 * status pages, notifications). react-admin's `<Title>` does the same but wraps the text in its
 * preferences editor (`PageTitleConfigurable`), which brings MUI's TextField, Select and their
 * inputs; no screen of this app edits its title, so those came with the first screen for
 * nothing. Resource screens keep react-admin's own, inside its List/Edit/Show views.
 */
export function AppTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const element = useContext(TitleContainer)?.element;
  return element ? createPortal(<span>{translate(title, { _: title })}</span>, element) : null;
}
