import { useGetMany, useTranslate, type RaRecord } from 'ra-core';
import type { ResourceDeclaration } from '../engine/types';
import { fieldKind } from '../engine/kinds';

/** The referenced names one reference field needs: one `getMany` for the ids on screen. */
function useReferenceNames(
  decl: ResourceDeclaration,
  source: string | undefined,
  property: string | undefined,
  records: readonly RaRecord[],
) {
  const field = decl.fields.find((f) => f.source === source);
  const reference = (field && fieldKind(field.kind).references?.(field)?.reference) ?? '';
  const ids = [...new Set(records.map((r) => r[source ?? '']).filter((v) => v !== undefined && v !== null && v !== ''))];
  const { data } = useGetMany(reference, { ids }, { enabled: !!reference && !!property && ids.length > 0, retry: false });
  return new Map((data ?? []).map((r) => [String(r.id), r[property ?? '']]));
}

/**
 * The readable name of each record (`decl.recordLabel`), or undefined when the resource declares
 * none and its `recordTitle` is used instead. Only the first `references` entry is resolved (a
 * request names its company); hooks cannot be called a varying number of times.
 */
export function useRecordLabels(decl: ResourceDeclaration, records: readonly RaRecord[]): ((record: RaRecord) => string) | undefined {
  const translate = useTranslate();
  const [source, property] = Object.entries(decl.recordLabel?.references ?? {})[0] ?? [];
  const names = useReferenceNames(decl, source, property, records);
  const label = decl.recordLabel;
  if (!label) return undefined;
  return (record) => {
    const values: Record<string, unknown> = { ...record };
    if (source) values[source] = names.get(String(record[source])) ?? `#${String(record[source] ?? '')}`;
    if (label.count) values.smart_count = Number(record[label.count]) || 0;
    return translate(`resources.${decl.name}.record_label`, values);
  };
}
