import { FunctionField } from 'ra-ui-materialui';
import type { RaRecord } from 'ra-core';
import { defineKind } from '../../engine/kinds';
import { composedText, joinParts } from '../../engine/composed';
import { CellText } from '../../engine/views/CellText';
import type { FieldBase } from '../../engine/types';
import { textFilter } from './common';
import { TextInput } from '../inputs/lazyInputs';

/**
 * A person's name as people read it (people by name, not by e-mail): a read-only
 * property the server composes from the record's name parts (`full_name` of an agent or a user,
 * docs/api-contract.md). Its list cell shows the name with the e-mail as a second, quieter line.
 * Declare it `form: false`: it is edited through its parts.
 */
export interface PersonFieldDeclaration extends FieldBase {
  kind: 'person';
  /** The name parts, in reading order (`first_name`, `middle_name`, `last_name`). */
  parts: readonly string[];
  /** The record's e-mail property, shown under the name in a list. */
  email?: string;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    person: PersonFieldDeclaration;
  }
}

/** The parts that have a value, joined by a space ('' when none has): what the server composes. */
export const personName = (f: Pick<PersonFieldDeclaration, 'parts'>, record: Record<string, unknown>): string => joinParts(record, f.parts);

/** The name as every view shows it (list, details, exports): the one derivation of src/engine/composed.ts. */
const nameOf = (f: PersonFieldDeclaration, record: Record<string, unknown>): string => composedText(record, f.source, f.parts);

export const person = defineKind<'person'>({
  kind: 'person',
  searchable: true,
  cell: (f) => (
    <FunctionField
      source={f.source}
      sortable={f.sortable ?? true}
      render={(record: RaRecord) => {
        const name = nameOf(f, record);
        const email = f.email ? record[f.email] : undefined;
        const secondary = typeof email === 'string' && email ? <CellText value={email} dir="ltr" /> : undefined;
        // No name at all (only an e-mail on file): the e-mail is the name.
        if (!name) return secondary ?? null;
        return <CellText value={name} secondary={secondary} />;
      }}
    />
  ),
  // Never typed: a form shows it read-only when a declaration places it there.
  input: (f) => <TextInput source={f.source} disabled fullWidth={f.fullWidth} inputProps={{ dir: 'auto' }} />,
  filter: (f) => textFilter(f),
  // Composed by the server from its parts, which are imported instead.
  importValue: false,
  // The worker composes the name from the parts as the list does, when the API sent none.
  exportPlan: (f) => ({ kind: 'composed', parts: [...f.parts] }),
  exportValue: (_v, f, _ctx, record) => nameOf(f, record),
  schema: () => ({ type: 'string', readOnly: true }),
  derive: (f, record) => personName(f, record),
  cellShows: (f) => (f.email ? [f.email] : []),
});
