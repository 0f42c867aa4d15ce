import { defineResource } from '../src/engine/types';

const INTERVALS = ['month', 'three_months', 'six_months', 'year'] as const;

export default defineResource({
  name: 'plan_discounts',
  base: '/subscription/plans-discounts',
  endpoint: 'plans-discounts',
  // SPEC §2: no permission on any discount route.
  access: { list: null, create: null, edit: null, delete: null },
  // SPEC §2 gives `/subscription/plans-discounts/create/:plan_id`. The parameter is optional
  // here: the engine builds the list's Create button and the quick actions without one, and a
  // required one would make them throw. With a plan id the SPEC URL opens the same form
  // (docs/entities.md).
  routes: { create: '/subscription/plans-discounts/create/:plan_id?' },
  menu: { group: 'subscription', icon: 'Discount', order: 3 },
  recordTitle: 'name',
  defaultSort: { field: 'start_date', order: 'DESC' },
  fields: [
    { source: 'name', kind: 'text', required: true, minLength: 2, filter: true },
    { source: 'plan_id', kind: 'reference', reference: 'plans', optionText: 'name', required: true, filter: 'alwaysOn' },
    { source: 'users_number', kind: 'number', required: true, min: 1 },
    { source: 'percentage', kind: 'number', required: true, min: 0, max: 100, decimals: 2, percent: true },
    { source: 'interval', kind: 'select', required: true, choices: INTERVALS, filter: true },
    { source: 'applied_interval', kind: 'select', required: true, choices: INTERVALS, list: false },
    { source: 'start_date', kind: 'date', required: true },
    { source: 'end_date', kind: 'date', required: true, notBefore: 'start_date' },
    { source: 'is_active', kind: 'boolean', filter: 'alwaysOn' },
    { source: 'notes', kind: 'text', multiline: true, fullWidth: true, list: false },
  ],
});
