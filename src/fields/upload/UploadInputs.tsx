import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import DeleteIcon from '@mui/icons-material/Delete';
import { useInput, useRecordContext, useTranslate, ValidationError, type Validator } from 'ra-core';
import type { FileFieldDeclaration } from '../kinds/file';
import type { ImageFieldDeclaration } from '../kinds/image';
import { dataUrl } from '../../config/dataUrl';
import { DataImage } from './DataImage';
import { DEFAULT_MAX_SIZE_MB, GENERIC_EXTENSIONS, IMAGE_EXTENSIONS, isUploadedFile, type UploadRules } from './rules';
import { UploadButton } from './UploadButton';

type UploadField = FileFieldDeclaration | ImageFieldDeclaration;

export function rulesOf(field: UploadField): UploadRules {
  return {
    extensions: field.extensions ?? (field.kind === 'image' ? IMAGE_EXTENSIONS : GENERIC_EXTENSIONS),
    maxSizeMb: field.maxSizeMb ?? DEFAULT_MAX_SIZE_MB,
  };
}

/**
 * Where a stored file may be opened from: the allow-list of URLs from data
 * (src/config/dataUrl.ts). Any other address is shown as the file's name without a link.
 */
export function fileHref(path: unknown): string | null {
  return dataUrl(path, 'link');
}

/** The form input of the `file` and `image` kinds: the stored file, the upload button, remove. */
export function UploadInput({ field, label, validate }: { field: UploadField; label: string; validate: Validator[] }) {
  const translate = useTranslate();
  const { field: input, fieldState, id } = useInput({ source: field.source, validate, defaultValue: null });
  const value = isUploadedFile(input.value) ? input.value : null;
  const isImage = field.kind === 'image';
  return (
    <Box sx={{ mb: 2 }} role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} sx={{ display: 'block', mb: 1 }}>
        {label}
        {field.required ? ' *' : ''}
      </FormLabel>
      {value && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          {isImage && (
            <DataImage
              path={value.path}
              name={value.name}
              alt={translate('widgets.upload.preview', { name: value.name })}
              sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
            />
          )}
          <FileLink path={value.path} name={value.name} label={translate('widgets.upload.current', { name: value.name })} />
          <IconButton size="small" aria-label={translate('widgets.upload.remove')} onClick={() => input.onChange(null)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      <UploadButton
        id={id}
        label={isImage ? 'widgets.upload.choose_image' : 'widgets.upload.choose_file'}
        rules={rulesOf(field)}
        uploadLabel={field.uploadLabel ?? field.kind}
        startLink={field.startLink}
        crop={isImage && field.crop !== false}
        onUploaded={(file) => {
          input.onChange(file);
          input.onBlur();
        }}
      />
      {fieldState.error?.message && (
        <FormHelperText error sx={{ marginInlineStart: 0 }}>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Box>
  );
}

/** The list/details cell of the `file` and `image` kinds. */
export function UploadCell({ field }: { field: UploadField }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[field.source];
  if (!isUploadedFile(value)) return null;
  if (field.kind === 'image') {
    return (
      <DataImage
        path={value.path}
        name={value.name}
        alt={translate('widgets.upload.preview', { name: value.name })}
        sx={{ width: 32, height: 32, objectFit: 'cover', borderRadius: '50%' }}
      />
    );
  }
  return <FileLink path={value.path} name={value.name} />;
}

function FileLink({ path, name, label }: { path: unknown; name: string; label?: string }) {
  const href = fileHref(path);
  if (href === null)
    return (
      <Box component="bdi" aria-label={label}>
        {name}
      </Box>
    );
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" dir="auto" aria-label={label} onClick={(e) => e.stopPropagation()}>
      {name}
    </Link>
  );
}
