/** Upload rules of SPEC §5 and §9, kept pure so the checks are tested without a browser. */
import type { UploadedFile } from '../../providers/widgetApi';

export const GENERIC_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const DEFAULT_MAX_SIZE_MB = 5;
/** SPEC §9: the upload button is 260 px wide. */
export const UPLOAD_BUTTON_WIDTH = 260;

/** The server's answer to `POST uploads/upload-file` (defined with the call), kept on the record as is. */
export type { UploadedFile };

export interface UploadRules {
  extensions: readonly string[];
  maxSizeMb: number;
}

/** A refusal as a translation key with its arguments. */
export interface UploadProblem {
  key: string;
  args?: Record<string, unknown>;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Why a file may not be sent, or `null` when it may. Nothing is sent when this refuses. */
export function checkFile(file: { name: string; size: number }, rules: UploadRules): UploadProblem | null {
  const allowed = rules.extensions.map((e) => e.replace(/^\./, '').toLowerCase());
  if (!allowed.includes(extensionOf(file.name))) return { key: 'app.validation.upload_valid_file' };
  if (file.size > rules.maxSizeMb * 1024 * 1024) return { key: 'widgets.upload.too_large', args: { max: rules.maxSizeMb } };
  return null;
}

/** The `accept` attribute of the file picker for a list of extensions. */
export function acceptOf(extensions: readonly string[]): string {
  return extensions.map((e) => `.${e.replace(/^\./, '').toLowerCase()}`).join(',');
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return !!value && typeof value === 'object' && typeof (value as UploadedFile).path === 'string';
}

/**
 * The messages of a refused upload, from the server body `{message, errors}`: the first
 * message for the field `file`, then those for `extension`/`extensions` (SPEC §5, §8); without
 * them, `fallback`: the caller's text for the failure (the server's message only where its
 * class keeps it, 403/409/422 — a 500's message is a stack line, never shown).
 */
export function serverUploadErrors(body: unknown, fallback: string): string[] {
  const b = (body && typeof body === 'object' ? body : {}) as { errors?: Record<string, unknown> };
  const out: string[] = [];
  const first = (v: unknown) => (Array.isArray(v) ? v.find((x) => typeof x === 'string') : typeof v === 'string' ? v : undefined);
  for (const field of ['file', 'extension', 'extensions']) {
    const m = first(b.errors?.[field]);
    if (m && !out.includes(m)) out.push(m);
  }
  if (!out.length) out.push(fallback);
  return out;
}
