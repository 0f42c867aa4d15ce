import { Link as RouterLink, useParams } from 'react-router-dom';
import { RecordContextProvider, useGetList, useGetOne, useTranslate } from 'ra-core';
import { Button, Loading, Title } from 'ra-ui-materialui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BackIcon } from '../../theme/icons';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import DiscountIcon from '@mui/icons-material/Discount';
import { useCatalog } from '../../engine/CatalogContext';
import { ReadError } from '../../engine/views/ReadError';
import { failureOf } from '../../providers/httpClient';
import { DetailsActions } from '../../engine/views/DetailsActions';
import { LinkButton } from '../../engine/views/LinkButton';
import { StaleRecordNotice } from '../../engine/views/StaleRecordNotice';
import { useCan } from '../../engine/views/useResourceRoute';
import { useFieldContext } from '../../engine/views/useFieldContext';
import { render } from '../../engine/kinds';
import type { ResourceDeclaration } from '../../engine/types';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../locale/format';
import { CARDS_ON_PHONE } from '../../fields/phoneCards';
import { Fact, Section, idOf, useLocale } from './common';
import { isolateValue } from '../../locale/bidi';
import { modulesOf, permissionsOfPlan } from '../../../resources/shared/tenantPermissions';

const PRICES = [
  ['price_month', 1],
  ['price_3_months', 3],
  ['price_6_months', 6],
  ['price_year', 12],
] as const;
const LIMITS = [
  'users_count',
  'branches_count',
  'inventories_count',
  'pos_count',
  'employees_count',
  'customers_count',
  'items_count',
  'sales_invoices_count',
] as const;
const EXTRAS = ['additional_user_price', 'additional_branch_price', 'additional_pos_price', 'max_sales_amount'] as const;

/** Saving of a longer period against paying monthly, in whole percent (0 when none). */
export function savingOf(monthly: number, price: number, months: number): number {
  if (!(monthly > 0) || months <= 1) return 0;
  return Math.max(0, Math.round((1 - price / (monthly * months)) * 100));
}

/** `/subscription/plans/details/:id`: what the plan sells, for how much, within which limits. */
export default function PlanDetails({ decl }: { decl: ResourceDeclaration }) {
  const id = idOf(useParams().id);
  const translate = useTranslate();
  const locale = useLocale();
  const catalog = useCatalog();
  const canEdit = useCan(decl.name, 'edit');
  const canDiscounts = useCan('plan_discounts', 'list');
  const fieldCtx = useFieldContext(decl.name);
  const {
    data: plan,
    isPending,
    error,
    refetch,
  } = useGetOne(
    'plans',
    { id },
    // The stale notice says when it changed, instead of a silent refetch on focus.
    { enabled: id !== undefined, refetchOnWindowFocus: false },
  );
  const { data: discounts, total } = useGetList(
    'plan_discounts',
    { filter: { plan_id: id }, sort: { field: 'start_date', order: 'DESC' }, pagination: { page: 1, perPage: 5 } },
    { enabled: id !== undefined && canDiscounts },
  );
  // Only a real 404 says "not found"; any other failure says what failed, with Retry.
  if (id === undefined || (error && failureOf(error) === 'not_found'))
    return <Alert severity="error">{translate('ra.page.not_found')}</Alert>;
  if (error) return <ReadError error={error} onRetry={() => void refetch()} />;
  if (isPending || !plan) return <Loading />;

  const D = 'resources.plans.details';
  const f = (source: string) => translate(`resources.plans.fields.${source}`);
  const currency = String(plan.currency ?? 'SAR');
  const money = (v: unknown) => formatMoney(locale, Number(v ?? 0), currency);
  const listPath = catalog.tryPath('plans', 'list');
  const discountsPath = catalog.tryPath('plan_discounts', 'list');
  const discountsOfPlan = discountsPath && `${discountsPath}?${new URLSearchParams({ filter: JSON.stringify({ plan_id: plan.id }) })}`;
  const newDiscount = catalog.tryPath('plan_discounts', 'create', { plan_id: plan.id });
  // The modules its permissions touch (a plan saved before it had permissions: its type's).
  const modules = modulesOf(permissionsOfPlan(plan));
  const services = decl.fields.find((x) => x.source === 'services');
  const permissions = decl.fields.find((x) => x.source === 'permissions');

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={`${translate('resources.plans.item')}: ${isolateValue(plan.name)}`} />
      <DetailsActions
        decl={decl}
        record={plan}
        lead={listPath && <LinkButton to={listPath} icon={<BackIcon />} label="ra.action.list" />}
        main={canEdit && <LinkButton to={catalog.path('plans', 'edit', { id: plan.id })} icon={<EditIcon />} label="ra.action.edit" />}
      />
      <StaleRecordNotice resource="plans" id={plan.id} record={plan} onReload={() => void refetch()} />
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3 }}>
            <Typography variant="h5" component="h2" dir="auto" data-testid="record-name">
              {String(plan.name)}
            </Typography>
            <Chip size="small" label={translate(`resources.plans.choices.plan_type.${plan.plan_type}`)} />
            {plan.is_free_trial && (
              <Chip
                size="small"
                color="success"
                label={translate(`${D}.trial_days`, {
                  count: formatNumber(locale, Number(plan.free_trial_days ?? 0)),
                  smart_count: Number(plan.free_trial_days ?? 0),
                })}
              />
            )}
            {plan.is_custom_program && <Chip size="small" color="secondary" label={f('is_custom_program')} />}
          </Box>

          <Section title={translate(`${D}.prices`, { currency })} id="plan-prices">
            <Table size="small" sx={[{ maxWidth: 640 }, CARDS_ON_PHONE]}>
              <TableHead>
                <TableRow>
                  <TableCell component="th">{translate(`${D}.period`)}</TableCell>
                  <TableCell component="th" align="right">
                    {translate(`${D}.price`)}
                  </TableCell>
                  <TableCell component="th" align="right">
                    {translate(`${D}.per_month`)}
                  </TableCell>
                  <TableCell component="th" align="right">
                    {translate(`${D}.saving`)}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {PRICES.map(([source, months]) => {
                  const price = Number(plan[source] ?? 0);
                  const saving = savingOf(Number(plan.price_month), price, months);
                  return (
                    <TableRow key={source}>
                      <TableCell component="th" scope="row">
                        {f(source)}
                      </TableCell>
                      <TableCell align="right" data-testid={`price-${source}`} data-label={translate(`${D}.price`)}>
                        {money(price)}
                      </TableCell>
                      <TableCell align="right" data-label={translate(`${D}.per_month`)}>
                        {money(Math.round((price / months) * 100) / 100)}
                      </TableCell>
                      <TableCell align="right" data-label={translate(`${D}.saving`)}>
                        {saving ? formatPercent(locale, saving, 2) : '—'}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Section>

          <Section title={translate(`${D}.limits`)} id="plan-limits">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
              {LIMITS.map((s) => (
                <Fact key={s} label={f(s)}>
                  {formatNumber(locale, Number(plan[s] ?? 0))}
                </Fact>
              ))}
              <Fact label={f('available_days')}>{formatNumber(locale, Number(plan.available_days ?? 0))}</Fact>
              <Fact label={f('extension_days')}>{formatNumber(locale, Number(plan.extension_days ?? 0))}</Fact>
              {EXTRAS.map((s) => (
                <Fact key={s} label={f(s)}>
                  {money(plan[s])}
                </Fact>
              ))}
              <Fact label={f('is_free_trial')}>
                {plan.is_free_trial
                  ? translate(`${D}.trial_length`, {
                      count: formatNumber(locale, Number(plan.free_trial_days ?? 0)),
                      smart_count: Number(plan.free_trial_days ?? 0),
                    })
                  : translate(`${D}.no_trial`)}
              </Fact>
              <Fact label={f('is_custom_program')}>{translate(plan.is_custom_program ? 'ra.boolean.true' : 'ra.boolean.false')}</Fact>
            </Box>
          </Section>

          {services && (
            <Section title={f('services')} id="plan-services">
              {/* The registry's own details rendering of the rows field: the same table as a generic details page. */}
              <RecordContextProvider value={plan}>{render('cell', services, fieldCtx)}</RecordContextProvider>
            </Section>
          )}

          <Section title={translate(`${D}.modules`)} id="plan-modules">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {modules.map((m) => (
                <Chip key={m} variant="outlined" label={translate(`resources.companies.permissions.modules.${m}`)} />
              ))}
            </Box>
            {permissions && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {f('permissions')}
                </Typography>
                {/* The permissions kind's own details rendering: modules with their granted actions. */}
                <RecordContextProvider value={plan}>{render('cell', permissions, fieldCtx)}</RecordContextProvider>
              </Box>
            )}
          </Section>

          <Section title={f('basic_features')} id="plan-features">
            <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
              {String(plan.basic_features || '—')}
            </Typography>
            {plan.notes ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                <strong>{f('notes')}: </strong>
                <span dir="auto">{String(plan.notes)}</span>
              </Alert>
            ) : null}
          </Section>

          {canDiscounts && (
            <Section title={translate(`${D}.discounts`, { count: formatNumber(locale, total ?? 0) })} id="plan-discounts">
              <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
                {discountsOfPlan && (
                  <Button component={RouterLink} to={discountsOfPlan} label={`${D}.all_discounts`} variant="outlined">
                    <DiscountIcon />
                  </Button>
                )}
                {newDiscount && (
                  <Button component={RouterLink} to={newDiscount} label={`${D}.new_discount`} variant="contained">
                    <AddIcon />
                  </Button>
                )}
              </Box>
              {discounts && discounts.length > 0 ? (
                <Table size="small" sx={[{ maxWidth: 760 }, CARDS_ON_PHONE]}>
                  <TableHead>
                    <TableRow>
                      {['name', 'percentage', 'interval', 'end_date', 'is_active'].map((s) => (
                        <TableCell key={s} component="th">
                          {translate(`resources.plan_discounts.fields.${s}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {discounts.map((d) => (
                      <TableRow key={d.id}>
                        <TableCell component="th" scope="row" dir="auto">
                          {String(d.name)}
                        </TableCell>
                        <TableCell data-label={translate('resources.plan_discounts.fields.percentage')}>
                          {formatPercent(locale, Number(d.percentage), 2)}
                        </TableCell>
                        <TableCell data-label={translate('resources.plan_discounts.fields.interval')}>
                          {translate(`resources.plan_discounts.choices.interval.${d.interval}`)}
                        </TableCell>
                        <TableCell data-label={translate('resources.plan_discounts.fields.end_date')}>
                          {d.end_date ? formatDate(locale, String(d.end_date)) : '—'}
                        </TableCell>
                        <TableCell data-label={translate('resources.plan_discounts.fields.is_active')}>
                          {translate(d.is_active ? 'ra.boolean.true' : 'ra.boolean.false')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ) : (
                <Typography color="text.secondary">{translate(`${D}.no_discounts`)}</Typography>
              )}
            </Section>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
