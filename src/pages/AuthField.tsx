import type { ReactNode } from 'react';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  endAdornment?: ReactNode;
}

/**
 * A filled text field for the sign-in page, built from TextField's parts: MUI's TextField
 * imports Select, Menu, Popover and Modal even when none is used, and this page is the
 * first load of most sessions.
 */
export function AuthField({ id, name, label, value, onChange, error, type = 'text', autoComplete, endAdornment }: Props) {
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="filled" fullWidth margin="dense" required error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        endAdornment={endAdornment}
        inputProps={{ 'aria-describedby': helperId, dir: type === 'email' ? 'ltr' : undefined }}
      />
      <FormHelperText id={helperId}>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
