import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { RecordContextProvider } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { declarations } from '../../resources';
import { fieldKind, type FieldContext } from '../../src/engine/kinds';
import type { FieldDeclaration } from '../../src/engine/types';
import { rowFormatter } from '../../src/widgets/export/columns';
import { columnSpecs } from '../../src/widgets/export/prepare';
import { createI18nProvider } from '../../src/locale/i18nProvider';
import { en } from '../../i18n/en';

afterEach(cleanup);

/** Every field of every resource whose kind composes its value from other properties. */
const computed: [string, FieldDeclaration][] = declarations.flatMap((d) =>
  d.fields.filter((f) => fieldKind(f.kind).derive).map((f): [string, FieldDeclaration] => [`${d.name}.${f.source}`, f]),
);

function listCellText(field: FieldDeclaration, record: Record<string, unknown>): string {
  const i18n = createI18nProvider('en', en);
  const ctx = { resource: 'users', locale: 'en', translate: i18n.translate } as unknown as FieldContext;
  const { container } = render(
    <AdminContext i18nProvider={i18n}>
      <RecordContextProvider value={{ id: 1, ...record }}>{fieldKind(field.kind).cell(field as never, ctx)}</RecordContextProvider>
    </AdminContext>,
  );
  return container.textContent ?? '';
}

describe('computed columns: one derivation for the list and the export', () => {
  it('should have computed fields to check', () => {
    expect(computed.map(([name]) => name)).toContain('users.full_name');
  });

  it.each(computed)('%s: the export shows the name the list shows when the API sends none', (_name, field) => {
    const parts = (field as { parts: readonly string[] }).parts;
    const record: Record<string, unknown> = Object.fromEntries(parts.map((p, i) => [p, ['Noura', 'Bint', 'Al-Harbi'][i] ?? 'X']));
    const [cell] = rowFormatter(columnSpecs([field]), 'en', {})(record);
    expect(cell).toBe(parts.map((p) => record[p]).join(' '));
    expect(listCellText(field, record)).toContain(cell as string);
    // Sent by the API: its own value, in both.
    const sent = { ...record, [field.source]: 'Noura Al-Harbi (sent)' };
    expect(rowFormatter(columnSpecs([field]), 'en', {})(sent)[0]).toBe('Noura Al-Harbi (sent)');
    expect(listCellText(field, sent)).toContain('Noura Al-Harbi (sent)');
  });
});
