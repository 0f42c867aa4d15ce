import { defineResource } from '../src/engine/types';

export default defineResource({
  name: 'module_settings',
  base: '/settings/module-settings',
  endpoint: 'module-settings',
  // SPEC §2 quirk: the create route needs `module_settings.list`.
  access: {
    list: 'module_settings.list',
    create: 'module_settings.list',
    edit: 'module_settings.update',
    // Not in SPEC §2: a page to read a module (its gallery as thumbnails), guarded like the list.
    details: 'module_settings.list',
    delete: 'module_settings.update',
  },
  menu: { group: 'settings', icon: 'Extension', order: 4 },
  recordTitle: 'title',
  defaultSort: { field: 'priority', order: 'ASC' },
  children: ['module_sub_actions'],
  sections: [
    { name: 'module', fields: ['module_name', 'general_name', 'title', 'priority'] },
    { name: 'content', fields: ['summary', 'details'] },
    { name: 'media', fields: ['image', 'images'] },
    { name: 'meta', fields: ['date', 'user_id'] },
  ],
  fields: [
    { source: 'image', kind: 'image', sortable: false },
    { source: 'module_name', kind: 'text', required: true, filter: true },
    { source: 'general_name', kind: 'text', required: true, list: false },
    { source: 'title', kind: 'text', required: true, filter: true },
    { source: 'summary', kind: 'text', multiline: true, fullWidth: true, list: false },
    { source: 'details', kind: 'text', multiline: true, fullWidth: true, list: false },
    // SPEC §3 "multiple images": a gallery in the operator's order (added, moved, removed).
    { source: 'images', kind: 'images', max: 8, fullWidth: true, list: false, sortable: false },
    { source: 'priority', kind: 'number', required: true, min: 0 },
    { source: 'date', kind: 'date' },
    { source: 'user_id', kind: 'reference', reference: 'users', optionText: 'full_name', filter: true },
  ],
});
