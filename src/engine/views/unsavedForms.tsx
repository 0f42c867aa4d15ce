import { useEffect, useId } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * Which forms on screen hold unsaved changes. react-admin redraws the whole app when the
 * language changes (its I18nContextProvider remounts everything), which would throw away
 * what an operator has typed; the language choices ask first while any form is dirty.
 */
const dirtyForms = new Set<string>();

export function hasUnsavedForms(): boolean {
  return dirtyForms.size > 0;
}

/** Put inside a react-admin form: reports whether it holds unsaved changes. */
export function UnsavedFormTracker() {
  const id = useId();
  const { isDirty, isSubmitSuccessful } = useFormState();
  const dirty = isDirty && !isSubmitSuccessful;
  useEffect(() => {
    if (dirty) dirtyForms.add(id);
    else dirtyForms.delete(id);
    return () => void dirtyForms.delete(id);
  }, [dirty, id]);
  return null;
}
