import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetOne, useInput, useRecordContext, useTranslate } from 'ra-core';
import { Button, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'ra-ui-materialui';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import FormHelperText from '@mui/material/FormHelperText';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useCatalog } from '../../engine/CatalogContext';
import { idOf } from './common';
import { ACTIONS, COMPANY_PERMISSIONS_RESOURCE, MODULES } from './settingsSchema';
import { UnsavedFormTracker } from '../../engine/views/unsavedForms';

const P = 'resources.companies.permissions';

/** Which of the plan's permissions this company's users get: modules × actions, one checkbox each. */
export function PermissionMatrix() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { field, fieldState } = useInput({ source: 'granted', defaultValue: [] });
  const available: string[] = (record?.available as string[] | undefined) ?? [];
  const granted = new Set<string>((field.value as string[] | undefined) ?? []);
  const modules = Object.keys(MODULES).filter((m) => available.some((p) => p.startsWith(`${m}.`)));
  const actions = ACTIONS.filter((a) => available.some((p) => p.endsWith(`.${a}`)));
  const set = (next: Set<string>) => field.onChange(available.filter((p) => next.has(p)));
  const toggle = (perms: string[], on: boolean) => {
    const next = new Set(granted);
    perms.forEach((p) => (on ? next.add(p) : next.delete(p)));
    set(next);
  };
  if (!record) return null;
  if (!available.length) return <Alert severity="info">{translate(`${P}.none`)}</Alert>;
  return (
    <>
      <TableContainer sx={{ width: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(`${P}.title`)}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate(`${P}.module`)}
              </TableCell>
              <TableCell component="th" scope="col" align="center">
                {translate(`${P}.all`)}
              </TableCell>
              {actions.map((a) => (
                <TableCell key={a} component="th" scope="col" align="center">
                  {translate(`${P}.actions.${a}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {modules.map((m) => {
              const mine = available.filter((p) => p.startsWith(`${m}.`));
              const on = mine.filter((p) => granted.has(p)).length;
              const moduleName = translate(`${P}.modules.${m}`);
              return (
                <TableRow key={m} hover>
                  <TableCell component="th" scope="row">
                    {moduleName}
                  </TableCell>
                  <TableCell align="center">
                    <Checkbox
                      checked={on === mine.length}
                      indeterminate={on > 0 && on < mine.length}
                      onChange={(e) => toggle(mine, e.target.checked)}
                      slotProps={{ input: { 'aria-label': translate(`${P}.all_of`, { module: moduleName }) } }}
                    />
                  </TableCell>
                  {actions.map((a) => {
                    const perm = `${m}.${a}`;
                    return (
                      <TableCell key={a} align="center">
                        {mine.includes(perm) ? (
                          <Checkbox
                            checked={granted.has(perm)}
                            onChange={(e) => toggle([perm], e.target.checked)}
                            slotProps={{ input: { 'aria-label': `${moduleName}: ${translate(`${P}.actions.${a}`)}`, name: perm } }}
                          />
                        ) : (
                          <span aria-label={translate(`${P}.not_in_plan`)}>—</span>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>}
    </>
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
      title={`${translate('resources.companies.pages.permissions')}: ${company?.business_name ?? `#${companyId}`}`}
      actions={
        <TopToolbar>
          {back && (
            <Button component={RouterLink} to={back} label="resources.companies.details.back">
              <ArrowBackIcon />
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
        <PermissionMatrix />
        <UnsavedFormTracker />
      </SimpleForm>
    </Edit>
  );
}
