import {
  fieldKind,
  isEmptyValue,
  localisedSources,
  problemsOf,
  type FieldContext,
  type Imported,
  type Problem,
  type ReferenceTarget,
  type SheetCell,
} from '../../engine/kinds';
import type { FieldDeclaration, ResourceDeclaration } from '../../engine/types';
import { fieldsIn } from '../../engine/views/useFieldContext';
import { cellText } from '../../fields/kinds/common';
import { headerKey } from './headers';

/**
 * The check of each imported row, by the create form's own rules: each kind reads its cell
 * (`importValue`), then `required` (generic) and the kind's `problems`, as the form's validators
 * and the demo API do; `unique` within the file and against what the API says exists.
 */

/** The fields a file may fill: the create form's, those a cell can hold, narrowed by the declaration. */
export function importFields(decl: ResourceDeclaration): FieldDeclaration[] {
  const named = typeof decl.import === 'object' ? decl.import.fields : undefined;
  return fieldsIn(decl, 'form', true).filter((f) => fieldKind(f.kind).importValue !== false && (!named || named.includes(f.source)));
}

/** Whether the list offers an import at all (the operator's right to create is asked apart). */
export const importOffered = (decl: ResourceDeclaration) => decl.import !== false && importFields(decl).length > 0;

/** What a reference field points at, when it is one. */
export const referenceOf = (field: FieldDeclaration): ReferenceTarget | undefined => fieldKind(field.kind).references?.(field);

/** Referenced records by what a cell may hold: their id, their stored value, their name in any language. */
export type ReferenceIndex = Map<string, unknown>;

export function indexReferences(records: readonly Record<string, unknown>[], target: ReferenceTarget): ReferenceIndex {
  const index: ReferenceIndex = new Map();
  const stored = target.optionValue ?? 'id';
  const names = localisedSources(target.optionText);
  for (const r of records) {
    const value = r[stored];
    if (value === undefined || value === null) continue;
    for (const k of [r.id, value, ...names.map((n) => r[n])]) {
      if (k === undefined || k === null || k === '') continue;
      const key = headerKey(String(k));
      if (!index.has(key)) index.set(key, value);
    }
  }
  return index;
}

export interface CheckedRow {
  /** The row's values, as the create form would send them. */
  data: Record<string, unknown>;
  /** Broken rules by field (source); empty: a good row. */
  problems: Record<string, Problem[]>;
}

export interface CheckInput {
  fields: readonly FieldDeclaration[];
  /** The field each column fills (null: ignored). */
  mapping: readonly (string | null)[];
  ctx: FieldContext;
  /** Each reference field's index (by source); a field without one takes ids only. */
  references: Readonly<Record<string, ReferenceIndex>>;
  /** Values every row gets (a nested list's parent key). */
  base?: Readonly<Record<string, unknown>>;
  /**
   * The other languages' contexts: a cell the screen's language does not read (a choice by its
   * Arabic label on an English screen, a file exported in the other language) is read in theirs.
   */
  alternates?: readonly FieldContext[];
}

/**
 * A translate over a catalogue as loaded (no interpolation): enough for the labels a cell may
 * hold (choices, statuses, yes and no) in a language other than the screen's.
 */
export function messageLookup(tree: unknown): FieldContext['translate'] {
  return (key, options) => {
    let node: unknown = tree;
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : typeof options?._ === 'string' ? options._ : key;
  };
}

const isBlankCell = (cell: SheetCell | undefined) => cell === undefined || cell === '' || (typeof cell === 'string' && !cellText(cell));

/** One item list in a cell of a multiple reference: "Basic, Gold" or "أساسية، ذهبية". */
const splitList = (text: string) =>
  text
    .split(/[,;\u060C\u061B]/)
    .map((s) => s.trim())
    .filter(Boolean);

export function checkRow(cells: readonly SheetCell[], input: CheckInput): CheckedRow {
  const data: Record<string, unknown> = { ...input.base };
  const problems: Record<string, Problem[]> = {};
  const add = (source: string, p: Problem) => (problems[source] ??= []).push(p);
  const bySource = new Map(input.fields.map((f) => [f.source, f]));
  input.mapping.forEach((source, i) => {
    const field = source ? bySource.get(source) : undefined;
    const cell = cells[i];
    if (!field || isBlankCell(cell)) return;
    const target = referenceOf(field);
    if (target) {
      const index = input.references[field.source];
      const parts = target.multiple ? splitList(cellText(cell)) : [cellText(cell)];
      const found: unknown[] = [];
      const unknown: string[] = [];
      for (const p of parts) {
        const hit = index?.get(headerKey(p)) ?? (!index && /^\d+$/.test(p) ? Number(p) : undefined);
        if (hit === undefined) unknown.push(p);
        else found.push(hit);
      }
      if (unknown.length) add(field.source, { message: 'widgets.import.unknown_reference', args: { value: unknown.join('، ') } });
      else data[field.source] = target.multiple ? found : found[0];
      return;
    }
    const read = fieldKind(field.kind).importValue;
    let imported: Imported = { value: cellText(cell) };
    if (typeof read === 'function') {
      imported = read(field, cell, input.ctx);
      for (const other of input.alternates ?? []) {
        if (!('problem' in imported)) break;
        const again = read(field, cell, other);
        if (!('problem' in again)) imported = again;
      }
    }
    if ('problem' in imported) add(field.source, imported.problem);
    else data[field.source] = imported.value;
  });
  for (const field of input.fields) {
    if (problems[field.source]) continue;
    const value = data[field.source];
    if (isEmptyValue(value)) {
      if (field.required) add(field.source, { message: 'app.validation.required', args: {} });
      continue;
    }
    for (const p of problemsOf(field, value, data)) add(field.source, p);
  }
  return { data, problems };
}

/** A value as `unique` compares it (the demo API and the form's server ignore case). */
export const uniqueKey = (value: unknown) => String(value).trim().toLowerCase();

/**
 * `unique` fields: a value already taken by a record (`taken`, by source, from the API) or by an
 * earlier row of the file is a problem of the later row, which names the earlier one's line.
 */
export function markDuplicates(
  rows: readonly CheckedRow[],
  fields: readonly FieldDeclaration[],
  taken: Readonly<Record<string, ReadonlySet<string>>> = {},
  firstLine = 2,
): void {
  for (const f of fields.filter((x) => x.unique)) {
    const seen = new Map<string, number>();
    rows.forEach((row, i) => {
      const value = row.data[f.source];
      if (isEmptyValue(value) || row.problems[f.source]) return;
      const key = uniqueKey(value);
      const add = (p: Problem) => (row.problems[f.source] ??= []).push(p);
      if (taken[f.source]?.has(key)) add({ message: 'app.validation.taken', args: {} });
      else if (seen.has(key)) add({ message: 'widgets.import.duplicate', args: { line: seen.get(key)! + firstLine } });
      else seen.set(key, i);
    });
  }
}

/** A problem in words: the field's label as `name`, other fields named by their labels. */
export function problemText(
  p: Problem,
  source: string,
  labelOf: (source: string) => string,
  translate: (key: string, args?: Record<string, unknown>) => string,
): string {
  const name = labelOf(p.path ? p.path.slice(p.path.lastIndexOf('.') + 1) : source);
  const args: Record<string, unknown> = { name, _: p.message, ...p.args };
  for (const arg of p.fieldArgs ?? []) args[arg] = labelOf(String(args[arg]));
  const text = translate(p.message, args);
  return p.detail ? `${text} (${p.detail})` : text;
}

/** Lets the page draw between slices of a long loop (no long task while 10,000 rows are checked). */
export const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Every row checked, a slice at a time; `onProgress` gets the share done. */
export async function checkRows(
  rows: readonly (readonly SheetCell[])[],
  input: CheckInput,
  onProgress?: (fraction: number) => void,
  slice = 400,
): Promise<CheckedRow[]> {
  const out: CheckedRow[] = new Array(rows.length);
  for (let start = 0; start < rows.length; start += slice) {
    const end = Math.min(rows.length, start + slice);
    for (let i = start; i < end; i++) out[i] = checkRow(rows[i], input);
    onProgress?.(end / rows.length);
    if (end < rows.length) await yieldToPage();
  }
  return out;
}
