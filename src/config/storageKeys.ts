/** Browser-storage keys and cookie names fixed by SPEC §9. Nothing else may spell them. */
export const STORAGE_KEYS = {
  token: 'id_token',
  permissions: 'permissions',
  language: 'language',
  /** The time zone date-times are shown in (the Account page); the browser's own when absent. */
  timeZone: 'time_zone',
  /** Latin or Arabic-Indic digits in the Arabic interface (the Account page). */
  digits: 'digits',
  /** Gregorian dates alone, or with the Hijri date beside them (the Account page). */
  calendar: 'calendar',
} as const;

export const ASIDE_COOKIE = 'kt_aside_toggle_state';

/**
 * The operator's layout choices (columns, density, theme, aside), one namespace per operator:
 * `<LAYOUT_PREFIX>.<operator>.<key>`, where `<operator>` is a hash of the sign-in email, kept
 * under LAYOUT_OPERATOR_KEY (src/locale/operatorLayout.ts, docs/decisions.md "Layout").
 */
export const LAYOUT_PREFIX = 'backoffice_layout';
export const LAYOUT_OPERATOR_KEY = 'backoffice_layout_operator';

/**
 * Where the demo API keeps its seeded store (demo mode only). The version goes up when the
 * seed's shape changes (v2: role permissions, plan services, valid E.164 phones, commission
 * currencies; v3: seeded display names in Arabic and English, `{ar, en}`), so a browser holding an
 * older store starts from the new seed.
 */
export const DEMO_STORE_KEY = 'demo_api_store_v3';
/** Stores of earlier versions, removed when the demo starts. */
export const OLD_DEMO_STORE_KEYS = ['demo_api_store_v1', 'demo_api_store_v2'] as const;
