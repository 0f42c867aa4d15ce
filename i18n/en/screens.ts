/**
 * Strings of the screens that are not resources (`src/screens/*.screen.ts`) the menu and the user
 * menu read: `screens.<name>.title`. The rest of each comes with the screens' strings
 * (./screenContent.ts).
 */
export const screens = {
  admin_account_settings: {
    title: 'Admin account settings',
  },
  system_log_config: {
    title: 'System log configuration',
  },
  company_configuration: {
    title: 'Company configuration',
  },
  account: {
    title: 'Account',
    menu: 'Account',
  },
  user_settings: {
    title: 'User settings',
  },
};
