import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'categories',
  base: '/settings/categories',
  endpoint: 'categories',
  // SPEC §2 gives only the list (`categories.list`) and there is no other categories
  // permission: creating, editing and deleting need it too (docs/entities.md).
  access: {
    list: 'categories.list',
    create: 'categories.list',
    edit: 'categories.list',
    details: 'categories.list',
    delete: 'categories.list',
  },
  menu: { group: 'settings', icon: 'Category', order: 3 },
  recordTitle: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'image', kind: 'image', sortable: false },
    { source: 'name', kind: 'text', required: true, minLength: 2, filter: true },
    // Sub-categories are categories with a parent.
    { source: 'parent_id', kind: 'reference', reference: 'categories', optionText: 'name', filter: 'alwaysOn' },
    { source: 'description', kind: 'text', multiline: true, fullWidth: true, list: false },
    // SPEC §3 "sub-categories": the categories whose parent is this one, listed with links on the
    // details page and the edit form, with "Add a sub-category" (this one preset as its parent).
    {
      source: 'sub_categories',
      kind: 'related',
      reference: 'categories',
      target: 'parent_id',
      list: false,
      export: false,
      fullWidth: true,
    },
  ],
});
