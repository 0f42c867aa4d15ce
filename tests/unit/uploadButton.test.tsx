import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

afterEach(cleanup);
import { HttpError } from 'ra-core';
import { UploadButton } from '../../src/fields/upload/UploadButton';
import { GENERIC_EXTENSIONS, UPLOAD_BUTTON_WIDTH, type UploadedFile } from '../../src/fields/upload/rules';
import { deferred, WidgetContext } from '../helpers/widgetContext';
import { iso } from '../helpers/isolates';
import { expectConsole } from '../helpers/expectedConsole';

const answer: UploadedFile = {
  path: '/storage/uploads/a.pdf',
  name: 'a.pdf',
  pathDB: 'uploads/a.pdf',
  upload_date_time: '2025-01-01T00:00:00Z',
};

function setup(uploadFile: (...args: unknown[]) => Promise<UploadedFile>, locale: 'en' | 'ar' = 'en') {
  const onUploaded = vi.fn();
  const spy = vi.fn(uploadFile);
  render(
    <WidgetContext dataProvider={{ uploadFile: spy }} locale={locale}>
      <UploadButton
        id="doc"
        label="widgets.upload.choose_file"
        rules={{ extensions: GENERIC_EXTENSIONS, maxSizeMb: 5 }}
        uploadLabel="file"
        startLink="crm"
        onUploaded={onUploaded}
      />
    </WidgetContext>,
  );
  const pick = (file: File) => fireEvent.change(screen.getByTestId('doc-file-input'), { target: { files: [file] } });
  return { spy, onUploaded, pick };
}

describe('UploadButton', () => {
  it('should refuse a .exe with the SPEC message and send nothing', async () => {
    const { spy, pick } = setup(async () => answer);
    pick(new File(['MZ'], 'setup.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload valid file.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('should refuse in Arabic too, still sending nothing', async () => {
    const { spy, pick } = setup(async () => answer, 'ar');
    pick(new File(['x'], 'script.BAT'));
    expect(await screen.findByRole('alert')).toHaveTextContent('يرجى رفع ملف صالح.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('should refuse a file over 5 MB with the limit in the message and send nothing', async () => {
    const { spy, pick } = setup(async () => answer);
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    pick(big);
    expect(await screen.findByRole('alert')).toHaveTextContent(iso`The file is larger than ${5} MB.`);
    expect(spy).not.toHaveBeenCalled();
  });

  it('should be disabled with a spinner while uploading, then idle again with the answer kept', async () => {
    const pending = deferred<UploadedFile>();
    const { spy, onUploaded, pick } = setup(() => pending.promise);
    const button = screen.getByRole('button', { name: /Upload a file/ });
    expect(button).toBeEnabled();
    expect(button.style.width || getComputedStyle(button).width).toBe(`${UPLOAD_BUTTON_WIDTH}px`);
    pick(new File(['%PDF'], 'Contract.PDF', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Uploading/ })).toBeDisabled());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
    const [blob, params] = spy.mock.calls[0] as [File, Record<string, unknown>];
    expect(blob.name).toBe('Contract.PDF');
    expect(params).toEqual({ upload: 'file', startLink: 'crm', fileName: 'Contract.PDF' });
    pending.resolve(answer);
    await waitFor(() => expect(screen.getByRole('button', { name: /Upload a file/ })).toBeEnabled());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onUploaded).toHaveBeenCalledWith(answer);
  });

  it('should show the server errors for file and extension in red under the button and be idle again', async () => {
    expectConsole('error', /HttpError/); // react-admin logs the 422 it shows
    const error = new HttpError('Please provide correct data!', 422, {
      message: 'Please provide correct data!',
      errors: { file: ['The file is damaged.', 'second'], extension: ['Only PDF here.'] },
    });
    const { onUploaded, pick } = setup(async () => {
      throw error;
    });
    pick(new File(['x'], 'scan.pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file is damaged.');
    expect(alert).toHaveTextContent('Only PDF here.');
    expect(alert).not.toHaveTextContent('second');
    expect(screen.getByRole('button', { name: /Upload a file/ })).toBeEnabled();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
