import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'register_companies',
  base: '/settings/register-company',
  endpoint: 'register-companies',
  // SPEC §2 gives only the list (`register_company.list`); registering a company is the
  // point of the screen, so create (and edit, delete) need it too (docs/entities.md).
  access: {
    list: 'register_company.list',
    create: 'register_company.list',
    edit: 'register_company.list',
    delete: 'register_company.list',
  },
  menu: { group: 'settings', icon: 'AddBusiness', order: 6 },
  recordTitle: 'name',
  defaultSort: { field: 'created_at', order: 'DESC' },
  fields: [
    { source: 'name', kind: 'text', required: true, minLength: 2, filter: true },
    { source: 'trade_name', kind: 'text', required: true, minLength: 2, filter: true },
    { source: 'email', kind: 'email', required: true, unique: true, filter: true },
    { source: 'password', kind: 'password', required: true, minLength: 8, form: 'create', list: false, details: false, export: false },
    {
      source: 'password_confirmation',
      kind: 'password',
      required: true,
      confirms: 'password',
      form: 'create',
      list: false,
      details: false,
      export: false,
    },
    { source: 'created_at', kind: 'datetime', form: false },
  ],
});
