import { createContext, useContext } from 'react';
import type { Catalog } from './catalog';

/** The engine gets the catalogue from the app through context, never by import (STYLE habit 9). */
export const CatalogContext = createContext<Catalog | null>(null);

export function useCatalog(): Catalog {
  const catalog = useContext(CatalogContext);
  if (!catalog) throw new Error('useCatalog must be used inside <CatalogContext.Provider>');
  return catalog;
}
