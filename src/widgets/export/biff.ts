/**
 * A styled, frozen header row in a BIFF8 (.xls) Workbook stream, written by hand because
 * SheetJS's community writer emits one fixed FONT, plain XFs and a WINDOW2 without a PANE.
 * Records are `type (2 bytes) · length (2 bytes) · data`, little-endian ([MS-XLS] 2.1.4).
 * Nothing of SheetJS is needed here: the CFB container around the stream is handled by the caller.
 */

const BOF = 0x0809;
const FONT = 0x0031;
const XF = 0x00e0;
const STYLE = 0x0293;
const PALETTE = 0x0092;
const BOUNDSHEET = 0x0085;
const WINDOW2 = 0x023e;
const PANE = 0x0041;
const INDEX = 0x020b;
const EXTSST = 0x00ff;
/** Cell records whose data start with `rw, col, ixfe` (LABELSST, LABEL, NUMBER, RK, BLANK, BOOLERR, FORMULA). */
const CELLS = new Set([0x00fd, 0x0204, 0x0203, 0x027e, 0x0201, 0x0205, 0x0006]);

/** The header fill's palette slot: 0x1E is #0066CC in the default palette, set to #1976D2 by a PALETTE record. */
export const HEADER_FILL_ICV = 0x1e;
/** White in the default palette. */
export const WHITE_ICV = 0x09;
const HEADER_BLUE: [number, number, number] = [0x19, 0x76, 0xd2];

/** The BIFF8 default palette, colours 8–63 ([MS-XLS] 2.5.161), as 0xRRGGBB. */
const DEFAULT_PALETTE = [
  0x000000, 0xffffff, 0xff0000, 0x00ff00, 0x0000ff, 0xffff00, 0xff00ff, 0x00ffff, 0x800000, 0x008000, 0x000080, 0x808000, 0x800080,
  0x008080, 0xc0c0c0, 0x808080, 0x9999ff, 0x993366, 0xffffcc, 0xccffff, 0x660066, 0xff8080, 0x0066cc, 0xccccff, 0x000080, 0xff00ff,
  0xffff00, 0x00ffff, 0x800080, 0x800000, 0x008080, 0x0000ff, 0x00ccff, 0xccffff, 0xccffcc, 0xffff99, 0x99ccff, 0xff99cc, 0xcc99ff,
  0xffcc99, 0x3366ff, 0x33cccc, 0x99cc00, 0xffcc00, 0xff9900, 0xff6600, 0x666699, 0x969696, 0x003366, 0x339966, 0x003300, 0x333300,
  0x993300, 0x993366, 0x333399, 0x333333,
];

export interface BiffRecord {
  type: number;
  /** Offset of the record's header in the stream. */
  at: number;
  data: Uint8Array;
}

/** The records of a Workbook stream, in order; throws on a record running past the end. */
export function biffRecords(stream: Uint8Array): BiffRecord[] {
  const out: BiffRecord[] = [];
  for (let at = 0; at + 4 <= stream.length;) {
    const type = stream[at] | (stream[at + 1] << 8);
    const length = stream[at + 2] | (stream[at + 3] << 8);
    if (at + 4 + length > stream.length) throw new Error(`BIFF record 0x${type.toString(16)} runs past the stream`);
    out.push({ type, at, data: stream.subarray(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return out;
}

/** A copy (a Node Buffer's `slice` is a view on the same memory) and a view on it. */
const copy = (bytes: Uint8Array) => new Uint8Array(bytes);
const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function record(type: number, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + data.length);
  const view = viewOf(out);
  view.setUint16(0, type, true);
  view.setUint16(2, data.length, true);
  out.set(data, 4);
  return out;
}

/** The font index of the k-th FONT record: index 4 does not exist in BIFF ([MS-XLS] 2.5.129 FontIndex). */
export const fontIndex = (k: number) => (k < 4 ? k : k + 1);

function paletteData(): Uint8Array {
  const data = new Uint8Array(2 + 4 * DEFAULT_PALETTE.length);
  data[0] = DEFAULT_PALETTE.length;
  DEFAULT_PALETTE.forEach((rgb, i) => {
    const colour = i + 8 === HEADER_FILL_ICV ? HEADER_BLUE : [rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff];
    data.set(colour, 2 + 4 * i);
  });
  return data;
}

/** A copy of a cell XF with font `font`, a solid fill in HEADER_FILL_ICV, and its font and fill marked as its own. */
function headerXf(base: Uint8Array, font: number): Uint8Array {
  const data = copy(base);
  const view = viewOf(data);
  view.setUint16(0, font, true);
  data[9] |= 0x08 | 0x40; // fAtrFnt, fAtrPat
  view.setUint32(14, (view.getUint32(14, true) & 0x03ffffff) | (1 << 26), true); // fls = 1, solid
  view.setUint16(18, (view.getUint16(18, true) & 0xc000) | HEADER_FILL_ICV | (0x40 << 7), true); // icvFore, icvBack = 64 (window background)
  return data;
}

/**
 * The stream with, in every worksheet, the first row's cells in a bold white-on-blue XF, and the
 * first row frozen (WINDOW2 fFrozen + fFrozenNoSplit, a PANE after it); the sheet's right-to-left
 * flag and every other bit are kept. Records are only inserted (FONTs, XFs and a PALETTE in the
 * globals, a PANE per sheet), never resized, so the CONTINUE limits hold; the stream positions that
 * other records store (BOUNDSHEET's lbPlyPos, INDEX, ExtSST) are moved by what was inserted before
 * them. `null` when the stream is not as expected (no globals, no FONT/XF, more than 4,000 XFs),
 * so the caller keeps the file SheetJS wrote.
 */
export function styleBiffHeader(stream: Uint8Array): Uint8Array | null {
  const records = biffRecords(stream);
  if (records[0]?.type !== BOF) return null;
  const fonts: BiffRecord[] = [];
  const xfs: BiffRecord[] = [];
  let afterStyles = -1;
  let palette: BiffRecord | undefined;
  const headerCells: BiffRecord[] = [];
  const windows: BiffRecord[] = [];
  const panes = new Set<number>();
  const positions: { at: number; offset: number }[] = []; // 4-byte stream positions stored in records
  let substream = -1;
  let window: BiffRecord | undefined;
  for (const r of records) {
    if (r.type === BOF) {
      substream++;
      window = undefined;
    } else if (substream === 0) {
      if (r.type === FONT) fonts.push(r);
      else if (r.type === XF) xfs.push(r);
      else if (r.type === PALETTE) palette = r;
      else if (r.type === BOUNDSHEET) positions.push({ at: r.at + 4, offset: 0 });
      else if (r.type === EXTSST) for (let i = 2; i + 8 <= r.data.length; i += 8) positions.push({ at: r.at + 4 + i, offset: 0 });
      if (r.type === XF || r.type === STYLE) afterStyles = r.at + 4 + r.data.length;
    } else if (CELLS.has(r.type) && r.data.length >= 6 && r.data[0] === 0 && r.data[1] === 0) headerCells.push(r);
    else if (r.type === WINDOW2 && r.data.length >= 2) windows.push((window = r));
    else if (r.type === PANE && window) panes.add(window.at);
    else if (r.type === INDEX) for (let i = 12; i + 4 <= r.data.length; i += 4) positions.push({ at: r.at + 4 + i, offset: 0 });
  }
  if (!fonts.length || !xfs.length || afterStyles < 0 || xfs.length > 4000) return null;

  const out = copy(stream);
  const view = viewOf(out);
  // The globals: fonts up to index 3 (copies of the first), the bold white one, one header XF per XF the header used.
  const inserts: { at: number; bytes: Uint8Array }[] = [];
  const fontRecords: Uint8Array[] = [];
  for (let k = fonts.length; k < 4; k++) fontRecords.push(record(FONT, fonts[0].data));
  const bold = copy(fonts[0].data);
  const boldView = viewOf(bold);
  boldView.setUint16(2, boldView.getUint16(2, true) | 0x0001, true); // grbit bit 0: bold (redundant with bls, read by some readers)
  boldView.setUint16(4, WHITE_ICV, true); // icv
  boldView.setUint16(6, 700, true); // bls: bold
  fontRecords.push(record(FONT, bold));
  const boldIndex = fontIndex(Math.max(fonts.length, 4));
  const lastFont = fonts[fonts.length - 1];
  inserts.push({ at: lastFont.at + 4 + lastFont.data.length, bytes: concat(fontRecords) });

  const styled = new Map<number, number>();
  const xfRecords: Uint8Array[] = [];
  for (const cell of headerCells) {
    const ixfe = cell.data[4] | (cell.data[5] << 8);
    if (!styled.has(ixfe)) {
      const base = xfs[ixfe]?.data;
      if (!base || base.length < 20) return null;
      styled.set(ixfe, xfs.length + xfRecords.length);
      xfRecords.push(record(XF, headerXf(base, boldIndex)));
    }
    view.setUint16(cell.at + 8, styled.get(ixfe)!, true);
  }
  const lastXf = xfs[xfs.length - 1];
  if (xfRecords.length) inserts.push({ at: lastXf.at + 4 + lastXf.data.length, bytes: concat(xfRecords) });
  if (palette) {
    const slot = palette.at + 4 + 2 + 4 * (HEADER_FILL_ICV - 8);
    if (slot + 3 <= palette.at + 4 + palette.data.length) out.set(HEADER_BLUE, slot);
  } else inserts.push({ at: afterStyles, bytes: record(PALETTE, paletteData()) });

  // The sheets: frozen first row, a PANE right after WINDOW2 (x 0, y 1, rwTop 1, colLeft 0, active pane 2 = bottom left).
  const pane = new Uint8Array([0, 0, 1, 0, 1, 0, 0, 0, 2, 0]);
  for (const w of windows) {
    view.setUint16(w.at + 4, view.getUint16(w.at + 4, true) | 0x0008 | 0x0100, true); // fFrozen, fFrozenNoSplit
    if (!panes.has(w.at)) inserts.push({ at: w.at + 4 + w.data.length, bytes: record(PANE, pane) });
  }

  // Stored positions move by the bytes inserted before what they point to.
  inserts.sort((a, b) => a.at - b.at);
  const moved = (p: number) => inserts.reduce((sum, i) => (i.at <= p ? sum + i.bytes.length : sum), p);
  for (const p of positions) view.setUint32(p.at, moved(view.getUint32(p.at, true)), true);

  const parts: Uint8Array[] = [];
  let from = 0;
  for (const i of inserts) {
    parts.push(out.subarray(from, i.at), i.bytes);
    from = i.at;
  }
  parts.push(out.subarray(from));
  return concat(parts);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
