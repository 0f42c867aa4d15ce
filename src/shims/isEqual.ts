/**
 * lodash's `isEqual` for every importer (react-admin's store, filters, forms and list hooks: see
 * vite.config.ts), written with what browsers have today. lodash's own brings its caches, tag
 * lookups and typed-array helpers (~3.3 KB gzip) into the first screen for this one function.
 * Same answers as lodash 4.17 (tests/unit/isEqual.test.ts compares them on generated values):
 * SameValueZero for primitives (NaN equals NaN, 0 equals -0); objects and arrays deeply, by own
 * enumerable string and symbol keys, an object's constructor included; dates, numbers, booleans,
 * strings and symbols boxed or not by value; regular expressions by source and flags; errors by
 * name and message; maps and sets by content in any order; typed arrays, ArrayBuffers and
 * DataViews by bytes; cycles.
 */
type Pairs = Map<object, object>;

const tagOf = (value: unknown) => Object.prototype.toString.call(value);
const ARGUMENTS = '[object Arguments]';
const OBJECT = '[object Object]';

function isEqual(a: unknown, b: unknown): boolean {
  return equal(a, b, new Map());
}

function equal(a: unknown, b: unknown, seen: Pairs): boolean {
  if (a === b) return true;
  if (a == null || b == null || (typeof a !== 'object' && typeof b !== 'object')) {
    // Two NaNs; two other primitives or functions differ. (A boxed primitive may equal a bare one.)
    return a !== a && b !== b;
  }
  const arrays = [Array.isArray(a), Array.isArray(b)];
  if (arrays[0] !== arrays[1]) return false;
  const tagA = arrays[0] ? '[object Array]' : tagOf(a) === ARGUMENTS ? OBJECT : tagOf(a);
  const tagB = arrays[1] ? '[object Array]' : tagOf(b) === ARGUMENTS ? OBJECT : tagOf(b);
  if (tagA !== tagB) return false;
  // A cycle: equal if the same pair is being compared further up.
  const pending = seen.get(a as object);
  if (pending) return pending === b;
  seen.set(a as object, b as object);
  try {
    if (tagA === OBJECT) return sameObjects(a as object, b as object, seen);
    if (tagA === '[object DataView]') return sameView(a as DataView, b as DataView);
    if (arrays[0] || ArrayBuffer.isView(a)) return sameItems(a as ArrayLike<unknown>, b as ArrayLike<unknown>, seen);
    return sameByTag(tagA, a, b, seen);
  } finally {
    seen.delete(a as object);
  }
}

function sameItems(a: ArrayLike<unknown>, b: ArrayLike<unknown>, seen: Pairs): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (!equal(a[i], b[i], seen)) return false;
  return true;
}

/** Each item of `a` matched by a different item of `b` (a set's values, a map's entries). */
function sameUnordered(a: unknown[], b: unknown[], seen: Pairs): boolean {
  if (a.length !== b.length) return false;
  const used = new Set<number>();
  return a.every((item) => {
    const at = b.findIndex((other, i) => !used.has(i) && equal(item, other, seen));
    if (at < 0) return false;
    used.add(at);
    return true;
  });
}

function sameBytes(a: ArrayBufferLike, b: ArrayBufferLike): boolean {
  const [x, y] = [new Uint8Array(a), new Uint8Array(b)];
  return x.length === y.length && x.every((byte, i) => byte === y[i]);
}

/** As lodash: the same place in buffers that are the same byte for byte. */
function sameView(a: DataView, b: DataView): boolean {
  return a.byteLength === b.byteLength && a.byteOffset === b.byteOffset && sameBytes(a.buffer, b.buffer);
}

function sameByTag(tag: string, a: unknown, b: unknown, seen: Pairs): boolean {
  switch (tag) {
    case '[object Boolean]':
    case '[object Date]':
    case '[object Number]': {
      const [x, y] = [+(a as number), +(b as number)];
      return x === y || (x !== x && y !== y);
    }
    case '[object String]':
    case '[object RegExp]':
      return String(a) === String(b);
    case '[object Symbol]':
      return (a as symbol).valueOf() === (b as symbol).valueOf();
    case '[object Error]':
      return (a as Error).name === (b as Error).name && (a as Error).message === (b as Error).message;
    case '[object Map]':
    case '[object Set]':
      return sameUnordered([...(a as Set<unknown>)], [...(b as Set<unknown>)], seen);
    case '[object ArrayBuffer]':
      return sameBytes(a as ArrayBuffer, b as ArrayBuffer);
    default:
      // Two different promises, weak maps, functions...: lodash does not look inside.
      return false;
  }
}

const ownKeys = (o: object): PropertyKey[] => [
  ...Object.keys(o),
  ...Object.getOwnPropertySymbols(o).filter((s) => Object.prototype.propertyIsEnumerable.call(o, s)),
];

function sameObjects(a: object, b: object, seen: Pairs): boolean {
  const keys = ownKeys(a);
  if (keys.length !== ownKeys(b).length) return false;
  let ownConstructor = false;
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (key === 'constructor') ownConstructor = true;
    if (!equal((a as Record<PropertyKey, unknown>)[key], (b as Record<PropertyKey, unknown>)[key], seen)) return false;
  }
  // Instances of different classes differ, but a plain object and one from another realm do not.
  if (!ownConstructor && 'constructor' in a && 'constructor' in b && a.constructor !== b.constructor) {
    const plain = (c: unknown) => typeof c === 'function' && c instanceof c;
    if (!(plain(a.constructor) && plain(b.constructor))) return false;
  }
  return true;
}

export default isEqual;
