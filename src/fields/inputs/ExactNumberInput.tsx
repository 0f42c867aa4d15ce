import { useRef } from 'react';
import { NumberInput, type NumberInputProps } from 'ra-ui-materialui';

/**
 * The value a number input puts in the form: the number, unless turning the typed text into one
 * would change what the operator sees. A number beyond a double's precision (20 digits become
 * `12345678901234567000`), one the platform writes otherwise (`1e21`, `12.50` → `12.5`) or out of
 * range (`Infinity`) stays the text as typed: the field shows it unchanged, the kind's check
 * refuses it with its message, and a value the kind accepts is stored as a number on save.
 */
export function exactNumber(typed: string, parsed: number): number | string | null {
  if (typed.trim() === '') return null;
  return Number.isFinite(parsed) && String(parsed) === typed ? parsed : typed;
}

/**
 * react-admin's NumberInput, which on blur redraws the field from the parsed number: with
 * `exactNumber` as its parse, the field keeps exactly what was typed until the operator changes it.
 */
export function ExactNumberInput({ onChange, parse, ...props }: NumberInputProps) {
  const typed = useRef('');
  return (
    <NumberInput
      {...props}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        typed.current = event?.target?.value ?? '';
        onChange?.(event);
      }}
      parse={(value: unknown) => {
        const exact = exactNumber(typed.current, typeof value === 'number' ? value : Number(value));
        return parse ? parse(exact) : exact;
      }}
    />
  );
}
