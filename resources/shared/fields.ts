import type { FieldSettings } from '../../src/fields';
import { DEFAULT_CURRENCY } from './currencies';
import { STATUS_TONES } from './statuses';

/** The domain data the field kinds are given at start-up (src/app/fields.ts, tests/setup.ts, the demo API). */
export const FIELD_SETTINGS: FieldSettings = { defaultCurrency: DEFAULT_CURRENCY, statusTones: STATUS_TONES };
