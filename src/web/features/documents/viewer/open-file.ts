// The signed URL a file opens in the viewer from. Kept out of the viewer's chunk so the first load of a viewer
// address asks for it beside the page's code (routes.tsx warmUp), not after pdf.js has arrived (issue 17).
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';

export type SignedFile = { url: string; file_name: string; file_type: string };

const OPEN_PATHS: Record<string, (id: string) => string> = {
  deal: (id) => `/api/library/files/deal/${id}/url?inline=1`,
  inquiry: (id) => `/api/library/files/inquiry/${id}/url?inline=1`,
  email: (id) => `/api/email-files/${id}/url`,
};

export const isOpenableKind = (kind: string) => Object.hasOwn(OPEN_PATHS, kind);

/**
 * Asked for once per opening: a minute old at most when the viewer mounts (a signed URL lives 300 s), and never
 * again while it is open (a new URL would reload the document).
 */
export const openFileQuery = (kind: string, id: string) =>
  queryOptions({
    queryKey: ['file_open', kind, id] as const,
    queryFn: ({ signal }) => apiGet<SignedFile>(OPEN_PATHS[kind]!(encodeURIComponent(id)), signal),
    staleTime: 60_000,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
