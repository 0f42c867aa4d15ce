import { expect, onTestFinished, vi } from 'vitest';

/** An error is matched by its name, message and stack (ra-core's HttpError prints as a bare "Error"). */
const text = (arg: unknown) => (arg instanceof Error ? `${arg.name}: ${arg.message}\n${arg.stack ?? ''}` : String(arg));

/**
 * For a test that provokes an error on purpose (a refused write, a fixture entity without
 * strings): `console[method]` is quiet for this test only, the expected message must come at
 * least once (unless `required` is false: a screen that may or may not log it), and any other message on it still fails the test. Call it inside the test (or a
 * beforeEach); the spy is restored when the test finishes.
 */
export function expectConsole(method: 'error' | 'warn', expected: RegExp, { required = true }: { required?: boolean } = {}) {
  const spy = vi.spyOn(console, method).mockImplementation(() => undefined);
  onTestFinished(() => {
    const calls = [...spy.mock.calls];
    spy.mockRestore();
    const matches = (args: unknown[]) => args.some((a) => expected.test(text(a)));
    if (required) expect(calls.length, `console.${method} was expected to report ${expected}`).toBeGreaterThan(0);
    expect(calls.filter((args) => !matches(args)).map((args) => args.map(text).join(' '))).toEqual([]);
  });
  return spy;
}
