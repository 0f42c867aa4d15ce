// The field kinds are installed with the catalogue: no resource view or screen can render before
// it has loaded, and they stay out of the first page load (the sign-in page needs none).
import './fields';
import { declarations } from '../../resources';
import { createCatalog } from '../engine/catalog';
import { screens } from '../screens';

/** The app's catalogue of resources and screens, built once from `resources/` and `src/screens/`. */
export const catalog = createCatalog(declarations, screens);
