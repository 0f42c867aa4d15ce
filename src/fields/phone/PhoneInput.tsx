import { lazyPage } from '../../config/chunks';
import { ChunkBoundary } from '../../engine/ChunkBoundary';
import TextField from '@mui/material/TextField';
import { useInput, useRecordContext, useTranslate, ValidationError, type Validator } from 'ra-core';
import type { PhoneFieldDeclaration } from '../kinds/phone';
import { DEFAULT_PHONE_COUNTRY, phoneValidator } from './phoneRules';

// mui-tel-input and libphonenumber-js: a chunk of their own, fetched when a phone input first shows.
const PhoneInputImpl = lazyPage(() => import('./PhoneInputImpl'));

/** The `phone` kind's form input: E.164 on the record, checked with libphonenumber-js. */
export function PhoneInput({
  field,
  label,
  validate,
  helperText: help,
}: {
  field: PhoneFieldDeclaration;
  label: string;
  validate: Validator[];
  /** The format hint, shown while there is no error. */
  helperText?: string;
}) {
  const translate = useTranslate();
  const { field: input, fieldState, id, isRequired } = useInput({ source: field.source, validate: [...validate, phoneValidator(label)] });
  const error = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty || !!fieldState.error);
  const helperText = error && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : (help ?? ' ');
  const common = { id, name: input.name, label, error: !!error, helperText };
  return (
    <ChunkBoundary
      fallback={
        <TextField
          {...common}
          value={input.value ?? ''}
          disabled
          placeholder={translate('app.page.loading')}
          slotProps={{ inputLabel: { required: isRequired }, htmlInput: { dir: 'ltr', 'aria-required': isRequired || undefined } }}
        />
      }
    >
      <PhoneInputImpl
        {...common}
        required={isRequired}
        value={input.value ?? ''}
        defaultCountry={field.defaultCountry ?? DEFAULT_PHONE_COUNTRY}
        onChange={(v) => input.onChange(v)}
        onBlur={input.onBlur}
      />
    </ChunkBoundary>
  );
}

/** List cell: the E.164 number, always left to right. */
export function PhoneCell({ field }: { field: PhoneFieldDeclaration }) {
  const record = useRecordContext();
  const value = record?.[field.source];
  return value ? <span dir="ltr">{String(value)}</span> : null;
}
