/** `subset-font` ships no types: the one call tests/unit/fontSubsets.test.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2' },
  ): Promise<Uint8Array>;
}
