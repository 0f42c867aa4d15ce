import { declarations } from '../../resources';
import { createCatalog } from '../engine/catalog';

/** The app's catalogue of resources, built once from `resources/`. */
export const catalog = createCatalog(declarations);
