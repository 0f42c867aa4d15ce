/**
 * Translated sentences carry their interpolated values isolated (FSI … PDI).
 * `iso` writes an expected sentence the way it is rendered: iso`${'Email'} is required.` is
 * "\u2068Email\u2069 is required.". `plain` drops the isolates from rendered text to compare it
 * with text written without them.
 */
export function iso(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((out, s, i) => out + s + (i < values.length ? `\u2068${String(values[i])}\u2069` : ''), '');
}

export const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u2066-\u2069]/g, '');

/** An accessible-name matcher that ignores the isolates: `getByRole('button', { name: named('Remove row 2') })`. */
export const named = (name: string) => (accessibleName: string) => plain(accessibleName) === name;
