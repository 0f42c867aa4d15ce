/**
 * The shape every locale must have: the same keys as English, any string values.
 * Index signatures (react-admin's `TranslationMessages` has some) are dropped so only the
 * named keys are required.
 */
export type Messages<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] extends string ? string : Messages<T[K]>;
};

/**
 * The groups of react-admin's `ra` strings only screens that show a resource read (forms, lists;
 * `configurable` is its inspector's, which the app never turns on).
 */
export type RaScreenGroups = 'boolean' | 'input' | 'sort' | 'validation' | 'saved_queries' | 'guesser' | 'configurable';
