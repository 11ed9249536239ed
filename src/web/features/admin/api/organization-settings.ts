import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationSettings, OrganizationSettingsUpdate } from '@core/schemas/users';
import { apiPatch } from '@web/lib/api';
import { SESSION_QUERY_KEY } from '@web/lib/use-session';

/** PATCH /api/organization/settings. The session carries the organization, so it is refreshed after. */
export function useUpdateOrganizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrganizationSettingsUpdate) => apiPatch<OrganizationSettings>('/api/organization/settings', change),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
