import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMemo } from 'react';
import { useGetOne, useRecordContext, useTranslate } from 'ra-core';
import { Button, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'ra-ui-materialui';
import Alert from '@mui/material/Alert';
import { BackIcon } from '../../theme/icons';
import { useCatalog } from '../../engine/CatalogContext';
import { PermissionMatrix } from '../../fields';
import { idOf } from './common';
import { ACTIONS, COMPANY_PERMISSIONS_RESOURCE, MODULES } from './settingsSchema';
import { isolateValue } from '../../locale/bidi';
import { UnsavedFormTracker } from '../../engine/views/unsavedForms';

const P = 'resources.companies.permissions';

/**
 * Which of the plan's permissions this company's users get: modules × actions, the same matrix
 * as a role's permissions (the permissions kind's), offering what the plan includes.
 */
function CompanyMatrix() {
  const translate = useTranslate();
  const record = useRecordContext();
  const available: string[] = (record?.available as string[] | undefined) ?? [];
  // Rebuilt when the list changes, not when the record object does.
  const key = available.join(',');
  const vocabulary = useMemo(() => {
    const offered = key ? key.split(',') : [];
    return {
      // Module by module, in the catalogue's order.
      permissions: Object.keys(MODULES).flatMap((m) => offered.filter((p) => p.startsWith(`${m}.`))),
      actions: ACTIONS.filter((a) => offered.some((p) => p.endsWith(`.${a}`))),
    };
  }, [key]);
  if (!record) return null;
  if (!available.length) return <Alert severity="info">{translate(`${P}.none`)}</Alert>;
  return (
    <PermissionMatrix
      source="granted"
      label={translate(`${P}.title`)}
      vocabulary={vocabulary}
      labels={{
        entity: (m) => translate(`${P}.modules.${m}`, { _: m }),
        action: (a) => translate(`${P}.actions.${a}`, { _: a }),
        entityHeading: translate(`${P}.module`),
      }}
    />
  );
}

function Note() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Alert severity={record.overridden ? 'warning' : 'info'} sx={{ mb: 2, width: '100%' }}>
      {translate(record.overridden ? `${P}.overridden` : `${P}.inherited`)}
    </Alert>
  );
}

/** `/subscription/management-subdomain/permission-management/:plan_id/:company_id`. */
export function CompanyPermissions() {
  const companyId = idOf(useParams().company_id);
  const translate = useTranslate();
  const catalog = useCatalog();
  const { data: company } = useGetOne('companies', { id: companyId }, { enabled: companyId !== undefined });
  if (companyId === undefined) return null;
  const back = catalog.tryPath('companies', 'details', { id: companyId });
  return (
    <Edit
      resource={COMPANY_PERMISSIONS_RESOURCE}
      id={companyId}
      mutationMode="pessimistic"
      // An API-only resource declared by this page (`api` in resources/*.ts): react-admin's own
      // `canAccess` is answered with the page's permission, like the route guard.
      redirect={false}
      transform={(data: Record<string, unknown>) => ({ granted: data.granted })}
      title={`${translate('resources.companies.pages.permissions')}: ${isolateValue(company?.business_name ?? `#${companyId}`)}`}
      actions={
        <TopToolbar>
          {back && (
            <Button component={RouterLink} to={back} label="resources.companies.details.back">
              <BackIcon />
            </Button>
          )}
        </TopToolbar>
      }
    >
      <SimpleForm
        noValidate
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
        sx={{ maxWidth: 1100 }}
      >
        <Note />
        <CompanyMatrix />
        <UnsavedFormTracker />
      </SimpleForm>
    </Edit>
  );
}
