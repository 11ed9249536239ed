// Query keys start with the table they read, so a realtime change of that table refreshes them
// (src/web/lib/realtime.ts).
export const adminKeys = {
  members: ['profiles', 'members'] as const,
  invitations: ['invitations'] as const,
};
