import { cloneElement, type ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  ChipField,
  DateTimeInput,
  FunctionField,
  NumberField,
  NumberInput,
  PasswordInput,
  ReferenceArrayField,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SingleFieldList,
  TextField,
  TextInput,
} from 'ra-ui-materialui';
import type { RaRecord, Validator } from 'ra-core';
import { intlLocaleOf, type Locale } from '../../locale/languages';
import { formatDate, formatMoney } from '../../locale/format';
import type { FieldDeclaration, FieldKind, ReferenceFieldDeclaration, StatusFieldDeclaration, StatusValue } from '../types';
import { StatusChip } from './StatusChip';
import { BooleanCell, DateCell } from './cells';
import { UploadCell, UploadInput } from '../../widgets/upload/UploadInputs';
import { isUploadedFile } from '../../widgets/upload/rules';
import { PhoneCell, PhoneInput } from '../../widgets/phone/PhoneInput';
import { LocaleDateInput } from './LocaleDateInput';
import { DependentReferenceInput } from './DependentReferenceInput';
import { PermissionMatrix } from './PermissionMatrix';
import { PermissionsView, permissionsText } from './PermissionsView';
import { RowsInput } from './RowsInput';
import { RowsView } from './RowsView';
import { rowsText } from './rowsFormat';
import { PERMISSIONS } from './permissions';

/** What a kind's renderers receive besides the field itself. */
export interface FieldContext {
  resource: string;
  locale: Locale;
  translate: (key: string, options?: Record<string, unknown>) => string;
}

export interface InputContext extends FieldContext {
  validate: Validator[];
  creating: boolean;
}

const labelFor = (f: FieldDeclaration, ctx: FieldContext) => ctx.translate(`resources.${ctx.resource}.fields.${f.source}`);

/**
 * How one kind of field shows in each place. Adding a kind to `FieldDeclaration` without
 * an entry here fails to compile (the mapped type below).
 */
export interface KindRenderer<F extends FieldDeclaration> {
  cell(field: F, ctx: FieldContext): ReactElement;
  input(field: F, ctx: InputContext): ReactElement;
  filter(field: F, ctx: FieldContext): ReactElement;
  /** The value an export file gets for this field. */
  exportValue(value: unknown, field: F, ctx: FieldContext, record?: Record<string, unknown>): string | number;
}

type Registry = { [K in FieldKind]: KindRenderer<Extract<FieldDeclaration, { kind: K }>> };

/** The values a status field takes: its own `choices`, or active/inactive. */
export function statusChoices(f: StatusFieldDeclaration): readonly StatusValue[] {
  return f.choices ?? ['active', 'inactive'];
}

function currencyOf(f: { currencySource?: string; currency?: string }, record: Record<string, unknown>): string {
  const fromRecord = f.currencySource ? record[f.currencySource] : undefined;
  return typeof fromRecord === 'string' && fromRecord ? fromRecord : (f.currency ?? 'SAR');
}

/** `'{locale}'` stands for the record's name in the active language (`name_ar` / `name_en`). */
export function localised(source: string, locale: Locale): string {
  return source === '{locale}' ? (locale === 'ar' ? 'name_ar' : 'name_en') : source;
}

const choiceList = (values: readonly string[], label: (v: string) => string) => values.map((id) => ({ id, name: label(id) }));
const plain = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'number' ? value : String(value));

const referenceCell = (f: ReferenceFieldDeclaration, ctx: FieldContext) => {
  const text = localised(f.optionText, ctx.locale);
  return f.multiple ? (
    <ReferenceArrayField source={f.source} reference={f.reference} sortable={false}>
      <SingleFieldList linkType={false}>
        <ChipField source={text} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  ) : (
    <ReferenceField source={f.source} reference={f.reference} link={false} sortable={f.sortable ?? true}>
      {/* dir="auto": a Latin name keeps its own order inside an Arabic page. */}
      <TextField source={text} dir="auto" />
    </ReferenceField>
  );
};

const referenceInput = (f: ReferenceFieldDeclaration, ctx: FieldContext, validate?: Validator[], alwaysOn?: boolean) => {
  const text = localised(f.optionText, ctx.locale);
  return f.multiple ? (
    <ReferenceArrayInput source={f.source} reference={f.reference} perPage={100} alwaysOn={alwaysOn} sort={{ field: text, order: 'ASC' }}>
      <AutocompleteArrayInput optionText={text} optionValue={f.optionValue} validate={validate} filterToQuery={(q) => ({ q })} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={f.source} reference={f.reference} perPage={100} alwaysOn={alwaysOn} sort={{ field: text, order: 'ASC' }}>
      <AutocompleteInput optionText={text} optionValue={f.optionValue} validate={validate} filterToQuery={(q) => ({ q })} />
    </ReferenceInput>
  );
};

export const registry: Registry = {
  // Issue 4: a role's permission matrix and a plan's service rows. Lists show a count, the
  // details page the content (the views tell the two apart by the list context).
  permissions: {
    cell: (f) => <FunctionField source={f.source} sortable={false} render={() => <PermissionsView source={f.source} />} />,
    input: (f, ctx) => <PermissionMatrix source={f.source} label={labelFor(f, ctx)} validate={ctx.validate} />,
    filter: (f, ctx) => (
      <AutocompleteArrayInput
        source={f.source}
        label={labelFor(f, ctx)}
        alwaysOn={f.filter === 'alwaysOn'}
        choices={PERMISSIONS.map((id) => ({ id, name: id }))}
      />
    ),
    exportValue: (v, _f, ctx) => permissionsText(v, ctx.translate),
  },
  rows: {
    cell: (f, ctx) => <FunctionField source={f.source} sortable={false} render={() => <RowsView field={f} ctx={ctx} />} />,
    input: (f, ctx) => <RowsInput field={f} ctx={ctx} label={labelFor(f, ctx)} validate={ctx.validate} creating={ctx.creating} />,
    filter: (f, ctx) => (
      <TextInput source={`${f.source}.${f.of[0]?.source ?? 'q'}`} label={labelFor(f, ctx)} alwaysOn={f.filter === 'alwaysOn'} resettable />
    ),
    exportValue: (v, f, ctx, record) => rowsText(f.of, v, record ?? {}, ctx),
  },
  // Widgets (issue 3): the heavy parts (cropper, phone library) are lazy chunks inside them.
  file: {
    cell: (f) => <FunctionField source={f.source} sortable={false} render={() => <UploadCell field={f} />} />,
    input: (f, ctx) => <UploadInput field={f} label={labelFor(f, ctx)} validate={ctx.validate} />,
    filter: (f, ctx) => <TextInput source={`${f.source}.name`} label={labelFor(f, ctx)} alwaysOn={f.filter === 'alwaysOn'} resettable />,
    exportValue: (v) => (isUploadedFile(v) ? v.name : plain(v)),
  },
  image: {
    cell: (f) => <FunctionField source={f.source} sortable={false} render={() => <UploadCell field={f} />} />,
    input: (f, ctx) => <UploadInput field={f} label={labelFor(f, ctx)} validate={ctx.validate} />,
    filter: (f, ctx) => <TextInput source={`${f.source}.name`} label={labelFor(f, ctx)} alwaysOn={f.filter === 'alwaysOn'} resettable />,
    exportValue: (v) => (isUploadedFile(v) ? v.path : plain(v)),
  },
  phone: {
    cell: (f) => <FunctionField source={f.source} sortable={f.sortable ?? true} render={() => <PhoneCell field={f} />} />,
    input: (f, ctx) => <PhoneInput field={f} label={labelFor(f, ctx)} validate={ctx.validate} />,
    filter: (f) => <TextInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} resettable inputProps={{ dir: 'ltr' }} />,
    exportValue: plain,
  },
  text: {
    cell: (f) => <TextField source={f.source} sortable={f.sortable ?? true} dir="auto" />,
    input: (f, ctx) => (
      <TextInput
        source={f.source}
        validate={ctx.validate}
        multiline={f.multiline}
        minRows={f.multiline ? 3 : undefined}
        fullWidth={f.fullWidth}
        parse={f.uppercase ? (v: string) => (v ? v.toUpperCase() : v) : undefined}
        inputProps={{ dir: 'auto', ...(f.maxLength ? { maxLength: f.maxLength } : {}) }}
      />
    ),
    filter: (f) => <TextInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} resettable />,
    exportValue: plain,
  },
  email: {
    cell: (f) => <TextField source={f.source} sortable={f.sortable ?? true} dir="ltr" />,
    input: (f, ctx) => (
      <TextInput source={f.source} type="email" validate={ctx.validate} fullWidth={f.fullWidth} inputProps={{ dir: 'ltr' }} />
    ),
    filter: (f) => <TextInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} resettable />,
    exportValue: plain,
  },
  password: {
    cell: (f) => <FunctionField source={f.source} sortable={false} render={() => '••••••••'} />,
    input: (f, ctx) => <PasswordInput source={f.source} validate={ctx.validate} autoComplete="new-password" />,
    filter: (f) => <TextInput source={f.source} />,
    exportValue: () => '',
  },
  number: {
    cell: (f, ctx) => <NumberField source={f.source} locales={intlLocaleOf(ctx.locale)} sortable={f.sortable ?? true} />,
    input: (f, ctx) => <NumberInput source={f.source} validate={ctx.validate} min={f.min} max={f.max} />,
    filter: (f) => <NumberInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} />,
    exportValue: (v) => (typeof v === 'number' ? v : plain(v)),
  },
  money: {
    cell: (f, ctx) => (
      <FunctionField
        source={f.source}
        sortBy={f.source}
        textAlign="right"
        render={(r: RaRecord) =>
          r[f.source] === undefined || r[f.source] === null || r[f.source] === ''
            ? ''
            : formatMoney(ctx.locale, Number(r[f.source]), currencyOf(f, r))
        }
      />
    ),
    input: (f, ctx) => <NumberInput source={f.source} validate={ctx.validate} min={f.min ?? 0} step={0.01} />,
    filter: (f) => <NumberInput source={f.source} alwaysOn={f.filter === 'alwaysOn'} />,
    exportValue: (v, f, ctx, record) =>
      v === undefined || v === null || v === '' ? '' : formatMoney(ctx.locale, Number(v), currencyOf(f, record ?? {})),
  },
  boolean: {
    cell: (f) => <BooleanCell source={f.source} sortable={f.sortable ?? true} />,
    input: (f, ctx) => <BooleanInput source={f.source} validate={ctx.validate} />,
    filter: (f, ctx) => (
      <SelectInput
        source={f.source}
        alwaysOn={f.filter === 'alwaysOn'}
        choices={[
          { id: true, name: ctx.translate('ra.boolean.true') },
          { id: false, name: ctx.translate('ra.boolean.false') },
        ]}
      />
    ),
    exportValue: (v, _f, ctx) => (v === undefined || v === null ? '' : ctx.translate(v ? 'ra.boolean.true' : 'ra.boolean.false')),
  },
  date: {
    cell: (f, ctx) => <DateCell source={f.source} locale={ctx.locale} sortable={f.sortable ?? true} />,
    // Typed in the app's language order, not the browser's (LocaleDateInput).
    input: (f, ctx) => <LocaleDateInput source={f.source} label={labelFor(f, ctx)} validate={ctx.validate} />,
    filter: (f, ctx) => <LocaleDateInput source={f.source} label={labelFor(f, ctx)} alwaysOn={f.filter === 'alwaysOn'} />,
    exportValue: (v, _f, ctx) => (v ? formatDate(ctx.locale, v as string) : ''),
  },
  datetime: {
    cell: (f, ctx) => <DateCell source={f.source} locale={ctx.locale} withTime sortable={f.sortable ?? true} />,
    input: (f, ctx) => <DateTimeInput source={f.source} validate={ctx.validate} />,
    filter: (f, ctx) => <LocaleDateInput source={f.source} label={labelFor(f, ctx)} alwaysOn={f.filter === 'alwaysOn'} />,
    exportValue: (v, _f, ctx) => (v ? formatDate(ctx.locale, v as string, true) : ''),
  },
  status: {
    cell: (f) => <FunctionField source={f.source} sortBy={f.source} render={(r: RaRecord) => <StatusChip value={r[f.source]} />} />,
    input: (f, ctx) => (
      <SelectInput
        source={f.source}
        validate={ctx.validate}
        defaultValue={ctx.creating ? statusChoices(f)[0] : undefined}
        choices={choiceList(statusChoices(f), (v) => ctx.translate(`app.status.${v}`))}
      />
    ),
    filter: (f, ctx) => (
      <SelectInput
        source={f.source}
        alwaysOn={f.filter === 'alwaysOn'}
        choices={choiceList(statusChoices(f), (v) => ctx.translate(`app.status.${v}`))}
      />
    ),
    exportValue: (v, _f, ctx) => (v ? ctx.translate(`app.status.${String(v)}`, { _: String(v) }) : ''),
  },
  select: {
    cell: (f, ctx) => (
      <SelectField
        source={f.source}
        choices={choiceList(f.choices, (v) => ctx.translate(`resources.${ctx.resource}.choices.${f.source}.${v}`, { _: v }))}
      />
    ),
    input: (f, ctx) => (
      <SelectInput
        source={f.source}
        validate={ctx.validate}
        choices={choiceList(f.choices, (v) => ctx.translate(`resources.${ctx.resource}.choices.${f.source}.${v}`, { _: v }))}
      />
    ),
    filter: (f, ctx) => (
      <SelectInput
        source={f.source}
        alwaysOn={f.filter === 'alwaysOn'}
        choices={choiceList(f.choices, (v) => ctx.translate(`resources.${ctx.resource}.choices.${f.source}.${v}`, { _: v }))}
      />
    ),
    exportValue: (v, f, ctx) => (v ? ctx.translate(`resources.${ctx.resource}.choices.${f.source}.${String(v)}`, { _: String(v) }) : ''),
  },
  reference: {
    cell: referenceCell,
    input: (f, ctx) =>
      f.dependsOn ? (
        <DependentReferenceInput
          field={{ ...f, dependsOn: f.dependsOn }}
          resource={ctx.resource}
          optionText={localised(f.optionText, ctx.locale)}
          validate={ctx.validate}
        />
      ) : (
        referenceInput(f, ctx, ctx.validate)
      ),
    filter: (f, ctx) => referenceInput(f, ctx, undefined, f.filter === 'alwaysOn'),
    exportValue: (v) => (Array.isArray(v) ? v.join(', ') : plain(v)),
  },
};

/** Calls the renderer of the field's own kind (the union needs one cast, here only). */
export function render<P extends 'cell' | 'filter'>(place: P, field: FieldDeclaration, ctx: FieldContext): ReactElement {
  return cloneElement((registry[field.kind] as KindRenderer<FieldDeclaration>)[place](field, ctx), { key: field.source });
}

export function renderInput(field: FieldDeclaration, ctx: InputContext): ReactElement {
  return cloneElement((registry[field.kind] as KindRenderer<FieldDeclaration>).input(field, ctx), { key: field.source });
}
