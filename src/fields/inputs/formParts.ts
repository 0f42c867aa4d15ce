/**
 * What the field kinds' inputs and filters are drawn with: one chunk, fetched when a form or a
 * list's filters first render (src/fields/inputs/lazyInputs.ts), never with the menu or the
 * dashboard, which name the kinds without drawing an input (docs/decisions.md "Performance").
 */
export {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'ra-ui-materialui';
// Numbers keep what was typed until the operator changes it (a refused 20-digit value included).
export { ExactNumberInput as NumberInput } from './ExactNumberInput';
export { ChoicesRetry } from './ChoicesRetry';
export { DependentReferenceInput } from './DependentReferenceInput';
export { LocaleDateInput } from './LocaleDateInput';
export { PermissionMatrix } from './PermissionMatrix';
export { RowsInput } from './RowsInput';
