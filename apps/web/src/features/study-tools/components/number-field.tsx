import { TextField } from '@studyflow/ui/text-field';
import { clampInt } from '../calculators';

export interface BoundedNumberFieldProps {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
}

/** A whole-number field kept within its bounds as it is typed (LIM-24, LIM-25); empty stays empty. */
export function BoundedNumberField({
  label,
  description,
  value,
  onChange,
  min,
  max,
}: BoundedNumberFieldProps) {
  return (
    <TextField
      label={label}
      description={description}
      type="number"
      inputMode="numeric"
      value={value}
      onChange={(next) => onChange(next.trim() === '' ? '' : String(clampInt(Number(next), min, max)))}
    />
  );
}
