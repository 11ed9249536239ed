import { NativeSelect } from '@web/components/ui/native-select';
import { officerName, useOfficers } from '@web/features/deals/api/officers';

/** A lead's owner: one of the organization's active loan officers, or nobody. */
export function OwnerSelect({ id, value, emptyLabel, onChange }: { id: string; value: string; emptyLabel: string; onChange: (ownerId: string) => void }) {
  const officers = useOfficers();
  return (
    <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{emptyLabel}</option>
      {officers.data?.map((o) => (
        <option key={o.id} value={o.id}>
          {officerName(o)}
        </option>
      ))}
    </NativeSelect>
  );
}
