#!/usr/bin/env node
// Writes the interface's web fonts: src/theme/fonts/*.woff2 and src/theme/fonts.css
// (docs/decisions.md "Fonts"). Run after changing a set below or updating
// @fontsource/ibm-plex-sans-arabic: `node scripts/subset-fonts.mjs`; commit what it writes.
//
// Each weight's Arabic and Latin file from @fontsource is split in faces by unicode-range:
//  - a *core* face, cut here (harfbuzz, through `subset-font`) to the characters the
//    interface's languages write (the letters of Arabic with its marks and digits, Persian
//    letters found in loanwords and names; ASCII with Spanish and the usual punctuation),
//    its layout tables kept for the features a browser applies to this text by default and
//    those the interface's CSS asks for (joining forms, lam-alef, mark positioning, kerning,
//    tabular figures), not the others (the Latin file's `frac`, whose numerator and denominator
//    figures were half of the digits' face), its TrueType hinting dropped (a quarter of each
//    file; docs/decisions.md "Fonts");
//  - for Latin, a *shared* face: what Arabic text uses from Latin too (its words are spaced
//    with U+0020, its numbers written in Latin digits; the invisible characters, SHARED).
//    Where that is all the Latin a weight of an Arabic page shows (counts in badges, "30
//    days" in a card title), the page fetches that small face, not the whole Latin core.
//    Neither kerns nor ligates with any character (tests/unit/fontSubsets.test.ts shapes every
//    pair), so text drawn from the two faces looks as it did from one;
//  - a *rest* face: @fontsource's file itself, for everything else its range covers (Urdu and
//    other letters of the Arabic script, presentation forms, the rest of Latin-1 …). A browser
//    fetches a face only when a page shows one of its characters, so the rest faces cost
//    nothing until text needs them.
// Output is deterministic (same input, same bytes); tests/unit/fontSubsets.test.ts checks that
// every character of the catalogues falls in a core face.
import subsetFont from 'subset-font';
import * as prettier from 'prettier';
import { mkdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const pkg = '@fontsource/ibm-plex-sans-arabic';
const files = path.join(root, 'node_modules', pkg, 'files');
const outDir = path.join(root, 'src/theme/fonts');
const WEIGHTS = [400, 500, 700];

/** [from, to] code point pairs. */
const r = (from, to = from) => [from, to];

// @fontsource's ranges for the two subsets (its unicode.json), the faces' outer limits.
const FONTSOURCE = {
  arabic: [
    r(0x600, 0x6ff),
    r(0x750, 0x77f),
    r(0x870, 0x88e),
    r(0x890, 0x891),
    r(0x897, 0x8e1),
    r(0x8e3, 0x8ff),
    r(0x200c, 0x200e),
    r(0x2010, 0x2011),
    r(0x204f),
    r(0x2e41),
    r(0xfb50, 0xfdff),
    r(0xfe70, 0xfe74),
    r(0xfe76, 0xfefc),
  ],
  latin: [
    r(0x0, 0xff),
    r(0x131),
    r(0x152, 0x153),
    r(0x2bb, 0x2bc),
    r(0x2c6),
    r(0x2da),
    r(0x2dc),
    r(0x304),
    r(0x308),
    r(0x329),
    r(0x2000, 0x206f),
    r(0x20ac),
    r(0x2122),
    r(0x2191),
    r(0x2193),
    r(0x2212),
    r(0x2215),
    r(0xfeff),
    r(0xfffd),
  ],
};

// What the core faces hold (intersected with the ranges above): ranges, and single characters
// written out.
const chars = (text) => [...text].map((c) => r(c.codePointAt(0)));
const CORE = {
  arabic: [
    ...chars('\u060c\u061b\u061f'), // Arabic comma, semicolon, question mark
    r(0x621, 0x655), // hamza, the letters, tatweel, harakat, shadda, sukun, maddah and hamza marks
    r(0x660, 0x66d), // Arabic-Indic digits, percent, decimal and thousands separators
    r(0x670, 0x671), // superscript alef, alef wasla
    ...chars('\u067e\u0686\u06a4\u06a9\u06af\u06cc'), // peh, tcheh, veh, keheh, gaf, Farsi yeh
    r(0x200c, 0x200e), // ZWNJ, ZWJ, LRM
  ],
  latin: [
    r(0x20, 0x7e),
    ...chars('\u00a0\u00ad¡§©ª«°·º»¿×ÁÉÍÑÓÚÜáéíñóúü–—‘’“”•…€\u2212\u2060\ufeff'), // Spanish, punctuation
    r(0x2000, 0x2011), // spaces (MUI's required mark follows a thin space), ZWSP, direction marks, hyphens
    r(0x202a, 0x202e), // direction embeddings and overrides (they come with data)
    r(0x2066, 0x2069), // direction isolates: every value put into a translated sentence has them
  ],
};

// Taken out of the Latin core into a face of their own: what Arabic text uses from Latin. The
// space and the digits; the invisible characters (other spaces, zero-width ones, direction
// marks, embeddings and isolates), which come with Arabic text as much as with Latin (MUI's
// buttons draw a zero-width space, Intl's Arabic amounts carry a right-to-left mark).
const SHARED = [r(0x20), r(0x30, 0x39), r(0xa0), r(0x2000, 0x200f), r(0x202a, 0x202e), r(0x2060), r(0x2066, 0x2069), r(0xfeff)];

// OpenType features kept: what browsers apply by default (HarfBuzz's default shaper set for
// Latin and Arabic, `rvrn` included) and `tnum`, which `font-variant-numeric: tabular-nums`
// asks for. The interface asks for no other (no `diagonal-fractions`, no small caps).
const FEATURES = ['abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'rvrn'];
const ARABIC_FORMS = ['isol', 'init', 'medi', 'fina', 'med2', 'fin2', 'fin3'];
const KEEP_FEATURES = [...FEATURES, ...ARABIC_FORMS, 'tnum'];

const toSet = (ranges) => {
  const s = new Set();
  for (const [a, b] of ranges) for (let c = a; c <= b; c++) s.add(c);
  return s;
};
const toRanges = (set) => {
  const sorted = [...set].sort((a, b) => a - b);
  const out = [];
  for (const c of sorted) {
    const last = out.at(-1);
    if (last && last[1] === c - 1) last[1] = c;
    else out.push([c, c]);
  }
  return out;
};
const hex = (c) => c.toString(16).toUpperCase().padStart(4, '0');
const css = (ranges) => ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

mkdirSync(outDir, { recursive: true });
const faces = [];
for (const weight of WEIGHTS) {
  for (const subset of ['arabic', 'latin']) {
    const outer = toSet(FONTSOURCE[subset]);
    const shared = toSet(SHARED);
    const cuts =
      subset === 'latin' ? { core: new Set([...toSet(CORE.latin)].filter((c) => !shared.has(c))), shared } : { core: toSet(CORE[subset]) };
    const source = `ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`;
    const rest = new Set(outer);
    for (const [part, wanted] of Object.entries(cuts)) {
      const set = new Set([...wanted].filter((c) => outer.has(c)));
      for (const c of set) rest.delete(c);
      const name = `ibm-plex-sans-arabic-${subset}-${part}-${weight}.woff2`;
      const cut = await subsetFont(readFileSync(path.join(files, source)), String.fromCodePoint(...set), {
        targetFormat: 'woff2',
        noHinting: true,
        keepFeatures: KEEP_FEATURES,
      });
      writeFileSync(path.join(outDir, name), cut);
      faces.push({ weight, url: `./fonts/${name}`, range: css(toRanges(set)) });
      console.log(`${name}: ${cut.length} bytes (${source}: ${readFileSync(path.join(files, source)).length})`);
    }
    faces.push({ weight, url: `${pkg}/files/${source}`, range: css(toRanges(rest)) });
  }
}
copyFileSync(path.join(root, 'node_modules', pkg, 'LICENSE'), path.join(outDir, 'OFL.txt'));

const wrap = (text) => {
  const lines = [];
  let line = '';
  for (const part of text.split(' ')) {
    if (line && line.length + part.length + 1 > 130) {
      lines.push(line);
      line = part;
    } else line = line ? `${line} ${part}` : part;
  }
  return [...lines, line].map((l) => `    ${l}`).join('\n');
};
const header = `/*
 * Written by scripts/subset-fonts.mjs: do not edit by hand (docs/decisions.md "Fonts").
 * The interface font, IBM Plex Sans Arabic (OFL, src/theme/fonts/OFL.txt), in the weights the
 * interface uses (400 text, 500 buttons and labels, 700 headings and bold). Each weight has a
 * small core face per script (the Arabic letters, marks and digits; ASCII with Spanish), one
 * for what Arabic text takes from Latin (spaces, digits, invisible marks: out of the Latin
 * core), cut from @fontsource's files, and @fontsource's file as the face for the rest of its
 * range: a browser downloads a face only when a page shows one of its characters. woff2 only, swap;
 * files, never data: URLs (vite.config.ts assetsInlineLimit), so \`font-src 'self'\` holds.
 * The PDF's TTF is separate: src/widgets/export/fonts/, fetched by the PDF export only.
 */
`;
const body = faces
  .map(
    (f) => `@font-face {
  font-family: 'IBM Plex Sans Arabic';
  font-style: normal;
  font-display: swap;
  font-weight: ${f.weight};
  src: url('${f.url}') format('woff2');
  unicode-range:
${wrap(f.range)};
}
`,
  )
  .join('\n');
const cssFile = path.join(root, 'src/theme/fonts.css');
const options = { ...(await prettier.resolveConfig(cssFile)), filepath: cssFile };
writeFileSync(cssFile, await prettier.format(`${header}\n${body}`, options));
