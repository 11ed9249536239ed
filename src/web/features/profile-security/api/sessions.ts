// The signed-in devices of the current account, through better-auth's client: list them and sign out of
// every other one ("sign out everywhere" while staying signed in here).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrap } from './two-factor';

const SESSIONS_KEY = ['auth-sessions'] as const;

export interface DeviceSession {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  userAgent?: string | null;
  ipAddress?: string | null;
}

export function useDeviceSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => unwrap(authClient.listSessions(), 'Could not load your signed-in devices.') as Promise<DeviceSession[]>,
  });
}

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(authClient.revokeOtherSessions(), 'Could not sign out your other devices.'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
