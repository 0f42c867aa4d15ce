import { useMemo, useState } from 'react';
import { MuiTelInput, type MuiTelInputCountry } from 'mui-tel-input';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'ra-core';
import { Flag } from '../flag/Flag';

export interface PhoneInputImplProps {
  id: string;
  name: string;
  label: string;
  value: string;
  defaultCountry: string;
  required?: boolean;
  error?: boolean;
  helperText?: React.ReactNode;
  onChange: (e164: string) => void;
  onBlur: () => void;
}

/**
 * The phone input (SPEC §5): mui-tel-input (international, only valid characters, dial code,
 * flags) with our own country button, which adds the search box mui-tel-input lacks and shows
 * flags as the app's own image files (src/fields/flag) instead of fetching them from a flag CDN
 * or drawing emoji, which Windows shows as two letters in boxes. This module is its own chunk.
 */
export default function PhoneInputImpl(props: PhoneInputImplProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  // The country button, kept in state (a callback ref) so the popover reads no ref during render.
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(props.value ?? '');
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const countries = useMemo(
    () =>
      getCountries()
        .map((iso) => ({ iso, name: names.of(iso) ?? iso, code: `+${getCountryCallingCode(iso)}` }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [names, locale],
  );
  const parsed = parsePhoneNumberFromString(shown || '');
  const country = (parsed?.country ?? (shown ? undefined : props.defaultCountry)) as MuiTelInputCountry | undefined;
  const current = countries.find((c) => c.iso === country);
  const q = search.trim().toLowerCase();
  const matches = q
    ? countries.filter((c) => c.name.toLowerCase().includes(q) || c.iso.toLowerCase() === q || c.code.includes(q.replace(/^\+?/, '+')))
    : countries;

  const choose = (iso: string) => {
    setOpen(false);
    setSearch('');
    const national = parsed?.nationalNumber ?? '';
    const next = `+${getCountryCallingCode(iso as MuiTelInputCountry)}${national}`;
    setShown(next);
    props.onChange(next.replace(/\s+/g, ''));
  };

  return (
    <>
      <MuiTelInput
        id={props.id}
        name={props.name}
        // mui-tel-input does not pass a required label on: the asterisk is drawn here, as MUI draws
        // its own (hidden from screen readers, which hear aria-required).
        label={
          props.required ? (
            <>
              {props.label}
              <span aria-hidden="true" className="MuiFormLabel-asterisk">
                {' *'}
              </span>
            </>
          ) : (
            props.label
          )
        }
        value={shown}
        defaultCountry={props.defaultCountry as MuiTelInputCountry}
        disableDropdown
        langOfCountryName={locale}
        error={props.error}
        helperText={props.helperText}
        onBlur={props.onBlur}
        onChange={(value, info) => {
          setShown(value);
          // E.164 when the number parses; otherwise the digits typed, so validation can say why.
          props.onChange(info.numberValue ?? value.replace(/\s+/g, ''));
        }}
        sx={{ minWidth: 280 }}
        slotProps={{
          // The number reads left to right, but sits beside the country button on an RTL page.
          htmlInput: {
            dir: 'ltr',
            autoComplete: 'tel',
            // aria-required, not the native `required` (its bubble speaks the browser's language).
            'aria-required': props.required || undefined,
            style: { textAlign: theme.direction === 'rtl' ? 'right' : 'left' },
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Button
                  ref={setAnchor}
                  size="small"
                  onClick={() => setOpen(true)}
                  aria-haspopup="dialog"
                  aria-label={
                    current
                      ? translate('widgets.phone.country', { name: current.name, code: current.code })
                      : translate('widgets.phone.choose_country')
                  }
                  sx={{ minWidth: 0, gap: 0.5, px: 0.5 }}
                >
                  <Flag code={current?.iso} />
                  {/* The dial code is already at the start of the number; the letters name the
                      country for whoever does not know its flag. */}
                  <Typography component="span" variant="caption" dir="ltr">
                    {current?.iso ?? ''}
                  </Typography>
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setOpen(false)}
        // The list opens under its field and grows toward the reading direction (from the
        // field's right edge in Arabic), never away from the field.
        anchorOrigin={{ vertical: 'bottom', horizontal: theme.direction === 'rtl' ? 'right' : 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: theme.direction === 'rtl' ? 'right' : 'left' }}
        slotProps={{
          paper: {
            sx: { width: 320, maxHeight: 420, display: 'flex', flexDirection: 'column' },
            role: 'dialog',
            'aria-label': translate('widgets.phone.choose_country'),
          } as object,
        }}
      >
        <TextField
          // The popover is a small dialog whose first job is the search: focus goes there, as MUI's own dialogs do.
          autoFocus
          size="small"
          label={translate('widgets.phone.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && matches[0]) {
              e.preventDefault();
              choose(matches[0].iso);
            }
          }}
          sx={{ m: 1 }}
          slotProps={{ htmlInput: { 'aria-controls': `${props.id}-countries` } }}
        />
        <List id={`${props.id}-countries`} dense sx={{ overflowY: 'auto' }} aria-label={translate('widgets.phone.choose_country')}>
          {matches.length === 0 && (
            <ListItem>
              <Typography sx={{ p: 1 }}>{translate('widgets.phone.no_match')}</Typography>
            </ListItem>
          )}
          {matches.map((c) => (
            // A list holds list items: the button is inside one (axe "list").
            <ListItem key={c.iso} disablePadding>
              <ListItemButton selected={c.iso === country} onClick={() => choose(c.iso)}>
                <span aria-hidden style={{ display: 'inline-flex', marginInlineEnd: 8 }}>
                  <Flag code={c.iso} />
                </span>
                <ListItemText primary={c.name} />
                <Typography variant="body2" dir="ltr" color="text.secondary">
                  {c.code}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Popover>
    </>
  );
}
