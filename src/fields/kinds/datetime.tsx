import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { formatDate } from '../../locale/format';
import { DateCell } from '../inputs/cells';
import { importDateTime, labelFor, notBeforeProblems } from './common';
import { DateTimeInput, LocaleDateInput } from '../inputs/lazyInputs';

export interface DateTimeFieldDeclaration extends FieldBase {
  kind: 'datetime';
  /** The field holding the start of this range: this one may not be before it (end ≥ start). */
  notBefore?: string;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    datetime: DateTimeFieldDeclaration;
  }
}

export const datetime = defineKind<'datetime'>({
  kind: 'datetime',
  cell: (f, ctx) => <DateCell source={f.source} locale={ctx.locale} withTime sortable={f.sortable ?? true} />,
  input: (f, ctx) => <DateTimeInput source={f.source} validate={ctx.validate} />,
  filter: (f, ctx) => <LocaleDateInput source={f.source} label={labelFor(f, ctx)} alwaysOn={f.filter === 'alwaysOn'} />,
  exportPlan: () => ({ kind: 'date', withTime: true }),
  problems: (f, value, record) => notBeforeProblems(f.notBefore, value, record),
  exportValue: (v, _f, ctx) => (v ? formatDate(ctx.locale, v as string, true) : ''),
  importValue: (_f, cell, ctx) => importDateTime(cell, ctx.locale),
  schema: (f) => ({
    type: 'string',
    format: 'date-time',
    ...(f.notBefore ? { 'x-not-before': f.notBefore, description: `Not before ${f.notBefore}.` } : {}),
  }),
});
