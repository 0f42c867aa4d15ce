import { useCallback, useContext } from 'react';
import { useLocaleState } from 'ra-core';
import { ConfirmContext } from './ConfirmProvider';
import { hasUnsavedForms } from './dirtyForms';

/**
 * The one way the signed-in shell switches the language: straight away, or, while a form
 * holds unsaved changes, after the operator confirms that they will be lost.
 */
export function useChangeLanguage(): [string, (next: string) => void] {
  const [locale, setLocale] = useLocaleState();
  const confirm = useContext(ConfirmContext);
  const change = useCallback(
    (next: string) => {
      if (next === locale) return;
      if (confirm && hasUnsavedForms()) {
        confirm({ title: 'app.language.unsaved_title', content: 'app.language.unsaved_content', onConfirm: () => setLocale(next) });
      } else {
        setLocale(next);
      }
    },
    [locale, setLocale, confirm],
  );
  return [locale, change];
}
