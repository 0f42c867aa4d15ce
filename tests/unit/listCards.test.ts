import '../helpers/composedEngine';
import { describe, expect, it } from 'vitest';
import { cardLayout } from '../../src/engine/views/ListCards';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/engine/types';

/** What a phone's list card shows of a record: title, two lines, a badge. */
const decl = (recordTitle: string, fields: FieldDeclaration[]) =>
  ({ name: 'things', base: '/things', endpoint: 'things', access: {}, recordTitle, fields }) as ResourceDeclaration;
const text = (source: string) => ({ source, kind: 'text' }) as FieldDeclaration;
const status = { source: 'status', kind: 'status', choices: ['active', 'inactive'] } as FieldDeclaration;
const sources = (fields: readonly FieldDeclaration[]) => fields.map((f) => f.source);

describe('cardLayout', () => {
  it('should title a card by the record title and show the next two columns, the status as its badge', () => {
    const columns = [text('name'), text('code'), status, text('email'), text('city')];
    const layout = cardLayout(decl('name', columns), columns, []);
    expect(layout.badge?.source).toBe('status');
    expect(layout.titleColumn).toBeUndefined();
    expect(sources(layout.secondary)).toEqual(['code', 'email']);
  });

  it("should leave both name columns out of the lines when the title is the name in the active language ('{locale}')", () => {
    const columns = [text('name_ar'), text('name_en'), text('code2'), text('code3')];
    expect(sources(cardLayout(decl('{locale}', columns), columns, []).secondary)).toEqual(['code2', 'code3']);
  });

  it('should title a card by its first column when the record title is only the id', () => {
    const columns = [text('company'), text('amount'), text('date'), text('note')];
    const layout = cardLayout(decl('id', columns), columns, []);
    expect(layout.titleColumn?.source).toBe('company');
    expect(sources(layout.secondary)).toEqual(['amount', 'date']);
  });

  it('should leave out the columns the operator hid, the badge too', () => {
    const columns = [text('name'), text('code'), status, text('email'), text('city')];
    const layout = cardLayout(decl('name', columns), columns, ['code', 'status']);
    expect(layout.badge).toBeUndefined();
    expect(sources(layout.secondary)).toEqual(['email', 'city']);
  });
});
