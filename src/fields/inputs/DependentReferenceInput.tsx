import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'ra-ui-materialui';
import { ChoicesRetry } from './ChoicesRetry';
import { useGetMany, useTranslate, type Identifier, type Validator } from 'ra-core';
import { useCatalog } from '../../engine/CatalogContext';
import { fieldKind } from '../../engine/kinds';
import type { ReferenceFieldDeclaration } from '../kinds/reference';

interface Props {
  field: ReferenceFieldDeclaration & { dependsOn: NonNullable<ReferenceFieldDeclaration['dependsOn']> };
  resource: string;
  /** The referenced record's property shown (already localised). */
  optionText: string;
  validate?: Validator[];
}

const asList = (v: unknown): Identifier[] =>
  Array.isArray(v) ? (v as Identifier[]) : v === undefined || v === null || v === '' ? [] : [v as Identifier];
const NO_IDS: Identifier[] = [];

/**
 * A reference input whose choices follow another field of the form (`dependsOn`): only the
 * records matching the chosen parent(s) are offered, chosen ones that stop matching are
 * removed as soon as the parent changes, and with no parent the input waits, disabled.
 */
export function DependentReferenceInput({ field, resource, optionText, validate }: Props) {
  const dep = field.dependsOn;
  const translate = useTranslate();
  const catalog = useCatalog();
  const { setValue } = useFormContext();
  const parentDecl = catalog.get(resource)?.fields.find((f) => f.source === dep.field);
  const parentRef = parentDecl ? fieldKind(parentDecl.kind).references?.(parentDecl) : undefined;

  const parentIds = asList(useWatch({ name: dep.field }));
  const chosen = asList(useWatch({ name: field.source }));
  // The filter values: the parent's stored values, or a property read from its records.
  const lookup = !!dep.value && !!parentRef && dep.value !== (parentRef.optionValue ?? 'id');
  const parents = useGetMany(
    parentRef?.reference ?? dep.field,
    { ids: lookup ? parentIds : NO_IDS },
    { enabled: lookup && parentIds.length > 0 },
  );
  const keysReady = !lookup || parentIds.length === 0 || (!parents.isPending && !!parents.data);
  // parentIds is a new array each render; its content is what matters.
  const parentKey = parentIds.join('\u0000');
  const keys = useMemo(
    () => (lookup ? (parents.data ?? []).map((p) => p[dep.value!]).filter((v) => v !== undefined && v !== null) : parentIds),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- parentKey stands for parentIds' content
    [lookup, parents.data, dep.value, parentKey],
  );

  // The chosen records, to know which parent each belongs to (those shown are in the cache).
  const stored = field.optionValue ?? 'id';
  const current = useGetMany(
    field.reference,
    { ids: stored === 'id' ? chosen : NO_IDS },
    { enabled: stored === 'id' && chosen.length > 0 && parentIds.length > 0 },
  );

  useEffect(() => {
    if (chosen.length === 0) return;
    const clear = (keep: Identifier[]) =>
      setValue(field.source, field.multiple ? keep : null, { shouldDirty: true, shouldValidate: false });
    if (parentIds.length === 0) return clear([]);
    if (!keysReady || stored !== 'id' || current.isPending || !current.data) return;
    const allowed = new Set(keys.map(String));
    const byId = new Map(current.data.map((r) => [String(r.id), r]));
    // A record not found no longer exists: it cannot belong to the parent either.
    const keep = chosen.filter((id) => allowed.has(String(byId.get(String(id))?.[dep.filter])));
    if (keep.length !== chosen.length) clear(keep);
  }, [
    chosen,
    parentIds.length,
    keysReady,
    keys,
    current.isPending,
    current.data,
    stored,
    dep.filter,
    field.source,
    field.multiple,
    setValue,
  ]);

  const waiting = parentIds.length === 0;
  const parentLabel = translate(`resources.${resource}.fields.${dep.field}`);
  const common = {
    optionText,
    optionValue: field.optionValue,
    validate,
    filterToQuery: (q: string) => ({ q }),
    // readOnly, not disabled: react-hook-form drops a disabled field's value on submit, and
    // the emptied list must be sent, or the server would keep the old cities. The autocomplete
    // still shows (and behaves) as disabled.
    readOnly: waiting,
    helperText: waiting ? translate('app.inputs.choose_first', { name: parentLabel }) : undefined,
  };
  const reference = {
    source: field.source,
    reference: field.reference,
    perPage: 100,
    sort: { field: optionText, order: 'ASC' as const },
    filter: { [dep.filter]: keys },
    // No request for choices before there is a parent to narrow them by.
    enableGetChoices: () => !waiting && keysReady,
  };
  return field.multiple ? (
    <ReferenceArrayInput {...reference}>
      <>
        <AutocompleteArrayInput {...common} />
        <ChoicesRetry />
      </>
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput {...reference}>
      <>
        <AutocompleteInput {...common} />
        <ChoicesRetry />
      </>
    </ReferenceInput>
  );
}
