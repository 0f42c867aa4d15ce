import { createContext, useContext } from 'react';

const InLayout = createContext(false);

/** True below the main layout (its app bar holds the page title, the page's one h1). */
export const InLayoutProvider = InLayout.Provider;

export function useInLayout(): boolean {
  return useContext(InLayout);
}
