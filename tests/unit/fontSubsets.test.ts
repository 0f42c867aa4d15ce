import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// src/theme/fonts.css (written by scripts/subset-fonts.mjs): each weight has small core faces
// (files in src/theme/fonts/) and @fontsource's files for the rest of each script. The
// interface's own text must never need a rest face, or every page pays for the full file.

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

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : /\.ts$/.test(name) ? [file] : [];
  });
}

describe('the interface font (src/theme/fonts.css)', () => {
  const all = faces();
  const core = all.filter((f) => f.url.startsWith('./fonts/'));

  it('should have a core face per script and weight, each with its file, and a rest face beside it', () => {
    expect(core.map((f) => `${f.weight} ${path.basename(f.url)}`).sort()).toEqual(
      [400, 500, 700]
        .flatMap((w) => [`${w} ibm-plex-sans-arabic-arabic-core-${w}.woff2`, `${w} ibm-plex-sans-arabic-latin-core-${w}.woff2`])
        .sort(),
    );
    for (const face of core) expect(existsSync(path.join('src/theme', face.url)), face.url).toBe(true);
    expect(all.length).toBe(core.length * 2);
    expect(existsSync('src/theme/fonts/OFL.txt')).toBe(true);
  });

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
