/** The reshaper ships no types: it turns Arabic letters into their presentation forms, in logical order. */
declare module 'arabic-persian-reshaper' {
  interface Shaper {
    convertArabic(text: string): string;
  }
  export const ArabicShaper: Shaper;
  export const PersianShaper: Shaper;
}
