import { roleBadgeColor, roleDisplayName } from '@core/permissions';
import { Badge } from '@web/components/ui/badge';

/** The role badge ('Loan Officer', coloured per SPEC §6) and the red 'Inactive' badge. */
export function RoleBadges({ role, isActive }: { role: string; isActive: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant={roleBadgeColor(role)} data-testid="role-badge">
        {roleDisplayName(role)}
      </Badge>
      {!isActive && <Badge variant="destructive">Inactive</Badge>}
    </span>
  );
}
