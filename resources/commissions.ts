import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'commissions',
  base: '/agents/commission',
  endpoint: 'commissions',
  // SPEC §2: no permission on any commission route; the agent of a new one is optional.
  access: { list: null, create: null, edit: null, delete: null },
  routes: { create: '/agents/commission/create/:agent_id?' },
  menu: { group: 'agents', icon: 'Percent', order: 2 },
  recordTitle: 'id',
  defaultSort: { field: 'applied_date', order: 'DESC' },
  fields: [
    { source: 'agent_id', kind: 'reference', reference: 'agents', optionText: 'full_name', required: true, filter: 'alwaysOn' },
    { source: 'from_commission', kind: 'number', required: true, min: 0, decimals: 2 },
    { source: 'to_commission', kind: 'number', required: true, min: 0, decimals: 2 },
    { source: 'commission_rate', kind: 'number', required: true, min: 0, max: 100, decimals: 2, percent: true },
    { source: 'from_discount', kind: 'number', min: 0, decimals: 2, list: false },
    { source: 'to_discount', kind: 'number', min: 0, decimals: 2, list: false },
    { source: 'discount_rate', kind: 'number', min: 0, max: 100, decimals: 2, percent: true },
    { source: 'applied_date', kind: 'date', required: true },
    { source: 'general_interval', kind: 'boolean', list: false },
    { source: 'month', kind: 'number', min: 1, max: 12, filter: true },
    { source: 'year', kind: 'number', min: 2000, max: 2100, filter: true },
  ],
});
