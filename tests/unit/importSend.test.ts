import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { normaliseError } from '../../src/providers/httpClient';
import { sendRows } from '../../src/widgets/import/send';

/** A create that fails with each of `failures` in turn, then succeeds; it records the keys it was given. */
function flaky(failures: unknown[]) {
  const keys: string[] = [];
  const create = async (_data: Record<string, unknown>, key: string) => {
    keys.push(key);
    const next = failures.shift();
    if (next) throw next;
    return { data: { id: 1 } };
  };
  return { keys, create };
}

const answer = (status: number, body: Record<string, unknown> = {}) => normaliseError(new HttpError('', status, body));

describe('sending imported rows', () => {
  it('should try a row again after a server error with the same key, and count it created once it is', async () => {
    const { keys, create } = flaky([answer(503), answer(502)]);
    const outcomes = await sendRows([{ index: 0, data: {}, key: 'k' }], { create, retryDelayMs: 0 });
    expect(outcomes).toEqual([{ index: 0, status: 'created' }]);
    expect(keys).toEqual(['k', 'k', 'k']);
  });

  it('should give up after the retries and say why, never guessing the row was made', async () => {
    const { keys, create } = flaky([answer(500), answer(500), answer(500)]);
    const [outcome] = await sendRows([{ index: 3, data: {}, key: 'k' }], { create, retryDelayMs: 0, retries: 2 });
    expect(outcome).toEqual({ index: 3, status: 'refused', problems: { '': [{ message: 'app.errors.server' }] } });
    expect(keys).toHaveLength(3);
  });

  it("should not retry a refusal: a 422's field messages become the row's problems", async () => {
    const { keys, create } = flaky([
      answer(422, { message: 'Please provide correct data!', errors: { code2: ['Code2 has already been taken.'] } }),
    ]);
    const [outcome] = await sendRows([{ index: 0, data: {}, key: 'k' }], { create, retryDelayMs: 0 });
    expect(outcome).toEqual({ index: 0, status: 'refused', problems: { code2: [{ message: 'Code2 has already been taken.' }] } });
    expect(keys).toEqual(['k']);
  });

  it('should not retry a 403 either, and keep its message', async () => {
    const { keys, create } = flaky([answer(403, { message: 'You do not have permission.' })]);
    const [outcome] = await sendRows([{ index: 0, data: {}, key: 'k' }], { create, retryDelayMs: 0 });
    expect(outcome).toMatchObject({ status: 'refused', problems: { '': [{ message: 'You do not have permission.' }] } });
    expect(keys).toEqual(['k']);
  });
});
