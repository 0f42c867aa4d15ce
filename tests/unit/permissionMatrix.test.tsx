import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, ListContext, RecordContextProvider, type ListControllerResult } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { en } from '../../i18n/en';
import { ar } from '../../i18n/ar';
import { es } from '../../i18n/es';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { PermissionMatrix } from '../../src/fields/inputs/PermissionMatrix';
import { PermissionsView, permissionsText } from '../../src/fields/inputs/PermissionsView';
import { SPEC_PERMISSIONS, ROLE_PERMISSIONS, declaredPermissions } from '../../resources/shared/permissions';
import { declarations, permissions as PERMISSIONS } from '../../resources';
import { entitiesOf } from '../../src/fields/inputs/permissionVocabulary';
import { ALL_PERMISSIONS } from '../../src/demo/accounts';
import { validateRecord } from '../../src/demo/validation';
import { iso, named, plain } from '../helpers/isolates';
import roles from '../../resources/roles';

afterEach(cleanup);

const i18n = createI18nProvider('en', en);

function renderMatrix(initial: string[]) {
  const onSubmit = vi.fn();
  render(
    <AdminContext i18nProvider={i18n}>
      <Form defaultValues={{ permissions: initial }} onSubmit={onSubmit}>
        <PermissionMatrix source="permissions" label="Permissions" vocabulary={ROLE_PERMISSIONS} />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
  const save = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return (onSubmit.mock.calls.at(-1)![0] as { permissions: string[] }).permissions;
  };
  return { save };
}

describe('the role permission matrix', () => {
  it('should take its rows from the one list the demo administrator also holds: SPEC §6 and every declared permission', () => {
    expect(ALL_PERMISSIONS).toBe(PERMISSIONS);
    expect(ROLE_PERMISSIONS.permissions).toBe(PERMISSIONS);
    const expected = new Set<string>([...SPEC_PERMISSIONS, ...declarations.flatMap(declaredPermissions)]);
    expect(new Set(PERMISSIONS)).toEqual(expected);
    expect(PERMISSIONS).toHaveLength(expected.size);
    expect(PERMISSIONS.slice(0, SPEC_PERMISSIONS.length)).toEqual([...SPEC_PERMISSIONS]);
    expect(entitiesOf(ROLE_PERMISSIONS)).toEqual([...new Set(PERMISSIONS.map((p) => p.slice(0, p.lastIndexOf('.'))))]);
  });

  it('should have a row label in every language for every entity of the list: its own, or its resource’s title', () => {
    for (const [locale, messages] of Object.entries({ en, ar, es })) {
      const entities = messages.app.permissions.entities as Record<string, string>;
      const titles = messages.resources as Record<string, { name?: string }>;
      for (const entity of entitiesOf(ROLE_PERMISSIONS))
        expect(
          entities[entity] ?? titles[entity]?.name,
          `add app.permissions.entities.${entity} to i18n/${locale}/app.ts, or name the resource ${entity} in i18n/${locale}/resources.ts`,
        ).toBeTruthy();
    }
  });

  it('should show a checkbox only where the permission exists, labelled "<entity>: <action>"', () => {
    renderMatrix([]);
    expect(screen.getByRole('checkbox', { name: 'Agents: Add' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Users: Edit' })).toBeTruthy();
    // SPEC §6 has no users.create, nor cities.update.
    expect(screen.queryByRole('checkbox', { name: 'Users: Add' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Cities: Edit' })).toBeNull();
    expect(plain(screen.getByRole('status').textContent)).toBe(`0 of ${PERMISSIONS.length} permissions selected`);
  });

  it('should save the exact permission strings after toggling one with the keyboard', async () => {
    const { save } = renderMatrix(['roles.list']);
    const box = screen.getByRole('checkbox', { name: 'Periods: Edit' });
    box.focus();
    await userEvent.keyboard(' ');
    expect(plain(screen.getByRole('status').textContent)).toBe(`2 of ${PERMISSIONS.length} permissions selected`);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Roles: View' }));
    expect(await save()).toEqual(['periods.update']);
  });

  it('should select a whole row, then clear it, with the row toggle', async () => {
    const { save } = renderMatrix(['agents.list']);
    const rowAll = screen.getByRole('checkbox', { name: named('Agents: all') }) as HTMLInputElement;
    // Partly chosen shows as indeterminate; a click selects all of the row.
    expect(rowAll.getAttribute('data-indeterminate')).toBe('true');
    await userEvent.click(rowAll);
    expect(await save()).toEqual(['agents.list', 'agents.create', 'agents.update']);
    await userEvent.click(rowAll);
    expect(await save()).toEqual([]);
  });

  it('should select a whole column with the column toggle, in SPEC order', async () => {
    const { save } = renderMatrix(['users.list']);
    await userEvent.click(screen.getByRole('checkbox', { name: named('All: Add') }));
    expect(await save()).toEqual(PERMISSIONS.filter((p) => p === 'users.list' || p.endsWith('.create')));
    expect(await save()).toEqual(expect.arrayContaining(['users.list', 'agents.create', 'offers.create']));
    await userEvent.click(screen.getByRole('checkbox', { name: named('All: Edit') }));
    const saved = await save();
    expect(saved).toEqual(PERMISSIONS.filter((p) => p === 'users.list' || p.endsWith('.create') || p.endsWith('.update')));
    const agents = within(screen.getByRole('row', { name: /^Agents/ }));
    expect(agents.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([false, true, true, false]);
    expect(agents.getByRole('checkbox', { name: named('Agents: all') }).getAttribute('data-indeterminate')).toBe('true');
  });
});

describe("a role's permissions outside the form", () => {
  const record = { id: 1, permissions: ['users.list', 'users.update', 'offers.create'] };
  const t = (key: string, options?: Record<string, unknown>) => String(i18n.translate(key, options ?? {}));

  it('should list them grouped by entity on the details page, and count them in a list', () => {
    const { unmount } = render(
      <AdminContext i18nProvider={i18n}>
        <RecordContextProvider value={record}>
          <PermissionsView source="permissions" vocabulary={ROLE_PERMISSIONS} />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(screen.getByText('Users').nextElementSibling?.textContent).toBe('ViewEdit');
    expect(screen.getByText('Offers').nextElementSibling?.textContent).toBe('Add');
    unmount();
    render(
      <AdminContext i18nProvider={i18n}>
        <ListContext.Provider value={{} as ListControllerResult}>
          <RecordContextProvider value={record}>
            <PermissionsView source="permissions" vocabulary={ROLE_PERMISSIONS} />
          </RecordContextProvider>
        </ListContext.Provider>
      </AdminContext>,
    );
    expect(screen.getByText(iso`${3} permissions`)).toBeTruthy();
    expect(permissionsText(ROLE_PERMISSIONS, record.permissions, t)).toBe('Users: View, Edit; Offers: Add');
  });

  it('should be refused by the demo API when a string is not a SPEC permission', () => {
    const tr = (key: string) => key;
    expect(validateRecord(roles, { name: 'Ops', status: 'active', permissions: ['users.list', 'users.delete'] }, [], tr)).toEqual({
      permissions: ['app.validation.invalid (users.delete)'],
    });
    expect(validateRecord(roles, { name: 'Ops', status: 'active', permissions: ['users.list'] }, [], tr)).toEqual({});
  });
});
