import {
  ACCOUNT as account,
  ADMIN_ACCOUNT as adminAccount,
  COMPANY as company,
  SYSTEM_LOG as systemLog,
  USER_SETTINGS as user,
} from './decls';
import { AccountVerification, useApplyAccount } from './account';
import { SettingsScreen } from './SettingsScreen';

/** The four settings screens of SPEC §2, each one form over `settings/<name>`. */
export const AdminAccountSettings = () => <SettingsScreen decl={adminAccount} id="admin-account" screen="admin_account_settings" />;
export const SystemLogConfig = () => <SettingsScreen decl={systemLog} id="system-log-config" screen="system_log_config" />;
export const CompanyConfiguration = () => <SettingsScreen decl={company} id="company-configuration" screen="company_configuration" />;
export const UserSettings = () => <SettingsScreen decl={user} id="user-settings" screen="user_settings" />;

/** The operator's account: saving applies its language and time zone at once. */
export const Account = () => {
  const { onLoaded, onSaved } = useApplyAccount();
  return (
    <SettingsScreen decl={account} id="account" screen="account" header={<AccountVerification onLoaded={onLoaded} />} onSaved={onSaved} />
  );
};
