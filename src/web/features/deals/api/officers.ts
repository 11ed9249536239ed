import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { dealKeys } from './deal-keys';

export interface Officer {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: string;
}

export function officerName(officer: Officer): string {
  const name = [officer.first_name, officer.last_name].filter(Boolean).join(' ');
  return name || officer.email;
}

/** GET /api/officers: staff who can own deals. */
export function useOfficers() {
  return useQuery({
    queryKey: dealKeys.officers,
    queryFn: ({ signal }) => apiGet<{ items: Officer[] }>('/api/officers', signal),
    select: (data) => data.items,
  });
}
