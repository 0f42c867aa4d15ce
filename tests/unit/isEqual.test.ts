import { describe, expect, it } from 'vitest';
// lodash's own, by its file path: the bare `lodash/isEqual.js` is the app's stand-in (vitest.config.ts).
// @ts-expect-error -- lodash ships no types, and the app does not install @types/lodash for one test
import lodashIsEqualUntyped from '../../node_modules/lodash/isEqual.js';
import isEqual from '../../src/shims/isEqual';
import { random } from '../helpers/random';

const lodashIsEqual = lodashIsEqualUntyped as (a: unknown, b: unknown) => boolean;

class Point {
  constructor(
    public x: unknown,
    public y: unknown,
  ) {}
}

const SYMBOL = Symbol('s');

/** A value drawn from what react-admin compares (records, filters, params) and the corners lodash knows. */
function value(next: () => number, depth: number): unknown {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const leaves = [0, -0, 1, 2, NaN, Infinity, '', 'a', 'b', '1', true, false, null, undefined, SYMBOL];
  const kind = depth <= 0 ? 0 : Math.floor(next() * 14);
  switch (kind) {
    case 1:
    case 2:
      return Array.from({ length: Math.floor(next() * 3) }, () => value(next, depth - 1));
    case 3:
    case 4: {
      const o: Record<string, unknown> = {};
      for (let i = Math.floor(next() * 3); i > 0; i -= 1) o[pick(['a', 'b', 'c', 'id'])] = value(next, depth - 1);
      return o;
    }
    case 5:
      return new Date(pick([0, 1, NaN]));
    case 6:
      return pick([/a/, /a/g, /b/]);
    case 7:
      return new Set(Array.from({ length: Math.floor(next() * 3) }, () => value(next, depth - 1)));
    case 8:
      return new Map(Array.from({ length: Math.floor(next() * 3) }, () => [pick(['a', 'b', 1]), value(next, depth - 1)]));
    case 9:
      return new Point(value(next, depth - 1), pick([1, 2]));
    case 10: {
      const o = Object.create(null) as Record<string, unknown>;
      o.a = value(next, depth - 1);
      return o;
    }
    case 11:
      return pick([new Uint8Array([1, 2]), new Uint8Array([1, 3]), new Float64Array([NaN]), new Int8Array([1, 2])]);
    case 12:
      return pick([new Number(1), new String('a'), new Boolean(false), new Error('x'), new TypeError('x')]);
    case 13:
      return { [SYMBOL]: value(next, depth - 1), a: 1 };
    default:
      return pick(leaves);
  }
}

/** A copy that is equal by lodash's rules (fresh objects, same content), for the "equal" side. */
function copy(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(copy);
  if (v instanceof Date) return new Date(v.getTime());
  if (v instanceof Set) return new Set([...v].map(copy).reverse());
  if (v instanceof Map) return new Map([...v].map(([k, x]) => [k, copy(x)] as [unknown, unknown]).reverse());
  if (v instanceof Point) return new Point(copy(v.x), v.y);
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    const o: Record<PropertyKey, unknown> = {};
    for (const k of Reflect.ownKeys(v)) o[k] = copy((v as Record<PropertyKey, unknown>)[k]);
    return o;
  }
  return v;
}

describe("the app's isEqual (src/shims/isEqual.ts) against lodash's", () => {
  it('gives the same answer on 20,000 generated pairs, equal and not', () => {
    const disagreements: string[] = [];
    let equalPairs = 0;
    for (let seed = 1; seed <= 10000; seed += 1) {
      const next = random(seed);
      const a = value(next, 3);
      for (const b of [copy(a), value(next, 3)]) {
        const expected = lodashIsEqual(a, b);
        if (expected) equalPairs += 1;
        if (isEqual(a, b) !== expected) disagreements.push(`seed ${seed}: lodash says ${expected}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    // Both answers occur often: the generator is not one-sided.
    expect(equalPairs).toBeGreaterThan(10000);
    expect(equalPairs).toBeLessThan(19000);
  });

  it.each([
    ['NaN and NaN', NaN, NaN, true],
    ['0 and -0', 0, -0, true],
    ['a boxed number and its value', new Number(1), 1, true],
    ['a plain object and a class instance with the same keys', { x: 1, y: 2 }, new Point(1, 2), false],
    ['a null-prototype object and a plain one', Object.assign(Object.create(null), { a: 1 }), { a: 1 }, true],
    ['sets in another order', new Set([1, { a: 2 }]), new Set([{ a: 2 }, 1]), true],
    // eslint-disable-next-line prefer-rest-params -- an arguments object is the point
    ['arguments and an object', (function (..._args: unknown[]) { return arguments; })(1), { 0: 1 }, true], // prettier-ignore
    ['two functions', () => 1, () => 1, false],
    ['two promises', Promise.resolve(1), Promise.resolve(1), false],
    [
      'a DataView of the same bytes elsewhere',
      new DataView(new Uint8Array([1, 2]).buffer),
      new DataView(new Uint8Array([1, 2]).buffer),
      true,
    ],
    ['an array with a hole and one with undefined', [, 1], [undefined, 1], true], // eslint-disable-line no-sparse-arrays
  ])('agrees on %s', (_, a, b, expected) => {
    expect(lodashIsEqual(a, b)).toBe(expected);
    expect(isEqual(a, b)).toBe(expected);
  });

  it('compares cycles', () => {
    const a: Record<string, unknown> = { n: 1 };
    a.self = a;
    const b: Record<string, unknown> = { n: 1 };
    b.self = b;
    const c: Record<string, unknown> = { n: 2 };
    c.self = c;
    expect([isEqual(a, b), isEqual(a, c)]).toEqual([lodashIsEqual(a, b), lodashIsEqual(a, c)]);
    expect(isEqual(a, b)).toBe(true);
  });
});
