import { useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'ra-core';
import { useCatalog } from '../../engine/CatalogContext';
import { CompanyPermissions } from './CompanyPermissions';
import { SettingsForm } from './SettingsForm';
import { idOf } from './common';
import { isolateValue } from '../../locale/bidi';
import { COMPANY_SETTINGS_RESOURCE, PLAN_SETTINGS_RESOURCE, type SettingsKind } from './settingsSchema';

const PAGE_OF: Record<SettingsKind, string> = { print: 'print_settings', invoices: 'invoices_bonds', codes: 'code_settings' };

/** A plan's settings page: `/subscription/plans/<page>/:plan_id`. */
function PlanSettingsPage({ kind }: { kind: SettingsKind }) {
  const planId = idOf(useParams().plan_id);
  const translate = useTranslate();
  const catalog = useCatalog();
  const { data: plan } = useGetOne('plans', { id: planId }, { enabled: planId !== undefined });
  if (planId === undefined) return null;
  const title = translate(`resources.plans.settings.title_${kind}`, { name: plan?.name ?? `#${planId}` });
  const back = catalog.tryPath('plans', 'details', { id: planId });
  return (
    <SettingsForm
      kind={kind}
      resource={PLAN_SETTINGS_RESOURCE[kind]}
      id={planId}
      title={title}
      back={back ? { to: back, label: 'resources.plans.settings.back_to_plan' } : undefined}
    />
  );
}

/** A company's own settings, starting from its plan's: `/subscription/management-subdomain/<page>/:plan_id/:company_id`. */
function CompanySettingsPage({ kind }: { kind: SettingsKind }) {
  const companyId = idOf(useParams().company_id);
  const translate = useTranslate();
  const catalog = useCatalog();
  const { data: company } = useGetOne('companies', { id: companyId }, { enabled: companyId !== undefined });
  if (companyId === undefined) return null;
  const title = `${translate(`resources.companies.pages.${PAGE_OF[kind]}`)}: ${isolateValue(company?.business_name ?? `#${companyId}`)}`;
  const back = catalog.tryPath('companies', 'details', { id: companyId });
  return (
    <SettingsForm
      kind={kind}
      resource={COMPANY_SETTINGS_RESOURCE[kind]}
      id={companyId}
      title={title}
      company
      back={back ? { to: back, label: 'resources.companies.details.back' } : undefined}
    />
  );
}

export const PlanPrintSettings = () => <PlanSettingsPage kind="print" />;
export const PlanInvoicesSettings = () => <PlanSettingsPage kind="invoices" />;
export const PlanCodeSettings = () => <PlanSettingsPage kind="codes" />;
export const CompanyPrintSettings = () => <CompanySettingsPage kind="print" />;
export const CompanyInvoicesSettings = () => <CompanySettingsPage kind="invoices" />;
export const CompanyCodeSettings = () => <CompanySettingsPage kind="codes" />;
export { CompanyPermissions };
