import { Fragment } from 'react';
import { ChipField, ReferenceArrayField, SingleFieldList } from 'ra-ui-materialui';
import { ReferenceFieldBase, useRecordContext, useReferenceFieldContext, useTranslate, type Validator } from 'ra-core';
import { defineKind, localised, type FieldContext } from '../../engine/kinds';
import { CellText } from '../../engine/views/CellText';
import type { FieldBase } from '../../engine/types';
import { UnlessRefused } from '../inputs/ChoicesRetry';
import { plain } from './common';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ChoicesRetry,
  DependentReferenceInput,
  ReferenceArrayInput,
  ReferenceInput,
} from '../inputs/lazyInputs';

/**
 * A link to another resource, by name (STYLE habit 1), never by import. (Named apart from the
 * engine's `ReferenceFieldDeclaration` alias, which the augmentation below would otherwise see.)
 */
export interface ReferenceKindDeclaration extends FieldBase {
  kind: 'reference';
  reference: string;
  multiple?: boolean;
  /** The referenced record's property to show; `'{locale}'` picks `name_ar`/`name_en`. */
  optionText: string;
  /** The referenced record's property that is stored (default `id`). */
  optionValue?: string;
  /** Choices narrowed by another field of the same form, e.g. a city by its country. */
  dependsOn?: ReferenceDependency;
  /**
   * A property of the row itself that names the referenced record (`company_name`), shown when
   * the referenced record cannot be read (the operator may not list that resource).
   */
  nameSource?: string;
}

/**
 * A reference whose choices follow another reference of the same form (docs/entities.md).
 * `{ field: 'countries', filter: 'country_code2', value: 'code2' }` offers only the cities whose
 * `country_code2` is the `code2` of a chosen country, sent as the list filter
 * `{"country_code2": ["SA", "AE"]}`. In forms, when the parent changes, chosen records that no
 * longer match are removed; with no parent chosen the input is disabled and says to choose it
 * first. List filters keep the full list (a filter bar has no "first this, then that").
 */
export interface ReferenceDependency {
  /** The parent field (a `reference`, single or multiple) of the same resource. */
  field: string;
  /** The property of THIS field's referenced records that points at the parent: the filter sent. */
  filter: string;
  /**
   * The property of the chosen parent records the filter takes, e.g. `code2`; by default the
   * parent's stored value itself. A different property is read from the parent records (the
   * parent must then store ids, the default).
   */
  value?: string;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    reference: ReferenceKindDeclaration;
  }
}

/**
 * One reference shown by name (details pages, and lists where the engine's shortcut does not
 * apply). When the referenced record cannot be read (403: this operator may not list that
 * resource; or it is gone), the cell shows what the row itself carries, its `nameSource`, else
 * the id, marked as such, instead of an error: a secondary read never spoils the screen.
 */
function ReferenceCell({
  source,
  reference,
  text,
  nameSource,
}: {
  source: string;
  reference: string;
  text: string;
  nameSource?: string;
  /** Read by the list's column header. */
  sortable?: boolean;
}) {
  const row = useRecordContext();
  return (
    <ReferenceFieldBase source={source} reference={reference} record={row}>
      <ReferenceValue text={text} own={nameSource ? row?.[nameSource] : undefined} id={row?.[source]} />
    </ReferenceFieldBase>
  );
}

function ReferenceValue({ text, own, id }: { text: string; own: unknown; id: unknown }) {
  const { referenceRecord, error, isPending } = useReferenceFieldContext();
  const translate = useTranslate();
  const value = referenceRecord?.[text];
  // dir="auto": a Latin name keeps its own order inside an Arabic page.
  if (value !== undefined && value !== null && value !== '') return <CellText value={String(value)} />;
  if ((isPending && !error) || id === undefined || id === null || id === '') return null;
  return (
    <span dir="auto" title={translate('app.reference.unavailable')} data-reference-fallback="">
      {own !== undefined && own !== null && own !== '' ? String(own) : translate('app.reference.id', { id: String(id) })}
    </span>
  );
}

const referenceInput = (f: ReferenceKindDeclaration, ctx: FieldContext, validate?: Validator[], alwaysOn?: boolean) => {
  const text = localised(f.optionText, ctx.locale);
  // In a filter bar (`alwaysOn` is set there), a refused resource leaves the filter out.
  const Wrap = alwaysOn === undefined ? Fragment : UnlessRefused;
  return f.multiple ? (
    <ReferenceArrayInput source={f.source} reference={f.reference} perPage={100} alwaysOn={alwaysOn} sort={{ field: text, order: 'ASC' }}>
      <Wrap>
        <AutocompleteArrayInput optionText={text} optionValue={f.optionValue} validate={validate} filterToQuery={(q) => ({ q })} />
        <ChoicesRetry />
      </Wrap>
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={f.source} reference={f.reference} perPage={100} alwaysOn={alwaysOn} sort={{ field: text, order: 'ASC' }}>
      <Wrap>
        <AutocompleteInput optionText={text} optionValue={f.optionValue} validate={validate} filterToQuery={(q) => ({ q })} />
        <ChoicesRetry />
      </Wrap>
    </ReferenceInput>
  );
};

export const reference = defineKind<'reference'>({
  kind: 'reference',
  cell: (f, ctx) => {
    const text = localised(f.optionText, ctx.locale);
    return f.multiple ? (
      <ReferenceArrayField source={f.source} reference={f.reference} sortable={false}>
        <SingleFieldList linkType={false}>
          {/* dir="auto": each name is isolated, so a name that carries bidi controls cannot reorder its neighbours. */}
          <ChipField source={text} size="small" dir="auto" />
        </SingleFieldList>
      </ReferenceArrayField>
    ) : (
      <ReferenceCell source={f.source} reference={f.reference} text={text} nameSource={f.nameSource} sortable={f.sortable ?? true} />
    );
  },
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
  exportPlan: () => ({ kind: 'reference' }),
  exportValue: (v) => (Array.isArray(v) ? v.join(', ') : plain(v)),
  schema: (f) =>
    f.multiple
      ? { type: 'array', items: { type: ['integer', 'string'] }, 'x-reference': f.reference }
      : { type: ['integer', 'string'], 'x-reference': f.reference },
  references: (f) => ({
    reference: f.reference,
    optionText: f.optionText,
    optionValue: f.optionValue,
    multiple: f.multiple,
    nameSource: f.nameSource,
  }),
  declaration: (f, ctx) => ({
    problems:
      f.dependsOn && !ctx.siblings.some((s) => s.source === f.dependsOn?.field)
        ? [`depends on "${f.dependsOn.field}", which is not a field of ${ctx.resource}`]
        : [],
  }),
});

export type ReferenceFieldDeclaration = ReferenceKindDeclaration;
