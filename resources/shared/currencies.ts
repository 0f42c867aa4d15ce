/** The currencies the platform bills in (ISO 4217), the home currency first. */
export const CURRENCIES = ['SAR', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** An amount with no currency of its own (declared or in its record) is in this one. */
export const DEFAULT_CURRENCY: Currency = 'SAR';
