import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** The first option, meaning "no filter". */
  allLabel?: string;
}

/** A labelled select of a page's filter bar; the empty value means no filter. */
export function FilterSelect({ id, label, value, onChange, options, allLabel = 'All' }: FilterSelectProps) {
  return (
    <div className="flex w-48 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
