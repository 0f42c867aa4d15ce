import { lazyModule, lazyPart } from '../../config/chunks';
import type * as Parts from './formParts';

/**
 * The inputs the field kinds draw, as stand-ins with the same names and props (`lazyPart`): a
 * kind module imports them from here, so the kinds' own chunk (fetched with the first screen
 * that draws a field, src/app/compose.ts) carries none of their code. The app fetches them with
 * the views that draw forms or filters (`loadFormInputs`), so a form renders at once; anything
 * else that draws one first suspends while they load, and a failure is a chunk failure where it
 * stands.
 */
const formParts = lazyModule<typeof Parts>(() => import('./formParts'));

/** Fetches the inputs' chunk (once). */
export const loadFormInputs = () => formParts.load();

export const AutocompleteArrayInput = lazyPart(formParts, 'AutocompleteArrayInput');
export const AutocompleteInput = lazyPart(formParts, 'AutocompleteInput');
export const BooleanInput = lazyPart(formParts, 'BooleanInput');
export const DateTimeInput = lazyPart(formParts, 'DateTimeInput');
export const NumberInput = lazyPart(formParts, 'NumberInput');
export const PasswordInput = lazyPart(formParts, 'PasswordInput');
export const ReferenceArrayInput = lazyPart(formParts, 'ReferenceArrayInput');
export const ReferenceInput = lazyPart(formParts, 'ReferenceInput');
export const SelectInput = lazyPart(formParts, 'SelectInput');
export const TextInput = lazyPart(formParts, 'TextInput');
export const ChoicesRetry = lazyPart(formParts, 'ChoicesRetry');
export const DependentReferenceInput = lazyPart(formParts, 'DependentReferenceInput');
export const LocaleDateInput = lazyPart(formParts, 'LocaleDateInput');
export const PermissionMatrix = lazyPart(formParts, 'PermissionMatrix');
export const RowsInput = lazyPart(formParts, 'RowsInput');
