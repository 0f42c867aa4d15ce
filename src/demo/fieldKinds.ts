import { installFields } from '../fields';
import { FIELD_SETTINGS } from '../../resources/shared/fields';

// The demo API checks and stores values with the same field kinds as the forms.
installFields(FIELD_SETTINGS);
