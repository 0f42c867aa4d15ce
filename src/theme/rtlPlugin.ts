import type { Element, Middleware } from 'stylis';
import stylisRTLPlugin from 'stylis-plugin-rtl';

/**
 * What cssjanus (through stylis-plugin-rtl) can flip; each of its rules needs one of these:
 * left/right, ltr/rtl, the resize cursors, shadows and translations anywhere; four values of
 * margin, padding, border widths, colours or styles; a number in a background position; two
 * or more radii. Over-inclusive is harmless (the plugin then runs as before).
 */
const FLIPPABLE = [
  /left|right|ltr|rtl|resize|shadow|translate/i,
  /(?:margin|padding|border-width|-color|border-style)\s*:\s*[^;}\s]+\s+[^;}\s]+\s+[^;}\s]+\s+[^;}\s]/i,
  /background(?:-position(?:-x)?)?\s*:[^;}]*\d/i,
  /border-radius\s*:\s*[^;}\s]+\s+[^;}\s]/i,
];
const flippable = (text: string) => FLIPPABLE.some((re) => re.test(text));

function mayFlip(element: Element): boolean {
  if (typeof element.children === 'string') return flippable(element.value) || flippable(element.return);
  return element.children.some(mayFlip);
}

/**
 * stylis-plugin-rtl, skipping the rules it would give back unchanged. The plugin serialises
 * each rule, runs cssjanus's ~30 regular expressions over it and parses the result again;
 * most of an interface's rules (display, colour, font, size, position without a side) hold
 * nothing to flip. On the Arabic sign-in page cssjanus was the largest single function of
 * the first render. docs/decisions.md "Performance".
 */
export const rtlPlugin: Middleware = (element, index, children, callback) => {
  if (!mayFlip(element)) return undefined;
  return stylisRTLPlugin(element, index, children, callback);
};
