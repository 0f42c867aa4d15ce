import { useEffect, useId } from 'react';
import { useFormState } from 'react-hook-form';
import { markFormDirty } from '../dirtyForms';

/** Put inside a react-admin form: reports whether it holds unsaved changes (../dirtyForms.ts). */
export function UnsavedFormTracker() {
  const id = useId();
  const { isDirty, isSubmitSuccessful } = useFormState();
  const dirty = isDirty && !isSubmitSuccessful;
  useEffect(() => {
    markFormDirty(id, dirty);
    return () => markFormDirty(id, false);
  }, [dirty, id]);
  return null;
}
