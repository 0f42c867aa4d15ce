import { COMMENT, DECLARATION, type Element, type Middleware } from 'stylis';

/**
 * Right-to-left styles, one declaration at a time (docs/decisions.md "Mirroring"). MUI writes its styles for
 * left-to-right; in Arabic every declaration goes through this stylis plugin, which mirrors it
 * the way `cssjanus` (through `stylis-plugin-rtl`) did: `left` and `right` swapped in names and
 * values (not inside `url(…)`), `direction`, the `e`/`w` resize cursors, the second and fourth of
 * four-part margins, paddings, border widths, colours and styles, the corners of
 * `border-radius`, the horizontal offset of the first shadow and of `translate`/`translateX`,
 * and horizontal percentages of background positions. `tests/unit/rtlFlip.test.ts` holds both to
 * the same output on every declaration the app writes and on a grid of crafted ones.
 *
 * Why not cssjanus: it runs ~20 large regular expressions over each rule's whole text and parses
 * the rule again; V8 compiles those expressions to ~320 KB of machine code that stays in the heap
 * for the life of the page. Here a declaration that names no side and no shorthand costs one
 * short test.
 *
 * Differences: declarations inside `@container` are mirrored too (stylis-plugin-rtl left them as
 * written); identifiers with escapes or non-ASCII letters do not count as units here, and
 * `/* @noflip *\/` is honoured before a declaration, not before a rule (neither is met in our
 * styles). The plugin goes before `prefixer`, so the prefixed copies are written from the
 * mirrored value. `scripts/record-css.mjs` records the corpus again after an MUI update.
 */

const NUM = String.raw`(?:[0-9]*\.[0-9]+|[0-9]+)`;
const UNIT = '(?:em|ex|px|cm|mm|in|pt|pc|deg|rad|grad|ms|s|hz|khz|%)';
const IDENT = '-?[_a-z][_a-z0-9-]*';
const QUANT = `${NUM}(?:\\s*${UNIT}|${IDENT})?`;
/** A signed quantity, `inherit` or `auto` (cssjanus's `signedQuantPattern`). */
const SIGNED = `(?:-?${QUANT}|inherit|auto)`;
const CALC = String.raw`calc\((?:[()\t ]|-?${NUM}(?:\s*${UNIT})?|[-+*/]){3,}\)`;
const COLOR = String.raw`(?:#?[_a-z0-9-]+|(?:rgba?|hsla?)\([ \d.,%-]+\))`;

/** What may be worth a look: a side, a direction, a cursor, or a property that flips by value. */
const CANDIDATE = /left|right|ltr|rtl|resize|margin|padding|border|-color|shadow|transform|background/i;
const SIDE = /(^|[^a-zA-Z])(left|right)(?![a-zA-Z])(?![^ "'()]*['"]?\s*\))/gi;
const DIRECTION = /(direction\s*:\s*)(ltr|rtl)/gi;
const CURSOR = /(^|[^a-zA-Z])([ns]?)([ew])-resize/gi;
const SIGNED_RE = new RegExp(`^${SIGNED}$`, 'i');
const CALC_RE = new RegExp(`^${CALC}$`, 'i');
const COLOR_RE = new RegExp(`^${COLOR}$`, 'i');
/** A quantity or a `calc()` of plain quantities (cssjanus's `signedQuantCalcPattern`). */
const isQuantity = (part: string) => SIGNED_RE.test(part) || (/^calc\(/i.test(part) && CALC_RE.test(part));
const isColor = (part: string) => COLOR_RE.test(part);
const SHADOW = new RegExp(`^((?:inset\\s*)?)(${SIGNED})`, 'i');
const TEXT_SHADOW_1 = new RegExp(`^(${SIGNED})(\\s*)(${COLOR})`, 'i');
const TEXT_SHADOW_2 = new RegExp(`^(${COLOR})(\\s*)(${SIGNED})`, 'i');
const TEXT_SHADOW_3 = new RegExp(`^(${SIGNED})`, 'i');
const TRANSLATE_X = /translateX\s*\(\s*/gi;
const TRANSLATE = /translate\s*\(\s*/gi;
const BACKGROUND = new RegExp(`^((?:[^:;}\\s]+\\s+)*?)(${QUANT})`, 'i');
const BACKGROUND_X = new RegExp(`^(-?${NUM}%)`);

function flipSign(value: string): string {
  if (parseFloat(value) === 0) return value;
  return value.startsWith('-') ? value.slice(1) : `-${value}`;
}

/** 100% − x for a percentage (kept to its decimals), anything else unchanged. */
function mirrorPercentage(value: string): string {
  if (!value.endsWith('%')) return value;
  const dot = value.indexOf('.');
  const mirrored = 100 - parseFloat(value);
  return dot === -1 ? `${mirrored}%` : `${mirrored.toFixed(value.length - dot - 2)}%`;
}

/** The second and fourth of four whitespace-separated parts swapped, when all four are `part`. */
function swapFour(value: string, part: (text: string) => boolean): string {
  const important = /\s*(?:!important\s*)?$/i.exec(value)!;
  const body = value.slice(0, important.index);
  // Split at the whitespace outside brackets (a calc() keeps its spaces).
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && /\s/.test(c)) {
      let end = i;
      while (end < body.length && /\s/.test(body[end])) end++;
      parts.push(body.slice(start, i), body.slice(i, end));
      start = end;
      i = end - 1;
    }
  }
  parts.push(body.slice(start));
  if (parts.length !== 7 || ![0, 2, 4, 6].every((i) => part(parts[i]))) return value;
  [parts[2], parts[6]] = [parts[6], parts[2]];
  return parts.join('') + important[0];
}

/**
 * The last `translate(x…)`/`translateX(x)` (of `pattern`) whose arguments are all quantities
 * (one for translateX, up to three for translate), with `x` negated.
 */
function flipTranslate(value: string, pattern: RegExp, most: number): string {
  const starts = [...value.matchAll(pattern)].map((m) => m.index + m[0].length);
  for (const start of starts.reverse()) {
    const close = value.indexOf(')', start);
    if (close === -1) continue;
    const args = value.slice(start, close).split(',');
    if (args.length > most || !args.every((arg, i) => SIGNED_RE.test(i === 0 ? arg.trimEnd() : arg.trim()))) continue;
    const first = args[0].trimEnd();
    return value.slice(0, start) + flipSign(first) + value.slice(start + first.length);
  }
  return value;
}

function flipCorners(values: string[]): string {
  const [a, b, c, d] = values;
  if (values.length === 4) return [b, a, d, c].join(' ');
  if (values.length === 3) return [b, a, b, c].join(' ');
  if (values.length === 2) return [b, a].join(' ');
  return values.join(' ');
}

function flipRadius(value: string): string {
  const match = /^(.*?)(\s*(?:!important\s*)?)$/i.exec(value)!;
  const sides = match[1].split(/\s*\/\s*/);
  if (sides.length > 2) return value;
  const groups = sides.map((side) => side.split(/\s+/));
  if (groups.some((group) => group.length > 4 || !group.every((v) => SIGNED_RE.test(v)))) return value;
  // stylis writes the slash without spaces, as cssjanus's output read back by stylis was.
  return groups.map(flipCorners).join('/') + match[2];
}

/** The value of `property: value` as it reads in the other direction. */
function flipValue(property: string, value: string): string {
  const name = property.toLowerCase();
  if (/(?:margin|padding|border-width)$/.test(name)) {
    return swapFour(value, isQuantity);
  }
  if (/(?:-color|border-style)$/.test(name)) {
    return swapFour(value, isColor);
  }
  if (name.endsWith('border-radius')) return flipRadius(value);
  if (name.endsWith('box-shadow')) {
    return value.replace(SHADOW, (_, inset: string, offset: string) => inset + flipSign(offset));
  }
  if (name.endsWith('text-shadow')) {
    return value
      .replace(TEXT_SHADOW_1, (_, offset: string, space: string, color: string) => offset + space + flipSign(color))
      .replace(TEXT_SHADOW_2, (_, color: string, space: string, offset: string) => color + space + flipSign(offset))
      .replace(TEXT_SHADOW_3, (_, offset: string) => flipSign(offset));
  }
  if (name.endsWith('transform')) {
    return flipTranslate(flipTranslate(value, TRANSLATE_X, 1), TRANSLATE, 3);
  }
  if (name.endsWith('background') || name.endsWith('background-position')) {
    return value.replace(BACKGROUND, (whole, before: string, position: string) =>
      // Inside a function's brackets it is not a position.
      `${name}:${before}`.split('(').length > `${name}:${before}`.split(')').length ? whole : before + mirrorPercentage(position),
    );
  }
  if (name.endsWith('background-position-x')) return value.replace(BACKGROUND_X, mirrorPercentage);
  return value;
}

/** `property: value` mirrored, or undefined when it reads the same both ways. */
export function flipDeclaration(property: string, value: string): [string, string] | undefined {
  if (!CANDIDATE.test(property) && !CANDIDATE.test(value)) return undefined;
  const text = `${property}:${value}`
    .replace(DIRECTION, (_, before: string, dir: string) => before + (dir.toLowerCase() === 'ltr' ? 'rtl' : 'ltr'))
    .replace(SIDE, (_, before: string, side: string) => before + (side.toLowerCase() === 'left' ? 'right' : 'left'))
    .replace(CURSOR, (_, before: string, ns: string, ew: string) => `${before}${ns}${ew.toLowerCase() === 'e' ? 'w' : 'e'}-resize`);
  const colon = text.indexOf(':');
  const name = text.slice(0, colon);
  const flipped = flipValue(name, text.slice(colon + 1));
  return name === property && flipped === value ? undefined : [name, flipped];
}

const noFlip = (sibling: Element | undefined) => sibling?.type === COMMENT && /@noflip/.test(String(sibling.value));

/** The stylis plugin: mirrors each declaration in place, before `prefixer` copies it. */
export const rtlFlip: Middleware = (element, index, children) => {
  if (element.type !== DECLARATION || noFlip(children[index - 1])) return undefined;
  const property = element.props as string;
  const flipped = flipDeclaration(property, element.children as string);
  if (!flipped) return undefined;
  const [name, value] = flipped;
  element.props = name;
  element.children = value;
  element.length = name.length;
  element.value = `${name}:${value};`;
  return undefined;
};
