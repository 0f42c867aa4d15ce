import { declarations } from '../../resources';
import { createCatalog } from '../engine/catalog';
import { screens } from '../screens';

/** The app's catalogue of resources and screens, built once from `resources/` and `src/screens/`. */
export const catalog = createCatalog(declarations, screens);
