import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'extension_requests',
  base: '/subscription/extension-requests',
  endpoint: 'extension-requests',
  // SPEC §2: list only, no permission. Companies send these from their own system.
  access: { list: null },
  menu: { group: 'payments', icon: MoreTimeIcon, order: 6 },
  recordTitle: 'id',
  defaultSort: { field: 'request_date', order: 'DESC' },
  fields: [
    { source: 'company_id', kind: 'reference', reference: 'companies', optionText: 'business_name', required: true, filter: 'alwaysOn' },
    { source: 'days_number', kind: 'number', required: true, min: 1 },
    { source: 'reasons', kind: 'text', multiline: true, fullWidth: true },
    { source: 'request_date', kind: 'datetime', required: true },
    { source: 'status', kind: 'status', required: true, choices: ['unfinished', 'finished'], filter: 'alwaysOn' },
  ],
});
