/**
 * Which forms on screen hold unsaved changes. react-admin redraws the whole app when the
 * language changes (its I18nContextProvider remounts everything), which would throw away
 * what an operator has typed; the language choices ask first while any form is dirty.
 *
 * Apart from the tracker (views/unsavedForms.tsx) so the shell's language choices, drawn on
 * every screen, do not bring the form library into the first load.
 */
const dirtyForms = new Set<string>();

export function hasUnsavedForms(): boolean {
  return dirtyForms.size > 0;
}

/** Marks the form `id` dirty or clean. */
export function markFormDirty(id: string, dirty: boolean): void {
  if (dirty) dirtyForms.add(id);
  else dirtyForms.delete(id);
}
