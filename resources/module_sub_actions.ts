import { defineResource } from '../src/engine/types';
import { ACTIVE_INACTIVE } from './shared/statuses';

export default defineResource({
  name: 'module_sub_actions',
  base: '/settings/module-settings-sub-actions',
  endpoint: 'module-sub-actions',
  // SPEC §2: list and create need `module_sub_actions.list`, edit `module_sub_actions.update`.
  access: {
    list: 'module_sub_actions.list',
    create: 'module_sub_actions.list',
    edit: 'module_sub_actions.update',
    delete: 'module_sub_actions.update',
  },
  parent: { resource: 'module_settings', param: 'module_id', parentSource: 'id', source: 'module_id' },
  recordTitle: 'name',
  defaultSort: { field: 'priority', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text', required: true, filter: true },
    { source: 'action_key', kind: 'text', required: true, pattern: /^[a-z][a-z0-9_.-]*$/ },
    { source: 'description', kind: 'text', multiline: true, fullWidth: true, list: false },
    { source: 'priority', kind: 'number', required: true, min: 0 },
    { source: 'status', kind: 'status', required: true, choices: ACTIVE_INACTIVE, filter: 'alwaysOn' },
  ],
});
