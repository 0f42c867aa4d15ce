import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { useInput, useLocaleState, useTranslate, ValidationError, type Validator } from 'ra-core';
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '../../locale/languages';
import { formatDateText, isIsoDate, parseDateText, patternText } from './localeDate';

interface Props {
  source: string;
  label: string;
  validate?: Validator[];
  /** In a list's filter bar: react-admin reads it from the element's props. */
  alwaysOn?: boolean;
  /** Show the expected pattern under the input while there is no error (forms; not filter bars). */
  hint?: boolean;
}

/** An unparsable text stays on the form as typed, so this check (and `required`) can say why. */
export function dateValidator(label: string): Validator {
  return (value: unknown) =>
    value === undefined || value === null || value === '' || isIsoDate(value)
      ? undefined
      : { message: 'app.validation.invalid', args: { name: label } };
}

/**
 * The `date` kind's input (docs/decisions.md "Languages", dates typed in the app's language): a text
 * field in the active language's order (dd/mm/yyyy), any digits accepted, plus a calendar
 * button opening the browser's own date picker through a hidden native input. The native
 * input alone would follow the browser's locale (mm/dd/yyyy) rather than the app's.
 */
export function LocaleDateInput({ source, label, validate = [], hint }: Props) {
  const translate = useTranslate();
  const [stored] = useLocaleState();
  const locale: Locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
  const { field, fieldState, id, isRequired } = useInput({ source, validate: [...validate, dateValidator(label)] });
  const value = field.value as unknown;
  const [text, setText] = useState(() => formatDateText(value, locale));
  // What this input last put on the form: a value from elsewhere (reset, record) is re-shown.
  const emitted = useRef<unknown>(value);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(typeof value === 'string' && !isIsoDate(value.slice(0, 10)) ? value : formatDateText(value, locale));
    }
  }, [value, locale]);
  // A language switch re-writes a valid date in the new order.
  useEffect(() => {
    if (isIsoDate(emitted.current)) setText(formatDateText(emitted.current, locale));
  }, [locale]);

  const emit = (next: unknown) => {
    emitted.current = next;
    field.onChange(next);
  };
  const onText = (raw: string) => {
    setText(raw);
    emit(raw.trim() === '' ? null : (parseDateText(raw, locale) ?? raw));
  };
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = isIsoDate(emitted.current) ? emitted.current : '';
    try {
      input.showPicker();
    } catch {
      // Browsers without showPicker (or refusing it) still open the picker on a click.
      input.click();
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey && e.key === 'ArrowDown') {
      e.preventDefault();
      openPicker();
    }
  };

  const error = fieldState.invalid && (fieldState.isTouched || !!fieldState.error);
  const placeholder = patternText(locale, {
    day: translate('app.inputs.date_day'),
    month: translate('app.inputs.date_month'),
    year: translate('app.inputs.date_year'),
  });
  return (
    <TextField
      id={id}
      name={field.name}
      label={label}
      value={text}
      onChange={(e) => onText(e.target.value)}
      onBlur={() => {
        // A readable date is re-written the way the app shows dates (7/3/2027 → 07/03/2027).
        if (isIsoDate(emitted.current)) setText(formatDateText(emitted.current, locale));
        field.onBlur();
      }}
      onKeyDown={onKeyDown}
      error={!!error}
      helperText={
        error && fieldState.error?.message ? (
          <ValidationError error={fieldState.error.message} />
        ) : hint ? (
          translate('app.inputs.date_pattern', { pattern: placeholder })
        ) : (
          ' '
        )
      }
      placeholder={placeholder}
      sx={{ minWidth: 220 }}
      slotProps={{
        // The asterisk on the label and aria-required on the input; not the native `required`,
        // whose browser bubble would speak the browser's language (forms are noValidate).
        inputLabel: { shrink: true, required: isRequired },
        // Digits and separators run left to right in both directions (as the phone input's do);
        // in Arabic the text still sits on the right, next to its label.
        htmlInput: {
          dir: 'ltr',
          inputMode: 'numeric',
          'aria-required': isRequired || undefined,
          autoComplete: 'off',
          'aria-describedby': `${id}-pattern`,
          style: { textAlign: directionOf(locale) === 'rtl' ? 'end' : 'start' },
        },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <span id={`${id}-pattern`} hidden>
                {translate('app.inputs.date_pattern', { pattern: placeholder })}
              </span>
              <IconButton
                size="small"
                edge="end"
                onClick={openPicker}
                aria-label={translate('app.inputs.date_open_calendar', { name: label })}
              >
                <CalendarMonth fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                data-testid={`${source}-picker`}
                onChange={(e) => {
                  if (!isIsoDate(e.target.value)) return;
                  setText(formatDateText(e.target.value, locale));
                  emit(e.target.value);
                }}
                // Present but invisible, under the button, so the picker opens next to it.
                style={{
                  position: 'absolute',
                  insetBlockEnd: 0,
                  insetInlineEnd: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
