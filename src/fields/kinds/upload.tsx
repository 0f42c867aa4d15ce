import { FunctionField } from 'ra-ui-materialui';
import type { FieldBase } from '../../engine/types';
import type { FieldKindDefinition } from '../../engine/kinds';
import { UploadCell, UploadInput } from '../upload/UploadInputs';
import { labelFor, textFilter } from './common';

/**
 * Upload rules of a file or image field (SPEC §5). Extensions are compared case-insensitively;
 * the defaults are jpg, jpeg, png, pdf, doc, docx for files and jpg, jpeg, png for images.
 */
export interface UploadOptions {
  /** Allowed extensions without the dot, e.g. `['pdf']`; overrides the kind's default list. */
  extensions?: readonly string[];
  /** Largest accepted file in megabytes (default 5). */
  maxSizeMb?: number;
  /** Prefix of the upload call: `POST <startLink>/uploads/upload-file`. */
  startLink?: string;
  /** The `upload` value sent with the file (the kind label); default `file` or `image`. */
  uploadLabel?: string;
}

/** What the file and image kinds share: the upload input and cell (the cropper is a lazy chunk inside). */
export function uploadParts<F extends FieldBase & UploadOptions & { kind: 'file' | 'image' }>() {
  return {
    cell: (f: F) => <FunctionField source={f.source} sortable={false} render={() => <UploadCell field={f} />} />,
    input: (f: F, ctx: Parameters<FieldKindDefinition['input']>[1]) => (
      <UploadInput field={f} label={labelFor(f, ctx)} validate={ctx.validate} />
    ),
    filter: (f: F, ctx: Parameters<FieldKindDefinition['filter']>[1]) => textFilter(f, `${f.source}.name`, labelFor(f, ctx)),
    schema: () => ({
      type: 'object',
      description: "The upload call's answer",
      properties: Object.fromEntries(['path', 'name', 'pathDB', 'upload_date_time'].map((k) => [k, { type: 'string' }])),
    }),
  };
}
