import type { ExportPlan } from '../../engine/kinds';

/**
 * The PDF table's geometry, shared by the writer (pdf.ts, in the worker) and the dialog's fit
 * check (ExportDialog.tsx): no jsPDF here, only numbers in PDF points (1/72 inch).
 */
export type Orientation = 'portrait' | 'landscape';

/** A4 in points: 595.28 × 841.89. */
const A4_SHORT = 595.28;
const A4_LONG = 841.89;
/** Left and right page margins. */
export const PAGE_MARGIN = 30;
/** Body text size and the cell padding on each side. */
export const FONT_SIZE = 8;
export const CELL_PADDING = 3;
/** No column narrower than this (about eight Latin letters at 8 pt plus padding). */
export const MIN_COLUMN_PT = 40;
/** No column wider than this: longer text wraps between words. */
export const MAX_COLUMN_PT = 220;
/** A column's minimum grows with its longest word (an e-mail address), but not past this: a longer word breaks. */
export const MAX_MIN_COLUMN_PT = 180;

export function usableWidth(orientation: Orientation): number {
  return (orientation === 'portrait' ? A4_SHORT : A4_LONG) - 2 * PAGE_MARGIN;
}

/** Portrait when the columns' natural widths fit its width, landscape otherwise. */
export function chooseOrientation(natural: readonly number[]): Orientation {
  return natural.reduce((s, w) => s + w, 0) <= usableWidth('portrait') ? 'portrait' : 'landscape';
}

/**
 * Column widths summing to `available`: natural widths when they fit (the spare width shared in
 * proportion), else each column shrunk toward its minimum in proportion to what it can give;
 * when even the minimums do not fit, the minimums squeezed alike (words then break: the dialog
 * warns before that happens, see `columnsThatFit`).
 */
export function fitWidths(natural: readonly number[], minimum: readonly number[], available: number): number[] {
  const total = natural.reduce((s, w) => s + w, 0);
  if (!natural.length) return [];
  if (total <= available) return natural.map((w) => (w * available) / total);
  const mins = natural.map((w, i) => Math.min(w, minimum[i] ?? w));
  const minTotal = mins.reduce((s, w) => s + w, 0);
  if (minTotal >= available) return mins.map((w) => (w * available) / minTotal);
  const excess = total - available;
  const give = total - minTotal;
  return natural.map((w, i) => w - ((w - mins[i]) * excess) / give);
}

/** The dialog's estimate of a column's minimum readable width, from its kind and its header. */
export function estimatedMinimum(plan: ExportPlan | null | undefined, header: string): number {
  const byKind =
    plan?.kind === 'date'
      ? plan.withTime
        ? 70
        : 50
      : plan?.kind === 'money'
        ? 55
        : plan?.kind === 'number' || plan?.kind === 'percent'
          ? 30
          : MIN_COLUMN_PT;
  // The header wraps between words: its longest word must fit (about 0.55 em a letter).
  const word = Math.max(0, ...header.split(/\s+/).map((w) => w.length));
  return Math.min(MAX_MIN_COLUMN_PT, Math.max(byKind, MIN_COLUMN_PT, word * FONT_SIZE * 0.55 + 2 * CELL_PADDING));
}

/** How many of the first columns fit across a landscape A4 at their minimum widths. */
export function columnsThatFit(minimums: readonly number[], available = usableWidth('landscape')): number {
  let sum = 0;
  for (let i = 0; i < minimums.length; i++) {
    sum += minimums[i];
    if (sum > available) return i;
  }
  return minimums.length;
}
