/**
 * An amount typed as digits and shown with thousands separators ("7,200"); the value handed
 * back is the digits alone, so the caller parses it once.
 */
import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** "7200" → "7,200"; anything but digits is dropped. */
function groupDigits(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? '' : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface AmountFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
  /** Digits accepted at most (separators not counted). */
  maxDigits: number;
}

export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { value, onChange, maxDigits, ...field },
  ref,
) {
  return (
    <TextField
      {...field}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={groupDigits(value)}
      onChange={(event) => onChange(groupDigits(event.currentTarget.value).replace(/,/g, '').slice(0, maxDigits))}
    />
  );
});
