import { ROLES, roleDisplayName } from '@core/permissions';

/** The roles a caller may hand out: only a super_admin grants super_admin (the server refuses it otherwise). */
export function RoleOptions({ includeSuperAdmin }: { includeSuperAdmin: boolean }) {
  return ROLES.filter((role) => includeSuperAdmin || role !== 'super_admin').map((role) => (
    <option key={role} value={role}>
      {roleDisplayName(role)}
    </option>
  ));
}
