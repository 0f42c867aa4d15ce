import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../../src/engine/types';
import { chosen, conflictRows, sameValue } from '../../src/engine/views/conflicts';

const fields = ['name', 'phone', 'tags', 'notes', 'code'].map((source) => ({ source, kind: 'text' }) as FieldDeclaration);

describe('the fields of a conflict, three ways', () => {
  const base = { name: 'Old', phone: '+1', tags: [1, 2], notes: '', code: 'A' };
  const mine = { name: 'Mine', phone: '+1', tags: ['1', '2'], notes: null, code: 'B' };
  const theirs = { name: 'Theirs', phone: '+2', tags: [1, 2], notes: undefined, code: 'B' };
  const rows = conflictRows(fields, base, mine, theirs);

  it('should list only the fields whose two values differ', () => {
    // tags: the same ids as numbers or strings; notes: empty either way; code: both typed B.
    expect(rows.map((r) => r.field.source)).toEqual(['name', 'phone']);
  });

  it('should start on mine where this operator typed, and on theirs where only they changed it', () => {
    expect(rows.map((r) => [r.field.source, r.mine, r.theirs, r.initial])).toEqual([
      ['name', 'Mine', 'Theirs', 'mine'],
      ['phone', '+1', '+2', 'theirs'],
    ]);
  });

  it('should give the chosen value of each row, the starting side where none was chosen', () => {
    expect(chosen(rows, {})).toEqual({ name: 'Mine', phone: '+2' });
    expect(chosen(rows, { name: 'theirs', phone: 'mine' })).toEqual({ name: 'Theirs', phone: '+1' });
  });

  it('should compare objects by their content', () => {
    expect(sameValue({ a: 1 }, { a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue(0, '')).toBe(false);
  });
});
