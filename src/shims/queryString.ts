import decodeComponent from 'decode-uri-component';

/**
 * `query-string` for every importer (vite.config.ts), as react-admin calls it: `stringify(object)`
 * and `parse(search)`, default options only (its data provider, its `fetchUtils` and its list
 * URLs; none passes options). The package is CommonJS with every option of every function, so the
 * build carried all of it into the first screen (~1.8 KB gzip with its helpers, issue 16). Same
 * answers as its 7.1 on the same calls (tests/unit/queryString.test.ts compares them); the
 * decoding of a malformed `%` sequence is the package's own helper's, used here as it is.
 */
type Value = string | null | (string | null)[];
type Query = Record<string, Value>;

/** RFC 3986 strict: `!'()*` escaped too, as the package's `strict` (its default). */
const encode = (value: unknown) =>
  encodeURIComponent(value as string).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `a=1&b=x&b=y`: keys sorted, an array as the key repeated, `null` as the bare key, `undefined`
 * left out (in an array too); a key that comes to nothing (the empty key's bare `null`, an empty
 * array) leaves no `&`.
 */
export function stringify(object?: Record<string, unknown> | null): string {
  if (!object) return '';
  return Object.keys(object)
    .sort()
    .map((key) => {
      const value = object[key];
      if (value === undefined) return '';
      if (value === null) return encode(key);
      if (Array.isArray(value))
        return value
          .filter((v) => v !== undefined)
          .map((v) => (v === null ? encode(key) : `${encode(key)}=${encode(v)}`))
          .join('&');
      return `${encode(key)}=${encode(value)}`;
    })
    .filter((part) => part !== '')
    .join('&');
}

/**
 * The inverse, into an object without a prototype, keys sorted: `+` is a space, a key without `=`
 * is `null`, a repeated key an array; a leading `?`, `#` or `&` and outer spaces are ignored.
 */
export function parse(query: unknown): Query {
  const found: Query = Object.create(null) as Query;
  if (typeof query !== 'string') return found;
  const text = query.trim().replace(/^[?#&]/, '');
  if (!text) return found;
  for (const param of text.split('&')) {
    if (param === '') continue;
    const spaced = param.replace(/\+/g, ' ');
    const at = spaced.indexOf('=');
    const key = decodeComponent(at < 0 ? spaced : spaced.slice(0, at));
    const value = at < 0 ? null : decodeComponent(spaced.slice(at + 1));
    const before = found[key];
    found[key] = before === undefined ? value : ([] as (string | null)[]).concat(before, value);
  }
  const sorted: Query = Object.create(null) as Query;
  for (const key of Object.keys(found).sort()) sorted[key] = found[key];
  return sorted;
}
