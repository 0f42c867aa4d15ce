import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';

// src/theme/fonts.css (written by scripts/subset-fonts.mjs): each weight has small core faces
// (files in src/theme/fonts/), a Latin face for what Arabic text uses too (the space, the
// digits), and @fontsource's files for the rest of each script. The interface's own text must
// never need a rest face, or every page pays for the full file.

type Face = { weight: number; url: string; ranges: [number, number][] };

function faces(): Face[] {
  const css = readFileSync('src/theme/fonts.css', 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const url = /src:\s*url\('([^']+)'\)/.exec(body)![1];
    const weight = Number(/font-weight:\s*(\d+)/.exec(body)![1]);
    const ranges = /unicode-range:([^;]+);/
      .exec(body)![1]
      .split(',')
      .map((part) => {
        const [from, to] = part.trim().replace(/^U\+/, '').split('-');
        return [parseInt(from, 16), parseInt(to ?? from, 16)] as [number, number];
      });
    return { weight, url, ranges };
  });
}

const covers = (face: Face, code: number) => face.ranges.some(([from, to]) => code >= from && code <= to);
/** The face's unicode-range as a regular expression character class (`u` flag). */
const rangeClass = (face: Face) => face.ranges.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join('');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : /\.ts$/.test(name) ? [file] : [];
  });
}

// WOFF2's table directory (W3C WOFF2 §5.2): a table is named by an index into this list, or
// by its own four letters after index 63.
const KNOWN_TAGS =
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill';
function woff2Tables(file: Buffer): string[] {
  expect(file.toString('latin1', 0, 4)).toBe('wOF2');
  const count = file.readUInt16BE(12);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = file[at++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const tags: string[] = [];
  for (let i = 0; i < count; i++) {
    const flags = file[at++];
    const tag =
      (flags & 0x3f) === 63 ? file.toString('latin1', at, (at += 4)) : KNOWN_TAGS.slice((flags & 0x3f) * 5, (flags & 0x3f) * 5 + 4);
    const transform = flags >> 6;
    base128();
    // glyf and loca are transformed by version 0; any other table by a version other than 0.
    if ((tag === 'glyf' || tag === 'loca') === (transform === 0)) base128();
    tags.push(tag);
  }
  return tags;
}

describe('the interface font (src/theme/fonts.css)', () => {
  const all = faces();
  const core = all.filter((f) => f.url.startsWith('./fonts/'));

  it('should have a core face per script and weight and a shared Latin face, each with its file, and a rest face per script', () => {
    expect(core.map((f) => `${f.weight} ${path.basename(f.url)}`).sort()).toEqual(
      [400, 500, 700]
        .flatMap((w) => ['arabic-core', 'latin-core', 'latin-shared'].map((part) => `${w} ibm-plex-sans-arabic-${part}-${w}.woff2`))
        .sort(),
    );
    for (const face of core) expect(existsSync(path.join('src/theme', face.url)), face.url).toBe(true);
    expect(
      all
        .filter((f) => !core.includes(f))
        .map((f) => `${f.weight} ${path.basename(f.url)}`)
        .sort(),
    ).toEqual([400, 500, 700].flatMap((w) => ['arabic', 'latin'].map((s) => `${w} ibm-plex-sans-arabic-${s}-${w}-normal.woff2`)).sort());
    expect(existsSync('src/theme/fonts/OFL.txt')).toBe(true);
  });

  // docs/decisions.md "Fonts", hinting: a quarter of each file, and no browser here draws
  // with it (screenshots are pixel-identical with and without).
  it('should carry no TrueType hinting in the faces cut here, and every table text needs', () => {
    for (const face of core) {
      const tags = woff2Tables(readFileSync(path.join('src/theme', face.url)));
      expect(tags, face.url).toEqual(expect.arrayContaining(['cmap', 'glyf', 'loca', 'hmtx', 'GPOS', 'GSUB']));
      expect(
        tags.filter((t) => ['fpgm', 'prep', 'cvt ', 'hdmx', 'VDMX', 'LTSH'].includes(t)),
        face.url,
      ).toEqual([]);
    }
  });

  // The cut faces keep only the OpenType features a browser applies by default and `tnum`
  // (tabular-nums): every string of the catalogues, in the part of it a face draws, must come out
  // of the cut face with the glyphs' advances, offsets and clusters it has in @fontsource's file,
  // with the default features and with tabular figures.
  it.each([400, 500, 700])('should shape the catalogues in each cut face as in its source file (weight %i)', async (weight) => {
    const strings = (tree: unknown): string[] =>
      typeof tree === 'string' ? [tree] : Object.values(tree as Record<string, unknown>).flatMap(strings);
    const texts = [...strings(ar), ...strings(en), ...strings(es), '0123456789', '1/2 3/4 10,980.42 (7%)', 'US$ 173.59'];
    const fontOf = (ttf: Uint8Array) => new hb.Font(new hb.Face(new hb.Blob(ttf), 0));
    const run = (font: hb.Font, text: string, features: hb.Feature[]) => {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer, features);
      const positions = buffer.getGlyphPositions();
      return JSON.stringify(
        buffer.getGlyphInfos().map((g, i) => [g.cluster, positions[i].xAdvance, positions[i].xOffset, positions[i].yOffset]),
      );
    };
    let compared = 0;
    for (const face of core.filter((f) => f.weight === weight)) {
      const script = face.url.includes('-arabic-core-') ? 'arabic' : 'latin';
      // harfbuzz reads TrueType: both files decompressed to the face's characters, every feature kept.
      const chars = face.ranges
        .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
        .join('');
      const toTrueType = (file: string) => subsetFont(readFileSync(file), chars, { targetFormat: 'truetype' });
      const source = fontOf(
        await toTrueType(`node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${script}-${weight}-normal.woff2`),
      );
      const cut = fontOf(await toTrueType(path.join('src/theme', face.url)));
      // The runs of each string this face draws (its unicode-range), as the browser hands them over.
      // (A run of invisible characters alone draws nothing: left out.)
      const runs = new Set(
        texts.flatMap((t) => t.match(new RegExp(`[${rangeClass(face)}]+`, 'gu')) ?? []).filter((r) => !/^\p{Cf}+$/u.test(r)),
      );
      const differ: string[] = [];
      for (const text of runs)
        for (const features of [[], [new hb.Feature('tnum')]])
          if (run(cut, text, features) !== run(source, text, features))
            differ.push(`${features.length ? 'tnum ' : ''}${JSON.stringify(text)}`);
      expect(differ, face.url).toEqual([]);
      compared += runs.size;
    }
    // Every face had text to compare, Arabic and Latin.
    expect(compared).toBeGreaterThan(1000);
  });

  // What Arabic text takes from Latin: the spaces, the digits of its numbers, the invisible
  // characters (zero-width ones, direction marks, embeddings and isolates).
  const SHARED_RANGES: [number, number][] = [
    [0x20, 0x20],
    [0x30, 0x39],
    [0xa0, 0xa0],
    [0x2000, 0x200f],
    [0x202a, 0x202e],
    [0x2060, 0x2060],
    [0x2066, 0x2069],
    [0xfeff, 0xfeff],
  ];
  const SHARED = SHARED_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)));
  // In the Arabic core too, as before the shared face (Arabic text joins or breaks with them).
  const ARABIC_TOO = ['\u200c', '\u200d', '\u200e'];

  it('should give the shared face exactly the spaces, digits and invisible characters, and no Latin face any of them', () => {
    for (const face of all) {
      if (face.url.includes('latin-shared')) expect(face.ranges, face.url).toEqual(SHARED_RANGES);
      else
        expect(
          SHARED.filter((c) => covers(face, c.codePointAt(0)!) && !(face.url.includes('-arabic-') && ARABIC_TOO.includes(c))),
          face.url,
        ).toEqual([]);
    }
  });

  // The shared characters, drawn from their own face, must look as they did inside the Latin
  // core: that holds only if none of them kerns, ligates or changes shape beside a character the
  // core face holds (a kerning pair split across two faces is lost: "r." would open by 1.3 px at
  // 16 px).
  it.each([400, 500, 700])(
    'should shape the shared characters no differently beside any character of the Latin core (weight %i)',
    async (weight) => {
      const latin = all.find((f) => f.weight === weight && f.url.includes('latin-core'))!;
      const neighbours = latin.ranges.flatMap(([from, to]) =>
        Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
      );
      const source = readFileSync(`node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-${weight}-normal.woff2`);
      // harfbuzz reads TrueType, not woff2: the same glyphs, tables and features, decompressed.
      const ttf = await subsetFont(source, [...neighbours, ...SHARED].join(''), { targetFormat: 'truetype' });
      const font = new hb.Font(new hb.Face(new hb.Blob(ttf), 0));
      /** Glyphs, advances and offsets of `text` shaped with the font's default features. */
      const shape = (text: string): number[][] => {
        const buffer = new hb.Buffer();
        buffer.addText(text);
        buffer.guessSegmentProperties();
        hb.shape(font, buffer);
        const positions = buffer.getGlyphPositions();
        return buffer.getGlyphInfos().map((g, i) => [g.codepoint, positions[i].xAdvance, positions[i].xOffset]);
      };
      const apart = (a: string, b: string) => JSON.stringify([...shape(a), ...shape(b)]);
      // The check sees kerning: "r." is a kerned pair in this font.
      expect(JSON.stringify(shape('r.'))).not.toBe(apart('r', '.'));
      const changed: string[] = [];
      for (const mine of SHARED)
        for (const other of [...neighbours, ...SHARED])
          for (const [a, b] of [
            [mine, other],
            [other, mine],
          ])
            if (JSON.stringify(shape(a + b)) !== apart(a, b)) changed.push(JSON.stringify(a + b));
      expect(changed).toEqual([]);
    },
  );

  it("should draw every character of the catalogues and the demo's data with a core face, in every weight", () => {
    const sources = [...filesUnder('i18n'), ...filesUnder('src/demo'), 'src/locale/languages.ts'];
    const used = new Set<number>();
    for (const file of sources) for (const ch of readFileSync(file, 'utf8')) used.add(ch.codePointAt(0)!);
    const text = [...used].filter((c) => c >= 0x20 && c !== 0x7f);
    // Both scripts are there, or the check would prove nothing.
    expect(text).toContain('ع'.codePointAt(0));
    expect(text).toContain('ñ'.codePointAt(0));
    for (const weight of [400, 500, 700]) {
      const mine = core.filter((f) => f.weight === weight);
      const missing = text.filter((c) => !mine.some((f) => covers(f, c)) && all.some((f) => covers(f, c)));
      expect(
        missing.map((c) => `U+${c.toString(16).toUpperCase()} ${String.fromCodePoint(c)}`),
        `weight ${weight}`,
      ).toEqual([]);
    }
  });
});
