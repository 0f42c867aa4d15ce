import { isPermission, normalisePermissions } from '../engine/fields/permissions';
import type { FieldDeclaration, RowCellDeclaration } from '../engine/types';
import { numberProblem } from '../engine/fields/validators';
import type { Translate } from './validation';

type Errors = Record<string, string[]>;
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** A cell of a rows field, checked as a top-level field of its kind would be. */
function cellError(resource: string, cell: RowCellDeclaration, value: unknown, t: Translate): string | undefined {
  const name = t(`resources.${resource}.fields.${cell.source}`);
  if (isEmpty(value)) return cell.required ? t('app.validation.required', { name }) : undefined;
  if (cell.kind === 'select' && !cell.choices.includes(String(value))) return t('app.validation.invalid', { name });
  const problem = numberProblem(cell, value);
  if (problem) return t(problem.message, { name, ...problem.args });
  if (cell.kind === 'text' && cell.minLength && String(value).length < cell.minLength) {
    return t('app.validation.min_length', { name, min: cell.minLength });
  }
  return undefined;
}

/**
 * The checks of the issue-4 kinds. A permission list takes SPEC §6 strings only; a rows
 * field is a list of objects whose cells are checked one by one, each error keyed
 * `<field>.<row>.<cell>` so the form shows it under that cell.
 */
export function kindErrors(resource: string, field: FieldDeclaration, value: unknown, t: Translate): Errors {
  const errors: Errors = {};
  const name = t(`resources.${resource}.fields.${field.source}`);
  if (field.kind === 'permissions') {
    const unknown = Array.isArray(value) ? value.filter((p) => !isPermission(p)) : [value];
    if (unknown.length) errors[field.source] = [`${t('app.validation.invalid', { name })} (${unknown.map(String).join(', ')})`];
  }
  if (field.kind === 'rows') {
    if (!Array.isArray(value) || value.some((r) => !r || typeof r !== 'object')) {
      errors[field.source] = [t('app.validation.invalid', { name })];
      return errors;
    }
    value.forEach((row: Record<string, unknown>, i) => {
      for (const cell of field.of) {
        const message = cellError(resource, cell, row[cell.source], t);
        if (message) errors[`${field.source}.${i}.${cell.source}`] = [message];
      }
    });
  }
  return errors;
}

/** What is stored: permissions once each in SPEC order; rows with their declared cells only. */
export function storableKindValue(field: FieldDeclaration, value: unknown): unknown {
  if (field.kind === 'permissions' && Array.isArray(value)) return normalisePermissions(value);
  if (field.kind === 'rows' && Array.isArray(value)) {
    return value.map((row: Record<string, unknown>) =>
      Object.fromEntries(
        field.of.map((c) => [
          c.source,
          (c.kind === 'money' || c.kind === 'number') && !isEmpty(row[c.source]) ? Number(row[c.source]) : (row[c.source] ?? null),
        ]),
      ),
    );
  }
  return value;
}
