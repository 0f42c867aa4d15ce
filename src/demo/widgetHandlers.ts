import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoContext } from './context';
import { serverTranslator } from './translate';
import { DEFAULT_MAX_SIZE_MB, GENERIC_EXTENSIONS, IMAGE_EXTENSIONS, extensionOf } from '../fields/upload/rules';

const IMAGE_LABELS = new Set(['image', 'avatar', 'photo']);
/** Images up to this size come back as a data URL, so the demo can show them without a file server. */
const INLINE_IMAGE_BYTES = 1024 * 1024;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function dataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const type = file.type || (extensionOf(file.name) === 'png' ? 'image/png' : 'image/jpeg');
  return `data:${type};base64,${btoa(binary)}`;
}

/** The widgets' calls (upload, export): SPEC §7. Export is the GET collection handler with `is_export=1`. */
export function widgetHandlers({ base, store, wait }: DemoContext): HttpHandler[] {
  // `POST [<startLink>/]uploads/upload-file`: any prefix below the API base.
  const uploadPath = new RegExp(`^${escapeRe(base)}/(?:.+/)?uploads/upload-file$`);
  return [
    http.post(uploadPath, async ({ request }) => {
      await wait();
      const tr = serverTranslator(request.headers.get('accept-language'));
      const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
      if (!store.accountForToken(token)) return HttpResponse.json({ message: tr('app.errors.unauthenticated') }, { status: 401 });
      const form = await request.formData().catch(() => undefined);
      const file = form?.get('file');
      const label = String(form?.get('upload') ?? 'file');
      const refuse = (field: string, message: string) =>
        HttpResponse.json({ message: tr('app.validation.correct_data'), errors: { [field]: [message] } }, { status: 422 });
      if (!file || typeof file === 'string') return refuse('file', tr('app.validation.required', { name: tr('widgets.upload.file') }));
      const allowed: readonly string[] = IMAGE_LABELS.has(label) ? IMAGE_EXTENSIONS : GENERIC_EXTENSIONS;
      const ext = extensionOf(file.name);
      if (!allowed.includes(ext)) return refuse('extension', tr('app.validation.upload_valid_file'));
      if (file.size > DEFAULT_MAX_SIZE_MB * 1024 * 1024)
        return refuse('file', tr('widgets.upload.too_large', { max: DEFAULT_MAX_SIZE_MB }));
      const now = new Date();
      const stamp = now.toISOString().slice(0, 10).replace(/-/g, '/');
      const stored = `${now.getTime().toString(36)}-${file.name.replace(/[^\w.-]+/g, '_')}`;
      const pathDB = `uploads/${stamp}/${stored}`;
      const isImage = IMAGE_EXTENSIONS.includes(ext as (typeof IMAGE_EXTENSIONS)[number]);
      const path = isImage && file.size <= INLINE_IMAGE_BYTES ? await dataUrl(file) : `${new URL(base).origin}/storage/${pathDB}`;
      return HttpResponse.json({ path, name: file.name, pathDB, upload_date_time: now.toISOString() });
    }),
  ];
}
