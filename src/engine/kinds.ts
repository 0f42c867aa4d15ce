import { cloneElement, type ReactElement } from 'react';
import type { Validator } from 'ra-core';
import { LANGUAGES, type Locale } from '../locale/languages';
import type { DeclarationOf, FieldDeclaration, FieldKind } from './types';

/**
 * The contract of a field kind (docs/architecture.md "Add a field kind"). The engine knows no
 * kind: each one is a module under `src/fields/kinds/` that owns its declaration, its input,
 * cell and filter, its export, its rules (the same ones in the form and in the demo API) and
 * its OpenAPI schema. The app registers them all (`registerFieldKinds`) with the parts every
 * screen's chunk comes with (`viewParts`, ./slots.ts), before any screen that draws a field
 * renders; the engine asks `fieldKind(field.kind)`.
 */

/** What a kind's renderers receive besides the field itself. */
export interface FieldContext {
  resource: string;
  locale: Locale;
  translate: (key: string, options?: Record<string, unknown>) => string;
}

export interface InputContext extends FieldContext {
  validate: Validator[];
  creating: boolean;
  /**
   * The format hint shown under the input (translated): the field's own
   * (`resources.<name>.help.<source>`), else its kind's (`help`). A kind passes it to its input
   * as helper text; an error message takes its place while the value is wrong.
   */
  helperText?: string;
}

/**
 * One broken rule, as a message key and its arguments; the caller adds the field's label as
 * `name`. `path` names a part of the value (`0.price`: row 0, cell `price` of a rows field);
 * its label is then the part's own (`resources.<r>.fields.price`). `detail` is appended in
 * brackets by the server (the refused values).
 */
export interface Problem {
  message: string;
  args?: Record<string, string | number>;
  /** Arguments that name another field of the record by its source: shown as its label. */
  fieldArgs?: string[];
  path?: string;
  detail?: string;
}

/**
 * How the export worker formats a column: serialisable (it crosses postMessage) and free of
 * React, MUI and translations. `label` columns are looked up on the page with the kind's
 * `exportValue`, once per distinct value (plus the `with` properties of the record it reads).
 */
export type ExportPlan =
  | { kind: 'plain' }
  | { kind: 'number' }
  /** A number of percent: "12.5%" as text, 12.5 with a "%" format in a spreadsheet. */
  | { kind: 'percent'; decimals: number }
  | { kind: 'fileName' }
  | { kind: 'filePath' }
  | { kind: 'date'; withTime: boolean }
  | { kind: 'money'; currency: string; currencySource?: string }
  | { kind: 'label'; with?: string[] }
  /** A value composed from the record's `parts` when it has none of its own (src/engine/composed.ts). */
  | { kind: 'composed'; parts: readonly string[] }
  /** id -> the referenced record's name (the `references` capability); several ids joined with ", ". */
  | { kind: 'reference' };

export type JsonSchema = Record<string, unknown>;

/** A spreadsheet cell as the import reads it: its text, or the number or boolean the sheet holds. */
export type SheetCell = string | number | boolean;

/** What an imported cell became: a value of the kind, or the rule it broke. */
export type Imported = { value: unknown } | { problem: Problem };

/** What a reference-like field points at: the engine prefetches names and checks declarations with it. */
export interface ReferenceTarget {
  reference: string;
  optionText: string;
  /**
   * A property of the row itself that names the referenced record (`company_name`), shown when
   * the referenced record cannot be read (the operator may not list that resource).
   */
  nameSource?: string;
  optionValue?: string;
  multiple?: boolean;
}

export interface FieldKindDefinition<F extends FieldDeclaration = FieldDeclaration> {
  kind: F['kind'];
  cell(field: F, ctx: FieldContext): ReactElement;
  input(field: F, ctx: InputContext): ReactElement;
  filter(field: F, ctx: FieldContext): ReactElement;
  /** How the export worker formats the column; `null`: never exported (a password). */
  exportPlan(field: F): ExportPlan | null;
  /** The text or number an export cell gets (the worker's `label` lookups come from here). */
  exportValue(value: unknown, field: F, ctx: FieldContext, record: Record<string, unknown>): string | number;
  /**
   * The kind's rules for a value that is not empty (required and unique are generic): THE rule
   * set, used by the form's validators and by the demo API's 422. `record`: the whole form.
   */
  problems?(field: F, value: unknown, record: Record<string, unknown>): Problem[];
  /** The OpenAPI schema of a value (`x-kind` is added by the engine). */
  schema(field: F): JsonSchema;
  /**
   * How a spreadsheet cell becomes a value of this kind when a list is imported (a number typed
   * with Arabic digits, a date as the language writes it or as Excel stores it, a choice by its
   * label). Absent: the cell's text, trimmed (a reference kind is resolved by name or id from its
   * `references`). `false`: a cell cannot hold it (a file, a matrix), so the import never offers it.
   */
  importValue?: false | ((field: F, cell: SheetCell, ctx: FieldContext) => Imported);
  /** What a server stores for a valid value (ISO codes upper-cased, rows with their cells only…). */
  store?(field: F, value: unknown): unknown;
  /** The value is checked but never stored nor documented (a password confirmation). */
  transient?(field: F): boolean;
  /**
   * An edit form may leave it empty even when required, and then does not send it: the stored
   * value is kept (a password).
   */
  optionalWhenEditing?: boolean;
  /**
   * Written, never read back (a password): an API leaves it out of every answer (list, record,
   * export), so an edit form starts empty. Declare such a field `details: false, export: false`.
   */
  writeOnly?: boolean;
  /** Free-text search (`q`) looks into it. */
  searchable?: boolean;
  /**
   * Its cell is a badge that sums a record up (a status chip): a phone's list card shows it
   * beside the record's title rather than as a line of text.
   */
  badge?: boolean;
  /** The message key of the format hint under its input (`app.help.phone`), when it has a format. */
  help?(field: F): string | undefined;
  /**
   * What a sort by this field orders by, when it is more than its own value: a money field with
   * a currency per record sorts by (currency, amount), so amounts of different currencies are
   * never interleaved (docs/api-contract.md "Sorting"). The first keys always run A to Z; the
   * field's own value (the last key) follows the asked direction.
   */
  sortKeys?(field: F): readonly string[];
  /**
   * A read-only value the server composes from the record's other properties (a person's
   * `full_name` from the name parts): it is on every answer, and lists sort and search it.
   */
  derive?(field: F, record: Record<string, unknown>): unknown;
  /**
   * Other properties of the record its list cell shows too (a person's e-mail under the name):
   * an export of "the columns as the list shows them" includes them.
   */
  cellShows?(field: F): readonly string[];
  /** What it points at, for a reference-like kind. */
  references?(field: F): ReferenceTarget | undefined;
  /**
   * What the declaration check (src/engine/checkDeclarations.ts) must know of this kind beyond
   * the field's label: the message keys it reads (a select's choice labels) and the problems of
   * its own options (a reference's `dependsOn` naming no field). Nested fields (a rows field's
   * cells) are returned as `parts` and checked like top-level ones.
   */
  declaration?(field: F, ctx: DeclarationContext): { messages?: string[]; problems?: string[]; parts?: readonly FieldDeclaration[] };
}

/** What a kind's `declaration` check receives. */
export interface DeclarationContext {
  resource: string;
  /** The other fields of the same declaration. */
  siblings: readonly FieldDeclaration[];
}

/** Any kind's definition, as the registry holds it (the union needs this one cast, here only). */
type AnyDefinition = FieldKindDefinition<FieldDeclaration>;

const registry = new Map<string, AnyDefinition>();

/** The definitions of every kind of the app, registered once at start-up (src/app, tests/setup.ts). */
export function registerFieldKinds(definitions: readonly { kind: FieldKind }[]): void {
  for (const d of definitions) registry.set(d.kind, d as unknown as AnyDefinition);
}

/** The definition of a kind; a kind that was never registered is a programming error, said plainly. */
export function fieldKind(kind: string): AnyDefinition {
  const d = registry.get(kind);
  if (!d) throw new Error(`Field kind "${kind}" is not registered: add its module to src/fields/index.ts (FIELD_KINDS).`);
  return d;
}

export const registeredKinds = (): string[] => [...registry.keys()];

/** Typed identity for a kind module: `defineKind<'money'>({ kind: 'money', ... })`. */
export function defineKind<K extends FieldKind>(definition: FieldKindDefinition<DeclarationOf<K>> & { kind: K }) {
  return definition;
}

/** No value: nothing, an empty list, or text of spaces only (a required name of "   " is missing). */
export const isEmptyValue = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The kind's problems with a non-empty value (none for an empty one: `required` is generic). */
export function problemsOf(field: FieldDeclaration, value: unknown, record: Record<string, unknown>): Problem[] {
  if (isEmptyValue(value)) return [];
  return fieldKind(field.kind).problems?.(field, value, record) ?? [];
}

/** `'{locale}'` stands for the record's name in the active language (`name_ar` / `name_en`). */
export function localised(source: string, locale: Locale): string {
  return source === '{locale}' ? (locale === 'ar' ? 'name_ar' : 'name_en') : source;
}

/** Every field `localised(source, …)` may name, whatever the language. */
export function localisedSources(source: string): string[] {
  return [...new Set(LANGUAGES.map(({ locale }) => localised(source, locale)))];
}

/** The fields an API never answers with (write-only kinds: a password). */
export const writeOnlySources = (fields: readonly FieldDeclaration[]): string[] =>
  fields.filter((f) => fieldKind(f.kind).writeOnly).map((f) => f.source);

/**
 * What an edit form sends: its values without the empty ones of kinds that keep the stored value
 * when left empty (a password left blank is not changed, so it is not sent).
 */
export function editPayload<T extends Record<string, unknown>>(fields: readonly FieldDeclaration[], values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const f of fields) if (fieldKind(f.kind).optionalWhenEditing && isEmptyValue(out[f.source])) delete out[f.source];
  return out as T;
}

/** Calls the renderer of the field's own kind. */
export function render<P extends 'cell' | 'filter'>(place: P, field: FieldDeclaration, ctx: FieldContext): ReactElement {
  return cloneElement(fieldKind(field.kind)[place](field, ctx), { key: field.source });
}

/** The format hint of a field, translated: its own, else its kind's, else none. */
export function helpOf(field: FieldDeclaration, ctx: FieldContext): string | undefined {
  if (field.help) return ctx.translate(`resources.${ctx.resource}.help.${field.source}`);
  const key = fieldKind(field.kind).help?.(field);
  return key ? ctx.translate(key) : undefined;
}

export function renderInput(field: FieldDeclaration, ctx: InputContext): ReactElement {
  return cloneElement(fieldKind(field.kind).input(field, ctx), { key: field.source });
}

/** The schema of a field's value, for the OpenAPI document. */
export function schemaOf(field: FieldDeclaration): JsonSchema {
  return { 'x-kind': field.kind, ...fieldKind(field.kind).schema(field) };
}
