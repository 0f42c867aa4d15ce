import { FunctionField } from 'ra-ui-materialui';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { RelatedList } from '../inputs/RelatedList';
import { labelFor } from './common';

/**
 * The records of a resource that point at this one, shown and added from here: a category's
 * sub-categories are the categories whose `parent_id` is its id
 * (`{ source: 'sub_categories', kind: 'related', reference: 'categories', target: 'parent_id' }`).
 * Not a value of the record: never sent, stored, exported or documented as a property; the
 * details page and the edit form list them (one `GET <reference>?filter={target: id}`) with a
 * link each and "Add" (the create form with `target` preset). Its words are
 * `resources.<resource>.related.<source>.{add,none,all}`. Declare it `list: false, export: false`.
 */
export interface RelatedFieldDeclaration extends FieldBase {
  kind: 'related';
  /** The resource whose records point at this one. */
  reference: string;
  /** Their property that holds this record's id. */
  target: string;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    related: RelatedFieldDeclaration;
  }
}

export const related = defineKind<'related'>({
  kind: 'related',
  cell: (f, ctx) => <FunctionField source={f.source} sortable={false} render={() => <RelatedList field={f} resource={ctx.resource} />} />,
  // On the edit form the same list with its links and "Add"; nothing while creating (no id yet).
  input: (f, ctx) => (ctx.creating ? <></> : <RelatedList field={f} resource={ctx.resource} label={labelFor(f, ctx)} />),
  filter: () => <></>,
  exportPlan: () => null,
  exportValue: () => '',
  schema: () => ({}),
  transient: () => true,
  importValue: false,
  declaration: (f, ctx) => {
    const problems: string[] = [];
    if (f.list !== false || f.export !== false || f.filter)
      problems.push('a related list is declared list: false, export: false and no filter');
    if (f.required || f.unique) problems.push('a related list is not a value: it cannot be required or unique');
    if (f.reference === ctx.resource && !ctx.siblings.some((s) => s.source === f.target))
      problems.push(`its target "${f.target}" is not a field of ${f.reference}`);
    const keys = `resources.${ctx.resource}.related.${f.source}`;
    return { messages: [`${keys}.add`, `${keys}.none`, `${keys}.all`], problems };
  },
});
