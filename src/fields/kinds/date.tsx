import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { formatDate } from '../../locale/format';
import { DateCell } from '../inputs/cells';
import { importDate, labelFor, notBeforeProblems } from './common';
import { LocaleDateInput } from '../inputs/lazyInputs';

export interface DateFieldDeclaration extends FieldBase {
  kind: 'date';
  /** The field holding the start of this range: this one may not be before it (end ≥ start). */
  notBefore?: string;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    date: DateFieldDeclaration;
  }
}

export const date = defineKind<'date'>({
  kind: 'date',
  cell: (f, ctx) => <DateCell source={f.source} locale={ctx.locale} sortable={f.sortable ?? true} />,
  // Typed in the app's language order, not the browser's (LocaleDateInput).
  input: (f, ctx) => <LocaleDateInput source={f.source} label={labelFor(f, ctx)} validate={ctx.validate} hint />,
  filter: (f, ctx) => <LocaleDateInput source={f.source} label={labelFor(f, ctx)} alwaysOn={f.filter === 'alwaysOn'} />,
  exportPlan: () => ({ kind: 'date', withTime: false }),
  problems: (f, value, record) => notBeforeProblems(f.notBefore, value, record),
  exportValue: (v, _f, ctx) => (v ? formatDate(ctx.locale, v as string) : ''),
  importValue: (_f, cell, ctx) => importDate(cell, ctx.locale),
  schema: (f) => ({
    type: 'string',
    format: 'date',
    ...(f.notBefore ? { 'x-not-before': f.notBefore, description: `Not before ${f.notBefore}.` } : {}),
  }),
});
