import { SelectField } from '../../../components/SelectField';
import type { TStoryOption } from '../../../../shared/story-options';

interface TOptionSelectProps {
  label: string;
  value: string;
  options: readonly TStoryOption[];
  onChange: (value: string) => void;
  /** Optional fields offer "None" (sent as ''). */
  optional?: boolean;
  disabled?: boolean;
}

/** A select over one of the generator's option lists (src/shared/story-options.ts). */
export function OptionSelect({ label, value, options, onChange, optional, disabled }: TOptionSelectProps) {
  return (
    <SelectField label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
      {optional && <option value="">None</option>}
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
