import type { FieldDeclaration, ResourceDeclaration } from '../../engine/types';
import { currencyOf, type MoneyFieldDeclaration } from '../../fields';

/** One total: a money column summed in one currency (amounts are never added across currencies). */
export interface Total {
  source: string;
  currency: string;
  amount: number;
}

const isMoney = (f: FieldDeclaration): f is MoneyFieldDeclaration => f.kind === 'money';

/** The money columns of a report: what its totals sum. */
export function moneyFields(decl: ResourceDeclaration): MoneyFieldDeclaration[] {
  return decl.fields.filter(isMoney).filter((f) => f.list !== false);
}

/**
 * Sums every money column of the rows, per currency, in the order currencies first appear.
 * Cents are added as integers, so 0.1 + 0.2 gives 0.3.
 */
export function reportTotals(decl: ResourceDeclaration, rows: readonly Record<string, unknown>[]): Total[] {
  const out: Total[] = [];
  for (const field of moneyFields(decl)) {
    const cents = new Map<string, number>();
    for (const row of rows) {
      const raw = row[field.source];
      if (raw === undefined || raw === null || raw === '' || !Number.isFinite(Number(raw))) continue;
      const currency = currencyOf(field, row);
      cents.set(currency, (cents.get(currency) ?? 0) + Math.round(Number(raw) * 100));
    }
    for (const [currency, value] of cents) out.push({ source: field.source, currency, amount: value / 100 });
  }
  return out;
}

/** The filter the list sends: what the URL (or else the saved list state) holds, plus the fixed one. */
export function currentFilter(
  search: string,
  stored: { filter?: Record<string, unknown> } | undefined,
  fixed: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  let fromUrl: Record<string, unknown> | undefined;
  const raw = new URLSearchParams(search).get('filter');
  if (raw) {
    try {
      fromUrl = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      fromUrl = undefined;
    }
  }
  const values = fromUrl ?? stored?.filter ?? {};
  const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return { ...clean, ...(fixed ?? {}) };
}
