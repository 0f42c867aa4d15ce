import type { Problem } from '../../engine/kinds';
import { failureKey, failureOf } from '../../providers/httpClient';

/** One row to create, with its own Idempotency-Key (the same on each of its attempts). */
export interface SendRow {
  index: number;
  data: Record<string, unknown>;
  key: string;
}

export type SendOutcome =
  | { index: number; status: 'created' }
  /** Refused by the server (422 with its field messages, or another failure after the retries). */
  | { index: number; status: 'refused'; problems: Record<string, Problem[]> }
  /** Never sent: the operator cancelled first. */
  | { index: number; status: 'unsent' };

export interface SendOptions {
  /** The create call (the data provider's, with the row's key). */
  create: (data: Record<string, unknown>, key: string) => Promise<unknown>;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Further attempts of a row after a time-out, a network failure or a server error. */
  retries?: number;
  /** Wait before a retry, times the attempt number. */
  retryDelayMs?: number;
  /** Cancel: no further row starts; rows in flight finish (their outcome is known, never guessed). */
  signal?: AbortSignal;
  onOutcome?: (outcome: SendOutcome, settled: number) => void;
}

/** The field messages of a 422, as problems whose message is the server's own text. */
function serverProblems(error: unknown): Record<string, Problem[]> {
  const body = (error as { body?: { errors?: unknown } } | undefined)?.body;
  const errors = body?.errors && typeof body.errors === 'object' ? (body.errors as Record<string, unknown>) : {};
  const out: Record<string, Problem[]> = {};
  for (const [source, text] of Object.entries(errors)) {
    const first = Array.isArray(text) ? text.find((t) => typeof t === 'string') : text;
    if (typeof first === 'string') out[source] = [{ message: first }];
  }
  if (!Object.keys(out).length) {
    const message = (error as Error | undefined)?.message;
    const kind = failureOf(error);
    out[''] = [{ message: message || (kind ? failureKey(kind) : 'app.errors.server') }];
  }
  return out;
}

const RETRIED = new Set(['timeout', 'network', 'server']);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One create per row, `concurrency` at a time. A time-out, a network failure or a 5xx is tried
 * again with the SAME key, so a row whose first attempt did reach the server is not created
 * twice; a refusal (422) is the row's problems. Cancelling lets the rows in flight finish and
 * leaves the others unsent.
 */
export async function sendRows(rows: readonly SendRow[], options: SendOptions): Promise<SendOutcome[]> {
  const { create, concurrency = 4, retries = 2, retryDelayMs = 1000, signal, onOutcome } = options;
  const outcomes: SendOutcome[] = new Array(rows.length);
  let next = 0;
  let settled = 0;
  const settle = (i: number, outcome: SendOutcome) => {
    outcomes[i] = outcome;
    settled++;
    onOutcome?.(outcome, settled);
  };
  const one = async (row: SendRow): Promise<SendOutcome> => {
    for (let attempt = 0; ; attempt++) {
      try {
        await create(row.data, row.key);
        return { index: row.index, status: 'created' };
      } catch (error) {
        const kind = failureOf(error);
        if (kind && RETRIED.has(kind) && attempt < retries) {
          await pause(retryDelayMs * (attempt + 1));
          continue;
        }
        return { index: row.index, status: 'refused', problems: serverProblems(error) };
      }
    }
  };
  const lane = async () => {
    while (next < rows.length) {
      if (signal?.aborted) return;
      const i = next++;
      settle(i, await one(rows[i]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
  for (let i = 0; i < rows.length; i++) if (!outcomes[i]) settle(i, { index: rows[i].index, status: 'unsent' });
  return outcomes;
}

/** A new Idempotency-Key. */
export function newRowKey(): string {
  return crypto.randomUUID();
}
