import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { DEFAULT_LOCALE, isLocale } from '../../locale/languages';
import type { FieldContext } from '../kinds';
import type { FieldDeclaration, Placement, ResourceDeclaration } from '../types';

export function useFieldContext(resource: string): FieldContext {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo(() => ({ resource, translate, locale: isLocale(locale) ? locale : DEFAULT_LOCALE }), [resource, translate, locale]);
}

const defaults: Required<Omit<Placement, 'sortable'>> = { list: true, form: true, details: true, filter: false, export: true };

/** The fields that show in a place, with the defaults of `Placement`. */
export function fieldsIn(decl: ResourceDeclaration, place: keyof typeof defaults, creating?: boolean): FieldDeclaration[] {
  return decl.fields.filter((f) => {
    const value = f[place] ?? defaults[place];
    if (place === 'form' && (value === 'create' || value === 'edit')) return creating === (value === 'create');
    return Boolean(value);
  });
}

export function labelOf(decl: ResourceDeclaration, source: string, translate: (k: string) => string): string {
  return translate(`resources.${decl.name}.fields.${source}`);
}
