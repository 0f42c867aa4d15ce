/**
 * What a chosen file is, from its name and its first bytes, and a CSV's text whatever Excel
 * saved it as. No SheetJS here: the page refuses a wrong file before any library is fetched.
 */
export type SheetKind = 'xlsx' | 'xls' | 'csv';

/** The extensions the file input offers (its `accept`). */
export const IMPORT_ACCEPT = '.xlsx,.xls,.csv';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/** Text, as far as the first bytes tell: no NUL byte, unless it is UTF-16 (with or without its BOM). */
function looksLikeText(bytes: Uint8Array): boolean {
  if (utf16Order(bytes)) return true;
  const head = bytes.subarray(0, 4096);
  return !head.includes(0);
}

/**
 * UTF-16's byte order: by its BOM (Excel's "Unicode text"), else by NULs every other byte (Latin
 * text written as UTF-16 without one). Arabic letters have no NUL byte, so a BOM-less Arabic
 * UTF-16 file is not recognised: Excel always writes the BOM.
 */
function utf16Order(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const n = Math.min(bytes.length - (bytes.length % 2), 512);
  if (n < 4) return undefined;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  const half = n / 4;
  if (odd > half && even === 0) return 'utf-16le';
  if (even > half && odd === 0) return 'utf-16be';
  return undefined;
}

/**
 * The kind of a file, or null when it is not one the import reads: the extension says what the
 * operator meant, the first bytes whether the file is that (a renamed PDF or image is refused).
 * An .xls that is really an .xlsx (some programs save one under the other's name) is read as what it is.
 */
export function sheetKindOf(name: string, bytes: Uint8Array): SheetKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (!bytes.length) return null;
  const zip = startsWith(bytes, ZIP);
  const cfb = startsWith(bytes, CFB);
  if (ext === 'xlsx') return zip ? 'xlsx' : null;
  if (ext === 'xls') return cfb ? 'xls' : zip ? 'xlsx' : null;
  if (ext === 'csv') return !zip && !cfb && looksLikeText(bytes) ? 'csv' : null;
  return null;
}

/**
 * A CSV's text: UTF-8 (with or without a BOM), UTF-16 as Excel's "Unicode text" writes it, or,
 * when the bytes are not UTF-8, Windows-1256 (what Excel on an Arabic Windows saves as "CSV").
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  const order = utf16Order(bytes);
  if (order) return new TextDecoder(order).decode(bytes.subarray(bytes[0] === 0xff || bytes[0] === 0xfe ? 2 : 0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1256').decode(bytes);
  }
}
