import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { fontIndex, HEADER_FILL_ICV, styleBiffHeader, WHITE_ICV } from '../../src/widgets/export/biff';
import { writeSpreadsheet } from '../../src/widgets/export/sheet';
import type { ExportTable } from '../../src/widgets/export/table';

/** The test's own reading of a BIFF8 stream: type, offset and data of every record. */
function records(stream: Uint8Array) {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const out: { type: number; at: number; data: DataView }[] = [];
  for (let at = 0; at < stream.length; at += 4 + view.getUint16(at + 2, true)) {
    const length = view.getUint16(at + 2, true);
    expect(at + 4 + length).toBeLessThanOrEqual(stream.length);
    expect(length).toBeLessThanOrEqual(8224);
    out.push({ type: view.getUint16(at, true), at, data: new DataView(stream.buffer, stream.byteOffset + at + 4, length) });
  }
  return out;
}

function workbookStream(file: Uint8Array): Uint8Array {
  const entry = XLSX.CFB.find(XLSX.CFB.read(file, { type: 'array' }), '/Workbook');
  return Uint8Array.from(entry!.content as ArrayLike<number>);
}

/** What a reader needs from the stream: fonts, XFs, palette, sheets (BOF offsets, header cells' XFs, WINDOW2, PANE). */
function inspect(stream: Uint8Array) {
  const all = records(stream);
  const fonts: DataView[] = [];
  const xfs: DataView[] = [];
  const boundSheets: number[] = [];
  let palette: DataView | undefined;
  const sheets: {
    bof: number;
    headerXfs: number[];
    otherXfs: Set<number>;
    window2?: number;
    pane?: DataView;
    paneAfterWindow?: boolean;
  }[] = [];
  let previous = -1;
  for (const r of all) {
    const sheet = sheets[sheets.length - 1];
    if (r.type === 0x0809) {
      if (r.data.getUint16(2, true) === 0x10) sheets.push({ bof: r.at, headerXfs: [], otherXfs: new Set() });
    } else if (!sheet) {
      if (r.type === 0x0031) fonts.push(r.data);
      if (r.type === 0x00e0) xfs.push(r.data);
      if (r.type === 0x0092) palette = r.data;
      if (r.type === 0x0085) boundSheets.push(r.data.getUint32(0, true));
    } else if ([0x00fd, 0x0204, 0x0203, 0x027e, 0x0201, 0x0205].includes(r.type)) {
      if (r.data.getUint16(0, true) === 0) sheet.headerXfs.push(r.data.getUint16(4, true));
      else sheet.otherXfs.add(r.data.getUint16(4, true));
    } else if (r.type === 0x023e) sheet.window2 = r.data.getUint16(0, true);
    else if (r.type === 0x0041) {
      sheet.pane = r.data;
      sheet.paneAfterWindow = previous === 0x023e;
    }
    previous = r.type;
  }
  const font = (index: number) => fonts[index < 4 ? index : index - 1];
  return { fonts, font, xfs, palette, boundSheets, sheets };
}

function expectStyledHeader(stream: Uint8Array, rtl: boolean) {
  const { font, xfs, palette, boundSheets, sheets } = inspect(stream);
  expect(boundSheets).toEqual(sheets.map((s) => s.bof));
  for (const sheet of sheets) {
    expect(sheet.headerXfs.length).toBeGreaterThan(0);
    expect(new Set(sheet.headerXfs).size).toBe(1);
    const xf = xfs[sheet.headerXfs[0]];
    expect(sheet.otherXfs.has(sheet.headerXfs[0])).toBe(false);
    const bold = font(xf.getUint16(0, true));
    expect(bold.getUint16(6, true)).toBe(700); // bls
    expect(bold.getUint16(4, true)).toBe(WHITE_ICV);
    expect(xf.getUint32(14, true) >>> 26).toBe(1); // solid fill
    expect(xf.getUint16(18, true) & 0x7f).toBe(HEADER_FILL_ICV);
    expect(sheet.window2! & 0x0008).toBe(0x0008); // fFrozen
    expect(sheet.window2! & 0x0100).toBe(0x0100); // fFrozenNoSplit
    expect(sheet.window2! & 0x0040).toBe(rtl ? 0x0040 : 0); // fRightToLeft
    expect(sheet.paneAfterWindow).toBe(true);
    expect([0, 2, 4, 6].map((o) => sheet.pane!.getUint16(o, true))).toEqual([0, 1, 1, 0]); // x, y, rwTop, colLeft
    expect(sheet.pane!.getUint8(8)).toBe(2); // bottom-left pane active
  }
  const slot = 2 + 4 * (HEADER_FILL_ICV - 8);
  expect([0, 1, 2].map((i) => palette!.getUint8(slot + i))).toEqual([0x19, 0x76, 0xd2]);
  expect(palette!.getUint16(0, true)).toBe(56);
}

const typed = (v: number, z: string) => ({ t: 'n' as const, v, z, w: String(v) });
const table: ExportTable = {
  headers: ['الاسم', 'Email', 'المبلغ', 'تاريخ الإنشاء'],
  rows: Array.from({ length: 50 }, (_, i) => [
    `محمد ${i}`,
    `user${i}@example.com`,
    typed(1500.5 + i, '#,##0.00 "AED"'),
    typed(45728 + i, 'yyyy-mm-dd'),
  ]),
};

describe('.xls header', () => {
  it('should write the header row bold, white on #1976D2 and frozen, in a right-to-left sheet', async () => {
    const file = await writeSpreadsheet(table, { format: 'xls', rtl: true, sheetName: 'المستخدمون' });
    expectStyledHeader(workbookStream(file), true);
    const english = await writeSpreadsheet(table, { format: 'xls', rtl: false, sheetName: 'Users' });
    expectStyledHeader(workbookStream(english), false);
  });

  it('should read back in SheetJS with the same values, types and formats as the .xlsx', async () => {
    const [xls, xlsx] = await Promise.all(
      (['xls', 'xlsx'] as const).map((format) => writeSpreadsheet(table, { format, rtl: true, sheetName: 'المستخدمون' })),
    );
    const fromXls = XLSX.read(xls, { type: 'array', cellNF: true });
    const fromXlsx = XLSX.read(xlsx, { type: 'array', cellNF: true });
    expect(fromXls.Workbook?.Views?.[0]?.RTL).toBeTruthy();
    const a = fromXls.Sheets['المستخدمون'];
    const b = fromXlsx.Sheets['المستخدمون'];
    expect(a['!ref']).toBe('A1:D51');
    const cells = Object.keys(b).filter((k) => !k.startsWith('!'));
    expect(cells).toHaveLength(4 * 51);
    for (const k of cells)
      expect({ k, t: a[k].t, v: a[k].v, z: a[k].z ?? 'General' }).toEqual({ k, t: b[k].t, v: b[k].v, z: b[k].z ?? 'General' });
    expect(a.C2).toMatchObject({ t: 'n', v: 1500.5, z: '#,##0.00 "AED"' });
    expect(a['!cols']?.map((c) => c.wch)).toEqual(b['!cols']?.map((c) => c.wch));
  });

  it('should move the sheet offsets past an SST split by CONTINUE, in every sheet of a workbook', () => {
    const book = XLSX.utils.book_new();
    const rows = (tag: string) => [['a', 'b', 1], ...Array.from({ length: 600 }, (_, i) => [`${tag} نص ${i}`, i, `x${i}`])];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows('one')), 'One');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows('two')), 'Two');
    const before = new Uint8Array(XLSX.write(book, { bookType: 'biff8', type: 'array', bookSST: true }) as ArrayBuffer);
    const stream = workbookStream(before);
    expect(records(stream).some((r) => r.type === 0x003c)).toBe(true); // CONTINUE
    const styled = styleBiffHeader(stream)!;
    expectStyledHeader(styled, false);
    const cfb = XLSX.CFB.read(before, { type: 'array' });
    const entry = XLSX.CFB.find(cfb, '/Workbook')!;
    entry.content = styled as unknown as typeof entry.content;
    entry.size = styled.length;
    const after = XLSX.read(new Uint8Array(XLSX.CFB.write(cfb, { type: 'array' }) as ArrayBuffer), { type: 'array' });
    const old = XLSX.read(before, { type: 'array' });
    for (const name of ['One', 'Two']) {
      expect(XLSX.utils.sheet_to_json(after.Sheets[name], { header: 1 })).toEqual(
        XLSX.utils.sheet_to_json(old.Sheets[name], { header: 1 }),
      );
    }
  });

  it('should move INDEX and ExtSST positions by what was inserted before them, and keep an existing PANE', () => {
    const rec = (type: number, bytes: number[]) => [type & 0xff, type >> 8, bytes.length & 0xff, bytes.length >> 8, ...bytes];
    const u16 = (n: number) => [n & 0xff, n >> 8];
    const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];
    const font = [240, 0, 0, 0, 0, 0, 144, 1, 0, 0, 0, 0, 0, 0, 1, 1, 65, 0];
    const xf = new Array(20).fill(0);
    const head = [...rec(0x0809, [0, 6, 5, 0]), ...rec(0x0031, font), ...Array.from({ length: 17 }, () => rec(0x00e0, xf)).flat()];
    // Globals: BOF FONT 17×XF BOUNDSHEET SST ExtSST EOF; sheet: BOF INDEX LABELSST(row 0) WINDOW2 PANE EOF.
    const boundSheetAt = head.length;
    const sst = rec(0x00fc, [...u32(1), ...u32(1), ...u16(1), 0, 65]);
    const globalsLength = head.length + 14 + sst.length + 14 + 4;
    const sstStringAt = head.length + 14 + 4 + 8; // the string after SST's header
    const globals = [
      ...head,
      ...rec(0x0085, [...u32(globalsLength), 0, 0, 1, 1, 65, 0]),
      ...sst,
      ...rec(0x00ff, [8, 0, ...u32(sstStringAt), 12, 0, 0, 0]),
      ...rec(0x000a, []),
    ];
    expect(globals.length).toBe(globalsLength);
    const sheet = [
      ...rec(0x0809, [0, 6, 0x10, 0]),
      ...rec(0x020b, [...u32(0), ...u32(0), ...u32(1), ...u32(globalsLength + 8), ...u32(globalsLength + 8 + 20)]),
      ...rec(0x00fd, [0, 0, 0, 0, 16, 0, ...u32(0)]),
      ...rec(0x023e, [...u16(0x06b6), ...new Array(16).fill(0)]),
      ...rec(0x0041, [0, 0, 2, 0, 2, 0, 0, 0, 2, 0]),
      ...rec(0x000a, []),
    ];
    const stream = new Uint8Array([...globals, ...sheet]);
    const out = styleBiffHeader(stream)!;
    // The same from a view into a larger buffer (a Node Buffer from the CFB reader is one), untouched.
    const pool = new Uint8Array(stream.length + 100);
    pool.set(stream, 50);
    const inPool = Buffer.from(pool.buffer, 50, stream.length);
    expect(styleBiffHeader(inPool)).toEqual(out);
    expect(Uint8Array.from(inPool)).toEqual(stream);
    const moved = out.length - stream.length; // every insertion lies in the globals here
    const view = new DataView(out.buffer);
    const all = records(out);
    const boundSheet = all.find((r) => r.type === 0x0085)!;
    expect(boundSheet.at).toBeGreaterThan(boundSheetAt);
    expect(boundSheet.data.getUint32(0, true)).toBe(globalsLength + moved);
    expect(view.getUint16(globalsLength + moved, true)).toBe(0x0809);
    const extSst = all.find((r) => r.type === 0x00ff)!;
    expect(extSst.data.getUint32(2, true)).toBe(sstStringAt + moved);
    expect(out[sstStringAt + moved + 3]).toBe(65); // cch(2) grbit(1) 'A'
    const index = all.find((r) => r.type === 0x020b)!;
    expect([12, 16].map((o) => index.data.getUint32(o, true))).toEqual([globalsLength + 8 + moved, globalsLength + 28 + moved]);
    expect(all.filter((r) => r.type === 0x0041)).toHaveLength(1);
    const { fonts, xfs, sheets } = inspect(out);
    expect(sheets[0].window2! & 0x0108).toBe(0x0108);
    expect(fonts).toHaveLength(5); // 0–3 and 5: there is no font 4
    expect(xfs[sheets[0].headerXfs[0]].getUint16(0, true)).toBe(fontIndex(4));
    expect(fontIndex(4)).toBe(5);
  });

  it('should leave a stream without cell formats alone', () => {
    const stream = new Uint8Array([0x09, 0x08, 4, 0, 0, 6, 5, 0, 0x0a, 0, 0, 0]);
    expect(styleBiffHeader(stream)).toBeNull();
  });
});
