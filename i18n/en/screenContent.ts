/**
 * What the screens that are not resources show beyond their titles (introductions, notes, their
 * reports' and actions' words): with the screens' strings, joined group by group with ./screens.ts.
 */
export const screenContent = {
  common: {
    saved: 'Saved.',
  },
  admin_account_settings: {
    intro: 'The company name and email of this admin account. Leave the password empty to keep it.',
  },
  system_log_config: {
    intro: 'Which events the system records, at what level, and how long the records are kept.',
  },
  company_configuration: {
    intro: 'The legal details printed on invoices, and the defaults of new records.',
  },
  account: {
    intro: 'Your account: how you sign in and are reached, your language, and the time zone dates and times are shown in.',
    verified: 'Email verified',
    not_verified: 'Email not verified',
  },
  user_settings: {
    intro: 'Your own preferences. They apply to your account only.',
  },
  reports: {
    totals: 'Totals for the current filters',
    totals_failed: 'The totals could not be computed.',
    rows: 'Records',
  },
  actions: {
    not_applicable: 'This record is no longer in a state this action applies to. Reload the page to see its current state.',
  },
};
