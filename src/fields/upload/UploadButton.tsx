import { useRef, useState, type ChangeEvent } from 'react';
import { lazyPage } from '../../config/chunks';
import { ChunkBoundary } from '../../engine/ChunkBoundary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { HttpError, useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../providers';
import { useFailureText } from '../../engine/views/ReadError';
import { acceptOf, checkFile, serverUploadErrors, UPLOAD_BUTTON_WIDTH, type UploadedFile, type UploadRules } from './rules';

// The cropper (react-avatar-editor) is its own chunk, fetched the first time an image is picked.
const CropDialog = lazyPage(() => import('../cropper/CropDialog'));

export interface UploadButtonProps {
  /** Translation key of the button text. */
  label: string;
  rules: UploadRules;
  /** The `upload` value sent with the file (the kind label). */
  uploadLabel: string;
  startLink?: string;
  /** Crop images to 400 × 400 before they are sent (SPEC §5). */
  crop?: boolean;
  disabled?: boolean;
  onUploaded: (file: UploadedFile) => void;
  /** Id of the element the error messages are described by (for the field's input). */
  id?: string;
}

/**
 * The upload button of SPEC §4/§5: idle, then disabled with a spinner while the file is sent,
 * then idle again. A refused file (extension, size) sends nothing; server errors for `file`
 * and for the extension show in red under the button.
 */
export function UploadButton({ label, rules, uploadLabel, startLink, crop, disabled, onUploaded, id }: UploadButtonProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const failureText = useFailureText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [toCrop, setToCrop] = useState<File | null>(null);
  const errorId = `${id ?? uploadLabel}-upload-errors`;

  const send = async (blob: Blob, fileName: string) => {
    setBusy(true);
    setErrors([]);
    try {
      onUploaded(await dataProvider.uploadFile(blob, { upload: uploadLabel, startLink, fileName }));
    } catch (error) {
      const body = error instanceof HttpError ? error.body : undefined;
      // The server's words for the file, else its message (403, 409, 422), else what failed.
      const fallback = error instanceof HttpError ? failureText(error) : translate('widgets.upload.failed');
      setErrors(serverUploadErrors(body, fallback));
    } finally {
      setBusy(false);
    }
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again after a refusal
    if (!file) return;
    const problem = checkFile(file, rules);
    if (problem) {
      setErrors([translate(problem.key, problem.args)]);
      return;
    }
    setErrors([]);
    if (crop) setToCrop(file);
    else void send(file, file.name);
  };

  return (
    <Box>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf(rules.extensions)}
        onChange={picked}
        data-testid={`${id ?? uploadLabel}-file-input`}
      />
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={disabled || busy}
        aria-busy={busy}
        aria-describedby={errors.length ? errorId : undefined}
        startIcon={
          busy ? <CircularProgress size={18} role="progressbar" aria-label={translate('widgets.upload.uploading')} /> : <UploadFileIcon />
        }
        sx={{ width: UPLOAD_BUTTON_WIDTH }}
      >
        {translate(busy ? 'widgets.upload.uploading' : label)}
      </Button>
      <FormHelperText sx={{ marginInlineStart: 0 }}>
        {translate('widgets.upload.allowed', { list: rules.extensions.join(', '), max: rules.maxSizeMb })}
      </FormHelperText>
      {errors.length > 0 && (
        <Box id={errorId} role="alert" sx={{ color: 'error.main', typography: 'body2', mt: 0.5, maxWidth: UPLOAD_BUTTON_WIDTH * 2 }}>
          {errors.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Box>
      )}
      {toCrop && (
        <ChunkBoundary onClose={() => setToCrop(null)}>
          <CropDialog
            file={toCrop}
            onCancel={() => setToCrop(null)}
            onCropped={(blob) => {
              const base = toCrop.name.replace(/\.[^.]+$/, '') || 'image';
              setToCrop(null);
              void send(blob, `${base}.jpg`);
            }}
          />
        </ChunkBoundary>
      )}
    </Box>
  );
}
