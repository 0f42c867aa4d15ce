import { registerFieldKinds, type FieldKindDefinition } from '../engine/kinds';
import type { DeclarationOf, FieldKind } from '../engine/types';
import { configureFields, type FieldSettings } from './settings';
import { boolean } from './kinds/boolean';
import { date } from './kinds/date';
import { draft } from './kinds/draft';
import { datetime } from './kinds/datetime';
import { email } from './kinds/email';
import { file } from './kinds/file';
import { image } from './kinds/image';
import { images } from './kinds/images';
import { money } from './kinds/money';
import { number } from './kinds/number';
import { password } from './kinds/password';
import { permissions } from './kinds/permissions';
import { person } from './kinds/person';
import { phone } from './kinds/phone';
import { reference } from './kinds/reference';
import { related } from './kinds/related';
import { rows } from './kinds/rows';
import { select } from './kinds/select';
import { status } from './kinds/status';
import { text } from './kinds/text';
import { timeZone } from './kinds/timeZone';

/**
 * Every field kind of the app, one module each under ./kinds (docs/architecture.md "Add a field
 * kind"). The mapped type makes a kind declared (module augmentation of FieldKindDeclarations)
 * without a definition here a compile error, and a definition under the wrong name too.
 */
const KINDS = {
  text,
  timeZone,
  email,
  password,
  number,
  money,
  boolean,
  draft,
  date,
  datetime,
  status,
  select,
  reference,
  related,
  permissions,
  rows,
  file,
  image,
  images,
  phone,
  person,
} satisfies { [K in FieldKind]: FieldKindDefinition<DeclarationOf<K>> & { kind: K } };

/** Every kind's definition (what `installFields` registers). */
export const FIELD_KINDS = Object.values(KINDS);

/**
 * Called once when this chunk arrives, with the first screen that draws a field
 * (src/app/compose.ts), by the demo API at its start, and by tests/setup.ts: the domain data
 * the kinds need, then every kind into the engine's registry.
 */
export function installFields(settings: FieldSettings): void {
  configureFields(settings);
  registerFieldKinds(FIELD_KINDS);
}

export type { FieldSettings, StatusTone } from './settings';
export type { TextFieldDeclaration } from './kinds/text';
export type { MoneyFieldDeclaration } from './kinds/money';
export type { ReferenceFieldDeclaration, ReferenceDependency } from './kinds/reference';
export type { RowCellDeclaration, RowsFieldDeclaration } from './kinds/rows';
export { currencyOf } from './kinds/money';
export { PermissionMatrix, loadFormInputs } from './inputs/lazyInputs';
