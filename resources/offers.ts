import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'offers',
  base: '/subscription/offers',
  endpoint: 'offers',
  // SPEC §2 quirk: unlike plans, creating an offer needs `offers.create`.
  access: { list: 'offers.list', create: 'offers.create', edit: 'offers.update', delete: 'offers.update' },
  menu: { group: 'subscription', icon: 'LocalOffer', order: 2 },
  recordTitle: 'name',
  draft: 'is_draft',
  defaultSort: { field: 'start_date', order: 'DESC' },
  sections: [
    { name: 'offer', fields: ['name', 'plans', 'interval', 'users_number'] },
    { name: 'discount', fields: ['percentage', 'free_days'] },
    { name: 'period', fields: ['start_date', 'end_date', 'is_active'] },
    { name: 'more', fields: ['notes', 'is_draft'] },
  ],
  fields: [
    { source: 'name', kind: 'text', required: true, minLength: 2, filter: true },
    {
      source: 'plans',
      kind: 'reference',
      reference: 'plans',
      multiple: true,
      optionText: 'name',
      required: true,
      filter: 'alwaysOn',
      sortable: false,
    },
    { source: 'users_number', kind: 'number', required: true, min: 1 },
    { source: 'percentage', help: true, kind: 'number', required: true, min: 0, max: 100, decimals: 2, percent: true },
    { source: 'free_days', kind: 'number', min: 0 },
    { source: 'interval', kind: 'select', required: true, choices: ['month', 'three_months', 'six_months', 'year'], filter: true },
    { source: 'start_date', kind: 'date', required: true },
    { source: 'end_date', kind: 'date', required: true, notBefore: 'start_date' },
    { source: 'is_active', kind: 'boolean', filter: 'alwaysOn' },
    { source: 'notes', kind: 'text', multiline: true, fullWidth: true, list: false },
    // Kept as a draft from the leave-the-form question; the form's Save publishes it.
    { source: 'is_draft', kind: 'draft', form: false, filter: true },
  ],
});
