import { defineKind } from '../../engine/kinds';
import type { FieldBase } from '../../engine/types';
import { isUploadedFile } from '../upload/rules';
import { plain } from './common';
import { uploadParts, type UploadOptions } from './upload';

/** A file stored as the upload answer `{path, name, pathDB, upload_date_time}`. */
export interface FileFieldDeclaration extends FieldBase, UploadOptions {
  kind: 'file';
}

declare module '../../engine/types' {
  interface FieldKindDeclarations {
    file: FileFieldDeclaration;
  }
}

export const file = defineKind<'file'>({
  kind: 'file',
  ...uploadParts<FileFieldDeclaration>(),
  // An uploaded file is not a cell's text.
  importValue: false,
  exportPlan: () => ({ kind: 'fileName' }),
  exportValue: (v) => (isUploadedFile(v) ? v.name : plain(v)),
});
