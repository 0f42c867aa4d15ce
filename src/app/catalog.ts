import { declarations } from '../../resources';
import { createCatalog } from '../engine/catalog';
import { screens } from '../screens';
import { MENU_GROUPS } from '../../resources/shared/menu';
import { composeEngine } from './compose';

// The field kinds and the engine's slots are installed with the catalogue: no resource view or
// screen can render before it has loaded, and they stay out of the first page load.
composeEngine();

// Development: say at once what is wrong with a declaration (src/app/declarationCheck.ts).
if (import.meta.env.DEV) void import('./declarationCheck').then((m) => m.checkAtStartup(declarations, screens));

/** The app's catalogue of resources and screens, built once from `resources/` and `src/screens/`. */
export const catalog = createCatalog(declarations, screens, { menuGroups: MENU_GROUPS });
