/** Browser-storage keys and cookie names fixed by SPEC §9. Nothing else may spell them. */
export const STORAGE_KEYS = {
  token: 'id_token',
  permissions: 'permissions',
  language: 'language',
} as const;

export const ASIDE_COOKIE = 'kt_aside_toggle_state';

/** Where the demo API keeps its seeded store (demo mode only). */
export const DEMO_STORE_KEY = 'demo_api_store_v1';
