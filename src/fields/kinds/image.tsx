import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { isUploadedFile } from '../upload/rules';
import { plain } from './common';
import { uploadParts, type UploadOptions } from './upload';

/** An image, cropped to 400 × 400 before it is uploaded (set `crop: false` to send it as is). */
export interface ImageFieldDeclaration extends FieldBase, UploadOptions {
  kind: 'image';
  crop?: boolean;
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    image: ImageFieldDeclaration;
  }
}

export const image = defineKind<'image'>({
  kind: 'image',
  ...uploadParts<ImageFieldDeclaration>(),
  // An uploaded file is not a cell's text.
  importValue: false,
  exportPlan: () => ({ kind: 'filePath' }),
  exportValue: (v) => (isUploadedFile(v) ? v.path : plain(v)),
});
