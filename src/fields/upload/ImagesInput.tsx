import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useInput, useRecordContext, useTranslate, ValidationError, type Validator } from 'ra-core';
import type { ImagesFieldDeclaration } from '../kinds/images';
import { EarlierIcon, LaterIcon } from '../../theme/icons';
import { DEFAULT_MAX_SIZE_MB, IMAGE_EXTENSIONS, isUploadedFile, type UploadedFile, type UploadRules } from './rules';
import { UploadButton } from './UploadButton';
import { fileHref } from './UploadInputs';
import { DataImage } from './DataImage';

/** At most this many images when the declaration names no `max`. */
export const DEFAULT_MAX_IMAGES = 10;

export const imagesRulesOf = (field: ImagesFieldDeclaration): UploadRules => ({
  extensions: field.extensions ?? IMAGE_EXTENSIONS,
  maxSizeMb: field.maxSizeMb ?? DEFAULT_MAX_SIZE_MB,
});

export const imagesOf = (value: unknown): UploadedFile[] => (Array.isArray(value) ? value.filter(isUploadedFile) : []);

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

type Move = 'earlier' | 'later' | 'remove';

/**
 * The form input of the `images` kind: the images in their order as thumbnails, each with
 * "move earlier", "move later" (arrows that point along the reading line, so to the right in
 * Arabic) and "remove"; the upload button (the same rules and cropper as a single image) adds
 * one at the end. Buttons are native, so Tab reaches them and Enter or Space presses them;
 * focus follows the moved image, and a polite status says where it went.
 */
export function ImagesInput({ field, label, validate }: { field: ImagesFieldDeclaration; label: string; validate: Validator[] }) {
  const translate = useTranslate();
  const { field: input, fieldState, id } = useInput({ source: field.source, validate, defaultValue: [] });
  const images = imagesOf(input.value);
  const max = field.max ?? DEFAULT_MAX_IMAGES;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Where focus goes once the moved or removed image is drawn in its new place.
  const pending = useRef<{ index: number; move: Move } | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const focus = pending.current;
    if (!focus) return;
    pending.current = null;
    // The same button of the moved image; at an end (that button now disabled), the other arrow.
    const { index, move } = focus;
    const same = buttons.current.get(`${index}:${move}`);
    const other = buttons.current.get(`${index}:${move === 'earlier' ? 'later' : 'earlier'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [input.value]);

  const change = (next: UploadedFile[]) => {
    input.onChange(next);
    input.onBlur();
  };
  const move = (from: number, to: number, how: Move) => {
    change(moved(images, from, to));
    pending.current = { index: to, move: how };
    setStatus(translate('app.images.moved', { number: to + 1, total: images.length }));
  };
  const remove = (index: number) => {
    const name = images[index].name;
    change(images.filter((_, i) => i !== index));
    if (images.length > 1) pending.current = { index: Math.min(index, images.length - 2), move: 'remove' };
    setStatus(translate('app.images.removed', { name }));
  };
  const ref = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };

  return (
    <Box sx={{ mb: 2, width: '100%' }} role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} sx={{ display: 'block', mb: 1 }}>
        {label}
        {field.required ? ' *' : ''}
      </FormLabel>
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.images.none')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {images.map((image, i) => {
            const number = i + 1;
            return (
              <Box
                component="li"
                key={`${image.path}|${i}`}
                aria-label={translate('app.images.item', { number, total: images.length, name: image.name })}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5, width: 120 }}
              >
                <DataImage
                  path={image.path}
                  name={image.name}
                  alt={translate('widgets.upload.preview', { name: image.name })}
                  sx={{ width: '100%', height: 96, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
                />
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="caption" color="text.secondary" aria-hidden>
                    {number}
                  </Typography>
                  <Box>
                    <IconButton
                      size="small"
                      ref={ref(`${i}:earlier`)}
                      disabled={i === 0}
                      aria-label={translate('app.images.earlier', { number })}
                      onClick={() => move(i, i - 1, 'earlier')}
                    >
                      <EarlierIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      ref={ref(`${i}:later`)}
                      disabled={i === images.length - 1}
                      aria-label={translate('app.images.later', { number })}
                      onClick={() => move(i, i + 1, 'later')}
                    >
                      <LaterIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      ref={ref(`${i}:remove`)}
                      aria-label={translate('app.images.remove', { number })}
                      onClick={() => remove(i)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <Box
        role="status"
        aria-live="polite"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
      >
        {status}
      </Box>
      <UploadButton
        id={id}
        label="app.images.add"
        rules={imagesRulesOf(field)}
        uploadLabel={field.uploadLabel ?? 'image'}
        startLink={field.startLink}
        crop={field.crop !== false}
        disabled={images.length >= max}
        onUploaded={(file) => change([...imagesOf(input.value), file])}
      />
      <FormHelperText sx={{ marginInlineStart: 0 }}>{translate('app.images.max', { max, count: images.length })}</FormHelperText>
      {fieldState.error?.message && (
        <FormHelperText error sx={{ marginInlineStart: 0 }}>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Box>
  );
}

/**
 * The list and details cell: in a list the first image and how many there are; on a details page
 * every image as a thumbnail in its order, each opening the full image (when its address is one
 * the app may open).
 */
export function ImagesCell({ field, inList }: { field: ImagesFieldDeclaration; inList: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const images = imagesOf(record?.[field.source]);
  if (images.length === 0) return inList ? null : <Typography variant="body2">{translate('app.images.none')}</Typography>;
  if (inList)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <DataImage
          path={images[0].path}
          name={images[0].name}
          alt={translate('widgets.upload.preview', { name: images[0].name })}
          sx={{ width: 32, height: 32, objectFit: 'cover', borderRadius: 0.5 }}
        />
        <Typography variant="caption">{translate('app.images.count', { smart_count: images.length, count: images.length })}</Typography>
      </Box>
    );
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {images.map((image, i) => {
        const href = fileHref(image.path);
        const thumb = (
          <DataImage
            path={image.path}
            name={image.name}
            alt={translate('app.images.item', { number: i + 1, total: images.length, name: image.name })}
            sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        );
        return (
          <Box component="li" key={`${image.path}|${i}`}>
            {href ? (
              <Link href={href} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
                {thumb}
              </Link>
            ) : (
              thumb
            )}
          </Box>
        );
      })}
    </Box>
  );
}
