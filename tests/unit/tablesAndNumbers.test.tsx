import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RecordContextProvider } from 'ra-core';
import agents from '../../resources/agents';
import users from '../../resources/users';
import agentsCustomers from '../../resources/agents_customers';
import offers from '../../resources/offers';
import { number } from '../../src/fields/kinds/number';
import { formatPercent } from '../../src/locale/format';
import { person, personName } from '../../src/fields/kinds/person';
import { readable } from '../../src/demo/validation';
import { fieldKind } from '../../src/engine/kinds';
import type { FieldDeclaration } from '../../src/engine/types';
import { WidgetContext } from '../helpers/widgetContext';

/*
 * docs/decisions.md "Tables and numbers": people by name with the e-mail
 * as secondary text, and a cut cell text that gives its full value on hover and on focus.
 */

describe('people by name', () => {
  it('should compose a name from the parts that have a value', () => {
    const f = { parts: ['first_name', 'middle_name', 'last_name'] };
    expect(personName(f, { first_name: 'Sara', middle_name: '', last_name: ' Haddad ' })).toBe('Sara Haddad');
    expect(personName(f, { first_name: 'Omar', middle_name: 'Ali', last_name: 'Nasser' })).toBe('Omar Ali Nasser');
    expect(personName(f, { email: 'x@demo.test' })).toBe('');
  });

  it('should name agents and users by their full name, and references to them too', () => {
    expect(agents.recordTitle).toBe('full_name');
    expect(users.recordTitle).toBe('full_name');
    const agentRef = agentsCustomers.fields.find((f) => f.source === 'agent_id')!;
    expect(fieldKind(agentRef.kind).references?.(agentRef)?.optionText).toBe('full_name');
    // The list shows the person column, not the e-mail or the name parts as columns of their own.
    const listed = (fields: readonly FieldDeclaration[]) => fields.filter((f) => f.list !== false).map((f) => f.source);
    expect(listed(users.fields)).toContain('full_name');
    expect(listed(users.fields)).not.toContain('email');
    expect(listed(agents.fields)).not.toContain('first_name');
  });

  it('should have the demo API answer every agent with its full name, composed from the parts', () => {
    const out = readable(agents);
    const answered: Record<string, unknown> = out({
      id: 1,
      first_name: 'Sara',
      middle_name: null,
      last_name: 'Haddad',
      email: 's@demo.test',
    });
    expect(answered.full_name).toBe('Sara Haddad');
    // A stale stored value is not what the API answers: the parts are.
    expect(out<Record<string, unknown>>({ id: 2, first_name: 'Omar', last_name: 'Nasser', full_name: 'Old name' }).full_name).toBe(
      'Omar Nasser',
    );
  });

  it('should show the name in a list cell with the e-mail under it, and the e-mail alone when there is no name', () => {
    const f = users.fields.find((x) => x.source === 'full_name')!;
    const cell = (record: Record<string, unknown>) =>
      render(
        <WidgetContext dataProvider={{}}>
          <RecordContextProvider value={{ id: 1, ...record }}>{person.cell(f as never, {} as never)}</RecordContextProvider>
        </WidgetContext>,
      ).container;
    const both = cell({ full_name: 'Sara Haddad', email: 'sara@demo.test' });
    const texts = [...both.querySelectorAll('.app-cell-text')];
    expect(texts.map((t) => [t.textContent, t.getAttribute('dir')])).toEqual([
      ['Sara Haddad', 'auto'],
      ['sara@demo.test', 'ltr'],
    ]);
    expect(both.querySelector('.app-cell-secondary')?.textContent).toBe('sara@demo.test');
    const alone = cell({ email: 'nobody@demo.test' });
    expect(alone.textContent).toBe('nobody@demo.test');
  });
});

describe('percentages', () => {
  const rate = offers.fields.find((x) => x.source === 'percentage')!;

  it('should show the unit in a cell (and so on the details page), in each language', () => {
    const cell = (locale: 'en' | 'ar', value: unknown) =>
      render(
        <WidgetContext dataProvider={{}} locale={locale}>
          <RecordContextProvider value={{ id: 1, percentage: value }}>
            {number.cell(rate as never, { locale } as never)}
          </RecordContextProvider>
        </WidgetContext>,
      ).container.textContent;
    expect(cell('en', 12.5)).toBe('12.5%');
    expect(cell('ar', 30)).toBe(formatPercent('ar', 30, 2));
    expect(cell('ar', 30)).toMatch(/^30\u200e?[%\u066a]\u200e?$/);
    expect(cell('en', null)).toBe('');
  });

  it('should read "12.5%" from a spreadsheet as 12.5, and refuse a text that is not a number', () => {
    const importValue = number.importValue as Exclude<typeof number.importValue, false | undefined>;
    const read = (cell: string | number) => importValue(rate as never, cell, {} as never);
    expect(read('12.5%')).toEqual({ value: 12.5 });
    expect(read('12.5 ٪')).toEqual({ value: 12.5 });
    expect(read(7)).toEqual({ value: 7 });
    expect(read('twelve %')).not.toHaveProperty('value');
  });
});
