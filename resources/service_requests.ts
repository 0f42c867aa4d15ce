import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'service_requests',
  base: '/subscription/request-services',
  endpoint: 'service-requests',
  // SPEC §2: list only, no permission. Companies send these from their own system.
  access: { list: null },
  menu: { group: 'payments', icon: HomeRepairServiceIcon, order: 7 },
  recordTitle: 'service_type_name',
  defaultSort: { field: 'request_date', order: 'DESC' },
  fields: [
    { source: 'company_id', kind: 'reference', reference: 'companies', optionText: 'business_name', required: true, filter: 'alwaysOn' },
    { source: 'service_type_name', kind: 'text', required: true, filter: true },
    { source: 'quantity', kind: 'number', required: true, min: 1 },
    { source: 'price', kind: 'money', currencySource: 'currency', required: true, min: 0 },
    { source: 'currency', kind: 'select', required: true, choices: ['SAR', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'USD'] },
    { source: 'notes', kind: 'text', multiline: true, fullWidth: true, list: false },
    { source: 'request_date', kind: 'datetime', required: true },
    { source: 'status', kind: 'status', required: true, choices: ['unfinished', 'finished'], filter: 'alwaysOn' },
  ],
});
