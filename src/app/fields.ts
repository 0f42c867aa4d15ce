import { installFields } from '../fields';
import { FIELD_SETTINGS } from '../../resources/shared/fields';

// Every field kind into the engine's registry, with the domain data the kinds need, before
// any resource view or screen renders: imported first by src/app/catalog.ts, which every route waits for.
installFields(FIELD_SETTINGS);
