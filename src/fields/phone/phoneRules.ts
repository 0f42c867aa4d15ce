import type { Validator } from 'ra-core';
import { withTimeout } from '../../config/chunkTimeout';

export const DEFAULT_PHONE_COUNTRY = 'SA';

/**
 * SPEC §5: numbers are checked with libphonenumber-js, loaded on first use (it is part of the
 * phone chunk, never of the first load). An empty value is left to `required`.
 */
export function phoneValidator(label: string): Validator {
  return async (value: unknown) => {
    if (value === undefined || value === null || value === '') return undefined;
    const { isValidPhoneNumber } = await withTimeout(() => import('libphonenumber-js'));
    return isValidPhoneNumber(String(value)) ? undefined : { message: 'widgets.phone.invalid', args: { name: label } };
  };
}
