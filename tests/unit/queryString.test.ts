import { describe, expect, it } from 'vitest';
// The package's own, by its file path: the bare `query-string` is the app's stand-in (vitest.config.ts).
import * as packageQueryString from '../../node_modules/query-string/index.js';
import { parse, stringify } from '../../src/shims/queryString';
import { random } from '../helpers/random';

const theirs = packageQueryString as unknown as { parse: (q: unknown) => unknown; stringify: (o: unknown) => string };

const PIECES = [
  'a',
  'Z',
  '9',
  ' ',
  '+',
  '=',
  '&',
  '?',
  '#',
  '%',
  '%2',
  '%41',
  '%e0%a4%a',
  '%C2',
  '%FE%FF',
  '%E2%80%8F',
  '!',
  "'",
  '(',
  ')',
  '*',
  '~',
  'é',
  'ش',
  '٣',
  '\u202e',
  '😀',
  '[]',
  '{"q":"x"}',
  '',
];

/** A string of up to `max` pieces drawn from PIECES (well-formed and malformed escapes among them). */
function text(next: () => number, max: number) {
  let out = '';
  for (let n = Math.floor(next() * max); n > 0; n--) out += PIECES[Math.floor(next() * PIECES.length)];
  return out;
}

/** An object as react-admin builds one for a URL: strings, numbers, booleans, null, undefined, arrays of those. */
function object(next: () => number) {
  const scalar = () => {
    const r = next();
    if (r < 0.45) return text(next, 6);
    if (r < 0.6) return Math.floor(next() * 2000) - 1000;
    if (r < 0.7) return next() < 0.5;
    if (r < 0.8) return null;
    if (r < 0.85) return undefined;
    return JSON.stringify({ q: text(next, 3), ids: [1, 2] });
  };
  const value: Record<string, unknown> = {};
  for (let n = Math.floor(next() * 6); n > 0; n--) {
    const key = text(next, 4);
    value[key] = next() < 0.2 ? Array.from({ length: Math.floor(next() * 4) }, scalar) : scalar();
  }
  return value;
}

/** Same keys in the same order with the same values (both answer objects without a prototype). */
const plain = (value: unknown) => JSON.stringify(Object.entries(value as object));

describe("the app's query-string (src/shims/queryString.ts) against the package's", () => {
  it('should stringify 5,000 generated objects to the same text', () => {
    for (let seed = 1; seed <= 5000; seed++) {
      const value = object(random(seed));
      expect(stringify(value), `seed ${seed}`).toBe(theirs.stringify(value));
    }
  });

  it('should parse 5,000 generated strings, malformed escapes included, to the same object', () => {
    for (let seed = 1; seed <= 5000; seed++) {
      const next = random(seed);
      const search = `${['', '?', '#', '&', ' ?'][Math.floor(next() * 5)]}${text(next, 12)}`;
      expect(plain(parse(search)), `seed ${seed}: ${JSON.stringify(search)}`).toBe(plain(theirs.parse(search)));
    }
  });

  it('should read back what it wrote, as the package does', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const written = stringify(object(random(seed)));
      expect(plain(parse(written)), `seed ${seed}`).toBe(plain(theirs.parse(written)));
    }
  });

  it("should answer react-admin's list URLs and the odd cases the same", () => {
    const search = '?displayedFilters=%7B%7D&filter=%7B%22q%22%3A%22%D8%B4%D8%B1%D9%83%D8%A9%22%7D&order=ASC&page=2&perPage=25&sort=name';
    expect(plain(parse(search))).toBe(plain(theirs.parse(search)));
    expect(parse(search).filter).toBe('{"q":"شركة"}');
    for (const odd of [undefined, null, 42, '', '?', '&&', 'a&a&a=1', 'a=1=2', '=x', '__proto__=1', 'constructor=2'])
      expect(plain(parse(odd)), String(odd)).toBe(plain(theirs.parse(odd)));
    for (const odd of [undefined, null, {}, { b: [], a: [undefined] }, { 'a b': "it's (x)*!" }])
      expect(stringify(odd as Record<string, unknown>), JSON.stringify(odd)).toBe(theirs.stringify(odd));
    expect(Object.getPrototypeOf(parse('a=1'))).toBeNull();
  });
});
