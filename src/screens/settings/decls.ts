import type { ResourceDeclaration } from '../../engine/types';
import { CURRENCIES } from '../../../resources/shared/currencies';
import { CALENDARS, DIGITS } from '../../locale/displayPrefs';

/**
 * The settings forms as small declarations (fields, checks, labels `resources.<name>.fields.*`),
 * read by the screens (`ResourceForm`) and by the demo API's validation. Each screen declares its
 * form as an API-only resource (`api` in src/screens/*.screen.ts: no route, list or menu of its
 * own, endpoint `settings`), id = the settings name: `GET|PUT settings/<name>`.
 */

/**
 * The admin account settings form (`/admin_account/setting`, a screen in src/screens): no
 * list, no menu, no route of its own. Read and saved with the data provider's generic
 * `getOne`/`update` as `GET|PUT settings/admin-account` (docs/other-screens.md).
 */
export const ADMIN_ACCOUNT: ResourceDeclaration = {
  name: 'settings_admin_account',
  base: '/admin_account/setting',
  endpoint: 'settings',
  access: {},
  recordTitle: 'company_name',
  fields: [
    { source: 'company_name', kind: 'text', required: true, minLength: 2, maxLength: 120 },
    { source: 'email', kind: 'email', required: true },
    // Left empty, the password stays as it is.
    { source: 'password', kind: 'password', minLength: 8 },
    { source: 'password_confirmation', kind: 'password', confirms: 'password' },
  ],
};

/** The system log configuration form (`/settings/system-log-config`): `GET|PUT settings/system-log-config`. */
export const SYSTEM_LOG: ResourceDeclaration = {
  name: 'settings_system_log',
  base: '/settings/system-log-config',
  endpoint: 'settings',
  access: {},
  recordTitle: 'log_level',
  fields: [
    { source: 'log_level', kind: 'select', required: true, choices: ['debug', 'info', 'warning', 'error'] },
    { source: 'retention_days', kind: 'number', required: true, min: 1, max: 3650 },
    { source: 'log_logins', kind: 'boolean' },
    { source: 'log_data_changes', kind: 'boolean' },
    { source: 'log_exports', kind: 'boolean' },
    { source: 'log_permission_denied', kind: 'boolean' },
    { source: 'log_api_errors', kind: 'boolean' },
  ],
};

/** The company configuration form (`/company-configuration`): `GET|PUT settings/company-configuration`. */
export const COMPANY: ResourceDeclaration = {
  name: 'settings_company',
  base: '/company-configuration',
  endpoint: 'settings',
  access: {},
  recordTitle: 'legal_name_en',
  fields: [
    { source: 'legal_name_ar', kind: 'text', required: true, minLength: 2 },
    { source: 'legal_name_en', kind: 'text', required: true, minLength: 2 },
    // Saudi VAT registration number: 15 digits, first and last 3. Commercial registration: 10 digits.
    { source: 'vat_number', kind: 'text', required: true, pattern: /^3\d{13}3$/ },
    { source: 'cr_number', kind: 'text', required: true, pattern: /^\d{10}$/ },
    { source: 'address', kind: 'text', multiline: true, fullWidth: true },
    { source: 'default_currency', kind: 'select', required: true, choices: CURRENCIES },
    {
      source: 'fiscal_year_start',
      kind: 'select',
      required: true,
      choices: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'],
    },
  ],
};

/** The signed-in operator's own settings (`/user-settings`): `GET|PUT settings/user-settings`, per account. */
export const USER_SETTINGS: ResourceDeclaration = {
  name: 'settings_user',
  base: '/user-settings',
  endpoint: 'settings',
  access: {},
  recordTitle: 'default_language',
  fields: [
    { source: 'default_language', kind: 'select', required: true, choices: ['ar', 'en', 'es'] },
    { source: 'date_format', kind: 'select', required: true, choices: ['dd/mm/yyyy', 'yyyy-mm-dd', 'mm/dd/yyyy'] },
    { source: 'rows_per_page', kind: 'select', required: true, choices: ['10', '25', '50', '100'] },
    { source: 'notify_email', kind: 'boolean' },
    { source: 'notify_sms', kind: 'boolean' },
    { source: 'notify_push', kind: 'boolean' },
  ],
};

/**
 * The operator's account (`/account`, from the user menu; SPEC §3 "Account info"):
 * `GET|PUT settings/account`, per account. The email is the sign-in email. The answer also
 * carries `verified` (read only: whether the email was confirmed), which the page shows.
 * Saving applies the language to the interface and the time zone to every date-time shown.
 */
export const ACCOUNT: ResourceDeclaration = {
  name: 'settings_account',
  base: '/account',
  endpoint: 'settings',
  access: {},
  recordTitle: 'username',
  fields: [
    { source: 'username', kind: 'text', required: true, minLength: 3, maxLength: 60, pattern: /^[\p{L}\p{N}._-]+$/u },
    { source: 'email', kind: 'email', required: true },
    { source: 'language', kind: 'select', required: true, choices: ['ar', 'en', 'es'] },
    { source: 'time_zone', kind: 'timeZone', required: true },
    // How this operator reads numbers and dates (src/locale/displayPrefs.ts).
    { source: 'digits', kind: 'select', required: true, choices: DIGITS },
    { source: 'calendar', kind: 'select', required: true, choices: CALENDARS },
    { source: 'notify_email', kind: 'boolean' },
    { source: 'notify_sms', kind: 'boolean' },
    { source: 'notify_phone', kind: 'boolean' },
  ],
};
