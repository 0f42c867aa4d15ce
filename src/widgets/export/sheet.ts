import type * as SheetJS from 'xlsx';
import type { ExportFormat } from '../../engine/types';
import { isolateBidi } from '../../locale/bidi';
import { cellText, tooManyRows, type ExportTable } from './table';
import { withTimeout } from '../../config/chunkTimeout';
import { styleBiffHeader } from './biff';

export interface SheetOptions {
  format: Exclude<ExportFormat, 'pdf'>;
  rtl: boolean;
  sheetName: string;
}

/** Column widths in characters: the header and the first 200 rows, at least 8, at most 60. */
export function fittedWidths(table: ExportTable): { wch: number }[] {
  return table.headers.map((h, i) => {
    let width = h.length;
    for (let r = 0; r < Math.min(table.rows.length, 200); r++) width = Math.max(width, cellText(table.rows[r][i]).length);
    return { wch: Math.min(Math.max(width + 2, 8), 60) };
  });
}

/** The pane that keeps the first row in view, in a worksheet's `<sheetView>`. */
const FROZEN_HEADER = '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>';
/** The header's look: bold white text on the PDF header's blue (#1976D2). */
const HEADER_FONT = '<font><b/><sz val="12"/><color rgb="FFFFFFFF"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font>';
const HEADER_FILL = '<fill><patternFill patternType="solid"><fgColor rgb="FF1976D2"/><bgColor indexed="64"/></patternFill></fill>';

/** Appends `item` to the `<tag count="n">` list of `xml`; the item's index, or -1 when the list is not there. */
function appendTo(xml: string, tag: string, item: string): [string, number] {
  const open = new RegExp(`<${tag} count="(\\d+)"([^>]*)>`);
  const m = open.exec(xml);
  const close = `</${tag}>`;
  if (!m || !xml.includes(close, m.index)) return [xml, -1];
  const n = Number(m[1]);
  const at = xml.indexOf(close, m.index);
  const out = `${xml.slice(0, m.index)}<${tag} count="${n + 1}"${m[2]}>${xml.slice(m.index + m[0].length, at)}${item}${xml.slice(at)}`;
  return [out, n];
}

/** styles.xml with a bold, filled cell format added; its index in `cellXfs`, or -1 if the file is not as expected. */
export function addHeaderStyle(styles: string): [string, number] {
  const [withFont, font] = appendTo(styles, 'fonts', HEADER_FONT);
  const [withFill, fill] = appendTo(withFont, 'fills', HEADER_FILL);
  if (font < 0 || fill < 0) return [styles, -1];
  const xf = `<xf numFmtId="0" fontId="${font}" fillId="${fill}" borderId="0" xfId="0" applyFont="1" applyFill="1"/>`;
  const [out, index] = appendTo(withFill, 'cellXfs', xf);
  return index < 0 ? [styles, -1] : [out, index];
}

/** The first sheet's XML with its header row frozen and its first row's cells in style `style` (if ≥ 0). */
export function styleHeaderRow(sheet: string, style: number): string {
  let out = sheet.replace(/<sheetView\b([^>]*?)\/>/, `<sheetView$1>${FROZEN_HEADER}</sheetView>`);
  if (style < 0) return out;
  out = out.replace(/<row r="1"[^>]*>[\s\S]*?<\/row>/, (row) =>
    row.replace(/<c\b([^>]*?)(\/?)>/g, (_c, attrs: string, slash: string) => `<c${attrs.replace(/\s+s="\d+"/, '')} s="${style}"${slash}>`),
  );
  return out;
}

/**
 * A readable header in an .xlsx: the first row frozen and bold on a coloured fill. SheetJS's
 * community build writes neither panes (its `<sheetView>` carries only `rightToLeft`;
 * `!freeze`/`!views` are ignored) nor cell styles, so the zip it wrote is read and rewritten with
 * its own CFB/zip module: a `<pane>` in the sheet, a font, a fill and a cell format in
 * `xl/styles.xml`, and that format on the header's cells.
 */
function finishXlsx(XLSX: typeof SheetJS, bytes: Uint8Array): Uint8Array {
  const zip = XLSX.CFB.read(bytes, { type: 'array' });
  const sheet = XLSX.CFB.find(zip, '/xl/worksheets/sheet1.xml');
  const styles = XLSX.CFB.find(zip, '/xl/styles.xml');
  if (!sheet?.content) return bytes;
  const text = (entry: NonNullable<typeof sheet>) => new TextDecoder().decode(Uint8Array.from(entry.content as ArrayLike<number>));
  const put = (entry: NonNullable<typeof sheet>, xml: string) => {
    entry.content = new TextEncoder().encode(xml) as unknown as typeof entry.content;
    entry.size = (entry.content as Uint8Array).length;
  };
  let style = -1;
  if (styles?.content) {
    const [xml, index] = addHeaderStyle(text(styles));
    if (index >= 0) put(styles, xml);
    style = index;
  }
  put(sheet, styleHeaderRow(text(sheet), style));
  return new Uint8Array(XLSX.CFB.write(zip, { fileType: 'zip', type: 'array', compression: true }) as ArrayBuffer);
}

/**
 * The same readable header in an .xls: SheetJS's BIFF8 writer has one fixed font, plain cell
 * formats and no pane, so its Workbook stream is read out of the CFB container (SheetJS's own CFB
 * module) and rewritten record by record (`styleBiffHeader`, biff.ts): a bold white font, a cell
 * format filled with #1976D2 (a PALETTE record) on the header's cells, the first row frozen.
 */
function finishXls(XLSX: typeof SheetJS, bytes: Uint8Array): Uint8Array {
  const cfb = XLSX.CFB.read(bytes, { type: 'array' });
  const book = XLSX.CFB.find(cfb, '/Workbook');
  if (!book?.content) return bytes;
  const stream = book.content instanceof Uint8Array ? book.content : Uint8Array.from(book.content as ArrayLike<number>);
  const styled = styleBiffHeader(stream);
  if (!styled) return bytes;
  book.content = styled as unknown as typeof book.content;
  book.size = styled.length;
  return new Uint8Array(XLSX.CFB.write(cfb, { type: 'array' }) as ArrayBuffer);
}

/**
 * .xls (BIFF8) or .xlsx with SheetJS, loaded on first use. An Arabic workbook opens right
 * to left (`Workbook.Views[0].RTL`). SheetJS writes a near-empty .xls past 65,536 rows
 * without an error, so that case is refused here as well as in the dialog. Amounts and dates
 * arrive as numbers with an Excel format (columns.ts, `sheetFormatter`); columns are as wide as
 * their content; the header row is frozen, bold and filled (`finishXlsx`, `finishXls`; see
 * docs/decisions.md, "Readable exports").
 */
export async function writeSpreadsheet(table: ExportTable, options: SheetOptions): Promise<Uint8Array> {
  if (tooManyRows(options.format, table.rows.length)) throw new Error('widgets.export.xls_too_many');
  const XLSX = await withTimeout(() => import('xlsx'));
  // A cell is a paragraph of its own; a value's unclosed bidi controls are closed all the same.
  const rows = table.rows.map((row) =>
    row.map((v) => (typeof v === 'string' ? isolateBidi(v) : typeof v === 'object' && v ? { t: v.t, v: v.v, z: v.z } : v)),
  );
  const sheet = XLSX.utils.aoa_to_sheet([table.headers, ...rows]);
  sheet['!cols'] = fittedWidths(table);
  const book = XLSX.utils.book_new();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ]
  XLSX.utils.book_append_sheet(book, sheet, options.sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  if (options.rtl) book.Workbook = { Views: [{ RTL: true }] };
  const out = new Uint8Array(
    XLSX.write(book, { bookType: options.format === 'xls' ? 'biff8' : 'xlsx', type: 'array', compression: true }) as ArrayBuffer,
  );
  return options.format === 'xlsx' ? finishXlsx(XLSX, out) : finishXls(XLSX, out);
}
