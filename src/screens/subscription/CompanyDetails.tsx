import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useDataProvider, useGetOne, useNotify, useRefresh, useTranslate } from 'ra-core';
import { Loading, Title } from 'ra-ui-materialui';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { BackIcon } from '../../theme/icons';
import EditIcon from '@mui/icons-material/DriveFileRenameOutline';
import DeleteIcon from '@mui/icons-material/DeleteForever';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { CompanyDeleteDialog, CompanyRenameDialog } from '../../widgets';
import { useConfirm } from '../../engine/ConfirmProvider';
import { useCatalog } from '../../engine/CatalogContext';
import { ReadError } from '../../engine/views/ReadError';
import { failureOf } from '../../providers/httpClient';
import { DetailsActions } from '../../engine/views/DetailsActions';
import { LinkButton } from '../../engine/views/LinkButton';
import { StaleRecordNotice } from '../../engine/views/StaleRecordNotice';
import { useCan } from '../../engine/views/useResourceRoute';
import type { ResourceDeclaration } from '../../engine/types';
import { formatDate } from '../../locale/format';
import { Fact, Section, daysUntil, idOf, useLocale, useToday } from './common';
import { isolateValue } from '../../locale/bidi';
import { UsageBars } from './usage';

/** A failure as the operator reads it: a dropped write's key is translated, a server message kept. */
function useFailure() {
  const translate = useTranslate();
  return (e: unknown) =>
    new Error(e instanceof Error && e.message ? translate(e.message, { _: e.message }) : translate('ra.notification.http_error'));
}

/** Expiry as a chip: days left, expires today, or days overdue (SPEC §4 "expired"). */
export function ExpiryChip({ expireDate, today }: { expireDate?: string; today?: Date }) {
  const translate = useTranslate();
  const days = today ? daysUntil(expireDate, today) : undefined;
  if (days === undefined) return null;
  const [key, color] =
    days < 0
      ? (['overdue', 'error'] as const)
      : days === 0
        ? (['expires_today', 'warning'] as const)
        : days <= 30
          ? (['days_left', 'warning'] as const)
          : (['days_left', 'success'] as const);
  return <Chip size="small" color={color} label={translate(`resources.companies.details.${key}`, { count: Math.abs(days) })} />;
}

/** `/subscription/management-subdomain/details/:id`: the company, its plan, expiry, usage and what can be done to it. */
export default function CompanyDetails({ decl }: { decl: ResourceDeclaration }) {
  const id = idOf(useParams().id);
  const translate = useTranslate();
  const locale = useLocale();
  const today = useToday();
  const catalog = useCatalog();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const dataProvider = useDataProvider();
  const failure = useFailure();
  const canPlan = useCan('plans', 'details');
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const {
    data: company,
    isPending,
    error,
    refetch,
  } = useGetOne(
    'companies',
    { id },
    // The stale notice says when it changed, instead of a silent refetch on focus.
    { enabled: id !== undefined, refetchOnWindowFocus: false },
  );
  const { data: plan } = useGetOne('plans', { id: company?.plan_id }, { enabled: company?.plan_id != null });
  const { data: country } = useGetOne('countries', { id: company?.country_id }, { enabled: company?.country_id != null });
  const { data: city } = useGetOne('cities', { id: company?.city_id }, { enabled: company?.city_id != null });
  const listPath = catalog.tryPath(decl.name, 'list');
  const D = 'resources.companies.details';
  const f = (source: string) => translate(`resources.companies.fields.${source}`);
  const date = (v: unknown) => (v ? formatDate(locale, String(v)) : '—');
  const place = (r?: Record<string, unknown>) => (r ? String(r[locale === 'ar' ? 'name_ar' : 'name_en'] ?? '') : '—');

  // Only a real 404 says "not found"; any other failure says what failed, with Retry.
  if (id === undefined || (error && failureOf(error) === 'not_found'))
    return <Alert severity="error">{translate('app.errors.not_found', { _: translate('ra.page.not_found') })}</Alert>;
  if (error) return <ReadError error={error} onRetry={() => void refetch()} />;
  if (isPending || !company) return <Loading />;

  const name = String(company.business_name ?? '');
  const planPath = canPlan ? catalog.tryPath('plans', 'details', { id: company.plan_id }) : undefined;

  const remove = async () => {
    try {
      await dataProvider.delete('companies', { id: company.id, previousData: company });
    } catch (e) {
      throw failure(e);
    }
    notify(`${D}.deleted`, { type: 'info', messageArgs: { name } });
    navigate(listPath ?? '/dashboard');
  };
  const rename = async (business_name: string) => {
    try {
      await dataProvider.update('companies', { id: company.id, data: { business_name }, previousData: company });
    } catch (e) {
      throw failure(e);
    }
    notify(`${D}.renamed`, { type: 'info', messageArgs: { name: business_name } });
    refresh();
  };
  const reset = () =>
    confirm({
      title: `${D}.reset_confirm`,
      content: `${D}.reset_content`,
      onConfirm: async () => {
        try {
          await dataProvider.create('reset_companies', { data: { company_id: company.id, reason: translate(`${D}.reset_reason`) } });
          notify(`${D}.reset_done`, { type: 'info' });
          refresh();
        } catch (e) {
          notify(failure(e).message, { type: 'error' });
        }
      },
    });

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={`${translate('resources.companies.item')}: ${isolateValue(name)}`} />
      <DetailsActions
        decl={decl}
        record={company}
        lead={listPath && <LinkButton to={listPath} icon={<BackIcon />} label="ra.action.list" />}
        actions={[
          { key: 'rename', label: translate(`${D}.rename`), icon: <EditIcon />, onClick: () => setDialog('rename') },
          { key: 'reset', label: translate(`${D}.reset`), icon: <RestartAltIcon />, color: 'warning', onClick: reset },
          { key: 'delete', label: translate(`${D}.delete`), icon: <DeleteIcon />, color: 'error', onClick: () => setDialog('delete') },
        ]}
      />
      <StaleRecordNotice resource="companies" id={company.id} record={company} onReload={() => void refetch()} />
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3 }}>
            <Typography variant="h5" component="h2" dir="auto" data-testid="record-name">
              {name}
            </Typography>
            <ExpiryChip expireDate={company.expire_date} today={today} />
            {!company.subdomain_flag && <Chip size="small" label={translate(`${D}.subdomain_off`)} />}
          </Box>

          <Section title={translate(`${D}.subscription`)} id="company-subscription">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
              <Fact label={f('plan_id')}>
                {planPath ? (
                  <Link component={RouterLink} to={planPath}>
                    {String(plan?.name ?? '…')}
                  </Link>
                ) : (
                  String(plan?.name ?? '—')
                )}
              </Fact>
              <Fact label={f('subdomain')} ltr>
                {String(company.subdomain ?? '')}
              </Fact>
              <Fact label={f('account_no')} ltr>
                {String(company.account_no ?? '')}
              </Fact>
              <Fact label={f('start_date')}>{date(company.start_date)}</Fact>
              {/* The end of the paid period is said apart only when the expiry differs (an extension). */}
              {company.end_date !== company.expire_date && <Fact label={f('end_date')}>{date(company.end_date)}</Fact>}
              <Fact label={f('expire_date')}>{date(company.expire_date)}</Fact>
            </Box>
          </Section>

          <Section title={translate(`${D}.usage`)} id="company-usage">
            <UsageBars company={company} plan={plan} />
          </Section>

          <Section title={translate(`${D}.contact`)} id="company-contact">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
              <Fact label={translate(`${D}.owner`)}>{`${company.first_name ?? ''} ${company.last_name ?? ''}`.trim() || '—'}</Fact>
              <Fact label={f('email')} ltr wide>
                {String(company.email ?? '—')}
              </Fact>
              <Fact label={f('phone')} ltr>
                {String(company.phone ?? '—')}
              </Fact>
              <Fact label={f('country_id')}>{place(country)}</Fact>
              <Fact label={f('city_id')}>{place(city)}</Fact>
              <Fact label={f('address1')}>
                {[company.address1, company.address2].filter(Boolean).join(locale === 'ar' ? '، ' : ', ') || '—'}
              </Fact>
            </Box>
          </Section>

          <Section title={translate(`${D}.technical`)} id="company-technical">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
              <Fact label={f('db_type')}>{translate(`resources.companies.choices.db_type.${company.db_type}`)}</Fact>
              <Fact label={f('db_flag')}>{translate(company.db_flag ? 'ra.boolean.true' : 'ra.boolean.false')}</Fact>
              <Fact label={f('subdomain_flag')}>{translate(company.subdomain_flag ? 'ra.boolean.true' : 'ra.boolean.false')}</Fact>
              <Fact label={f('uuid')} ltr wide>
                {String(company.uuid ?? '')}
              </Fact>
            </Box>
          </Section>
        </CardContent>
      </Card>
      <CompanyRenameDialog open={dialog === 'rename'} companyName={name} onClose={() => setDialog(null)} onRename={rename} />
      <CompanyDeleteDialog open={dialog === 'delete'} companyName={name} onClose={() => setDialog(null)} onConfirm={remove} />
    </Box>
  );
}
