import { describe, expect, it } from 'vitest';
import { jsPDF } from 'jspdf';
import * as reshaperModule from 'arabic-persian-reshaper';

// The PDF export shapes Arabic cells with arabic-persian-reshaper before jsPDF draws them
// (src/widgets/export/pdf.ts). This pins why jsPDF's own shaper is not used instead: before ء
// (which never joins) it gives yeh its initial form, a joining glyph with nothing to join.
const shaper = (reshaperModule as unknown as { default?: typeof reshaperModule }).default ?? reshaperModule;
const codes = (s: string) => [...s].map((c) => c.codePointAt(0)!.toString(16).toUpperCase());

describe('Arabic shaping for the PDF export', () => {
  it('should give yeh before hamza its final or isolated form, and lam-alef one ligature', () => {
    // ش + final yeh + hamza; ر does not join forward, so yeh is isolated in بريء.
    expect(codes(shaper.ArabicShaper.convertArabic('شيء'))).toEqual(['FEB7', 'FEF2', 'FE80']);
    expect(codes(shaper.ArabicShaper.convertArabic('بريء'))).toEqual(['FE91', 'FEAE', 'FEF1', 'FE80']);
    expect(codes(shaper.ArabicShaper.convertArabic('سماء'))).toEqual(['FEB3', 'FEE4', 'FE8E', 'FE80']);
    expect(codes(shaper.ArabicShaper.convertArabic('السلام'))).toEqual(['FE8D', 'FEDF', 'FEB4', 'FEFC', 'FEE1']);
    expect(codes(shaper.ArabicShaper.convertArabic('لآلئ'))).toEqual(['FEF5', 'FEDF', 'FE8A']);
  });

  it("should still find jsPDF's own shaper wrong before hamza (when this fails, try dropping the reshaper)", () => {
    const doc = new jsPDF();
    expect(codes(doc.processArabic('شيء'))).toEqual(['FEB7', 'FEF3', 'FE80']);
    expect(codes(doc.processArabic('بريء'))).toEqual(['FE91', 'FEAE', 'FEF3', 'FE80']);
    // Where no hamza follows, both agree.
    for (const word of ['سماء', 'السلام', 'لآلئ', 'مسؤول', 'المستخدمين']) {
      expect(doc.processArabic(word)).toBe(shaper.ArabicShaper.convertArabic(word));
    }
  });
});
