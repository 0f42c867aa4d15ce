import { installFields } from '../fields';
import { FIELD_SETTINGS } from '../../resources/shared/fields';

// Every field kind into the engine's registry, with the domain data the kinds need, before
// anything renders (imported first by src/main.tsx).
installFields(FIELD_SETTINGS);
