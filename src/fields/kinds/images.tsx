import { FunctionField } from 'ra-ui-materialui';
import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { useInList } from '../inputs/PermissionsView';
import { DEFAULT_MAX_IMAGES, ImagesCell, ImagesInput } from '../upload/ImagesInput';
import { isUploadedFile } from '../upload/rules';
import { labelFor, textFilter } from './common';
import type { UploadOptions } from './upload';

/**
 * Several images in an order the operator chooses (SPEC §3 "multiple images" of a module
 * setting), stored as a list of upload answers `{path, name, pathDB, upload_date_time}`, first
 * shown first. Each is added through the upload button with the image rules (jpg, jpeg, png
 * unless `extensions` says otherwise; cropped to 400 × 400 unless `crop: false`), moved earlier
 * or later, or removed. At most `max` (default 10).
 */
export interface ImagesFieldDeclaration extends FieldBase, UploadOptions {
  kind: 'images';
  crop?: boolean;
  max?: number;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    images: ImagesFieldDeclaration;
  }
}

const UPLOAD_KEYS = ['path', 'name', 'pathDB', 'upload_date_time'] as const;

function ImagesView({ field }: { field: ImagesFieldDeclaration }) {
  return <ImagesCell field={field} inList={useInList()} />;
}

export const images = defineKind<'images'>({
  kind: 'images',
  cell: (f) => <FunctionField source={f.source} sortable={false} render={() => <ImagesView field={f} />} />,
  input: (f, ctx) => <ImagesInput field={f} label={labelFor(f, ctx)} validate={ctx.validate} />,
  filter: (f, ctx) => textFilter(f, `${f.source}.name`, labelFor(f, ctx)),
  // Several values with structure of their own: not a cell's text.
  importValue: false,
  exportPlan: () => ({ kind: 'label' }),
  // The paths in their order, as the single image kind exports its path.
  exportValue: (v) => (Array.isArray(v) ? v.filter(isUploadedFile).map((i) => i.path) : []).join(', '),
  problems: (f, value) => {
    if (!Array.isArray(value) || !value.every(isUploadedFile)) return [{ message: 'app.validation.invalid', args: {} }];
    const max = f.max ?? DEFAULT_MAX_IMAGES;
    if (value.length > max) return [{ message: 'app.validation.max_items', args: { max } }];
    const paths = value.map((i) => i.path);
    const twice = paths.filter((p, i) => paths.indexOf(p) !== i);
    return twice.length ? [{ message: 'app.validation.invalid', args: {}, detail: twice.join(', ') }] : [];
  },
  schema: (f) => ({
    type: 'array',
    maxItems: f.max ?? DEFAULT_MAX_IMAGES,
    items: {
      type: 'object',
      description: "The upload call's answer",
      required: ['path'],
      properties: Object.fromEntries(UPLOAD_KEYS.map((k) => [k, { type: 'string' }])),
    },
    description: 'In the order shown, first first. Each added with POST uploads/upload-file (images: jpg, jpeg, png by default).',
  }),
  // The upload answer's own properties only, in the order sent.
  store: (_f, value) =>
    Array.isArray(value)
      ? value.map((i: Record<string, unknown>) => Object.fromEntries(UPLOAD_KEYS.filter((k) => k in i).map((k) => [k, i[k]])))
      : value,
});
