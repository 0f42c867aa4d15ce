import { describe, expect, it } from 'vitest';
import { acceptOf, checkFile, extensionOf, GENERIC_EXTENSIONS, IMAGE_EXTENSIONS, serverUploadErrors } from '../../src/fields/upload/rules';

const generic = { extensions: GENERIC_EXTENSIONS, maxSizeMb: 5 };
const image = { extensions: IMAGE_EXTENSIONS, maxSizeMb: 5 };

describe('upload rules (SPEC §5)', () => {
  it('should accept the generic defaults jpg, jpeg, png, pdf, doc and docx in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.Png', 'd.pdf', 'e.DOC', 'f.docx']) expect(checkFile({ name, size: 10 }, generic)).toBeNull();
  });

  it('should refuse other extensions with the please-upload-valid-file message', () => {
    for (const name of ['virus.exe', 'notes.txt', 'archive.zip', 'noextension', 'trick.pdf.exe', '.png']) {
      expect(checkFile({ name, size: 10 }, generic)).toEqual({ key: 'app.validation.upload_valid_file' });
    }
  });

  it('should allow only jpg, jpeg and png for images', () => {
    expect(checkFile({ name: 'me.JPG', size: 10 }, image)).toBeNull();
    expect(checkFile({ name: 'cv.pdf', size: 10 }, image)).toEqual({ key: 'app.validation.upload_valid_file' });
  });

  it('should let a resource override the list', () => {
    expect(checkFile({ name: 'sheet.csv', size: 1 }, { extensions: ['CSV'], maxSizeMb: 1 })).toBeNull();
    expect(checkFile({ name: 'photo.png', size: 1 }, { extensions: ['.csv'], maxSizeMb: 1 })).not.toBeNull();
  });

  it('should refuse a file over the size limit with the limit in the message', () => {
    expect(checkFile({ name: 'big.pdf', size: 5 * 1024 * 1024 + 1 }, generic)).toEqual({
      key: 'widgets.upload.too_large',
      args: { max: 5 },
    });
    expect(checkFile({ name: 'ok.pdf', size: 5 * 1024 * 1024 }, generic)).toBeNull();
  });

  it('should read the extension after the last dot, lower-cased', () => {
    expect(extensionOf('Report.Final.DOCX')).toBe('docx');
    expect(extensionOf('README')).toBe('');
    expect(acceptOf(['JPG', '.png'])).toBe('.jpg,.png');
  });

  it('should take the first server message for file, then those for the extension', () => {
    const body = {
      message: 'Please provide correct data!',
      errors: { file: ['Too big', 'Other'], extension: ['Bad type'], name: ['ignored'] },
    };
    expect(serverUploadErrors(body, 'fallback')).toEqual(['Too big', 'Bad type']);
    // Without field errors, the caller's text: a body's message may be a stack line.
    expect(serverUploadErrors({ message: 'SQLSTATE at Upload.php:12' }, 'fallback')).toEqual(['fallback']);
    expect(serverUploadErrors(undefined, 'fallback')).toEqual(['fallback']);
  });
});
