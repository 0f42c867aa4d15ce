/**
 * Text from data that lies about direction: explicit bidi controls
 * (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates) must never reorder the
 * interface around the value. Where a value is shown inside other text, `isolateBidi` wraps it
 * in FSI … PDI and closes whatever it left open, so the value can only reorder itself. Values
 * without controls come back unchanged. Elements holding a value on their own use `<bdi>`.
 */
const CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const CONTROLS_ALL = /[\u202a-\u202e\u2066-\u2069]/g;
const PDF = '\u202c';
const FSI = '\u2068';
const PDI = '\u2069';

export function hasBidiControls(text: string): boolean {
  return CONTROLS.test(text);
}

/** `text` isolated from its surroundings, with every embedding, override and isolate it opens closed. */
export function isolateBidi(text: string): string {
  if (!CONTROLS.test(text)) return text;
  const open: ('embedding' | 'isolate')[] = [];
  for (const ch of text) {
    if (ch === '\u202a' || ch === '\u202b' || ch === '\u202d' || ch === '\u202e') open.push('embedding');
    else if (ch === '\u2066' || ch === '\u2067' || ch === '\u2068') open.push('isolate');
    else if (ch === PDF) {
      // PDF closes the last embedding, never across an isolate (UAX #9, X7).
      if (open[open.length - 1] === 'embedding') open.pop();
    } else if (ch === PDI && open.includes('isolate')) {
      // PDI closes the last isolate and every embedding opened inside it (X6a).
      while (open.pop() !== 'isolate');
    }
  }
  const closers = open
    .reverse()
    .map((kind) => (kind === 'embedding' ? PDF : PDI))
    .join('');
  return `${FSI}${text}${closers}${PDI}`;
}

/** `text` without any bidi control: for output that does not run the bidi algorithm (the PDF). */
export function stripBidi(text: string): string {
  return text.replace(CONTROLS_ALL, '');
}

const ISOLATED = /^[\u2066-\u2068][^\u2066-\u2069]*\u2069$/;

/**
 * `text` wrapped in FSI … PDI whatever it holds (a value put into a sentence), with whatever
 * bidi controls it opens closed inside; empty text and text already isolated as a whole come
 * back unchanged.
 */
export function isolateValue(text: string): string {
  if (text === '' || ISOLATED.test(text)) return text;
  return CONTROLS.test(text) ? isolateBidi(text) : `${FSI}${text}${PDI}`;
}
