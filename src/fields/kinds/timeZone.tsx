import { FunctionField } from 'ra-ui-materialui';
import type { RaRecord } from 'ra-core';
import { defineKind, type FieldContext } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { intlLocaleOf } from '../../locale/languages';
import { isTimeZone, timeZones, zoneLabel } from '../../locale/timeZone';
import { plain } from './common';
import { AutocompleteInput } from '../inputs/lazyInputs';

/** An IANA time zone (`Asia/Riyadh`), chosen from the zones `Intl` knows, shown with its offset. */
export interface TimeZoneFieldDeclaration extends FieldBase {
  kind: 'timeZone';
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    timeZone: TimeZoneFieldDeclaration;
  }
}

const choicesFor = (ctx: FieldContext) => {
  const intl = intlLocaleOf(ctx.locale);
  return timeZones().map((id) => ({ id, name: zoneLabel(intl, id) }));
};

export const timeZone = defineKind<'timeZone'>({
  kind: 'timeZone',
  cell: (f, ctx) => (
    <FunctionField
      source={f.source}
      sortable={f.sortable ?? true}
      render={(r: RaRecord) => (r[f.source] ? <bdi dir="ltr">{zoneLabel(intlLocaleOf(ctx.locale), String(r[f.source]))}</bdi> : '')}
    />
  ),
  // The names are codes (the same in every language), typed or picked; laid out left to right.
  input: (f, ctx) => (
    <AutocompleteInput
      source={f.source}
      validate={ctx.validate}
      choices={choicesFor(ctx)}
      fullWidth={f.fullWidth}
      translateChoice={false}
      // The typed name is laid out by its own letters (Latin), even on an Arabic page.
      TextFieldProps={{ sx: { '& input': { unicodeBidi: 'plaintext' } } }}
    />
  ),
  filter: (f, ctx) => (
    <AutocompleteInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} choices={choicesFor(ctx)} translateChoice={false} />
  ),
  exportPlan: () => ({ kind: 'plain' }),
  exportValue: plain,
  problems: (_f, value) =>
    isTimeZone(value) && timeZones().includes(String(value)) ? [] : [{ message: 'app.validation.invalid', args: {} }],
  schema: () => ({ type: 'string', description: 'An IANA time zone name, e.g. Asia/Riyadh' }),
});
