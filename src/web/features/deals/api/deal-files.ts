import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiGet } from '@web/lib/api';
import { dealKeys } from './deal-keys';

export interface DealFile {
  id: string;
  file_name: string;
  file_type: string | null;
  file_size: number | null;
  description: string | null;
  category: string;
  created_at: string;
}

const filesPath = (dealId: string) => `/api/deals/${encodeURIComponent(dealId)}/files`;

/** GET /api/deals/:id/files */
export function useDealFiles(dealId: string, enabled = true) {
  return useQuery({
    queryKey: dealKeys.files(dealId),
    queryFn: ({ signal }) => apiGet<{ items: DealFile[] }>(filesPath(dealId), signal),
    select: (data) => data.items,
    enabled,
  });
}

/** POST /api/deals/:id/files (multipart: `file`, optional `description`). */
export function useUploadDealFile(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, description }: { file: File; description: string }) => {
      const body = new FormData();
      if (description.trim()) body.append('description', description.trim());
      body.append('file', file);
      return api<DealFile>(filesPath(dealId), { method: 'POST', body });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dealKeys.files(dealId) });
      void queryClient.invalidateQueries({ queryKey: dealKeys.activity(dealId) });
    },
  });
}

/** GET /api/deals/:id/files/:fileId/url: a signed URL valid for 300 s, asked for at the moment of download. */
export function useDealFileUrl(dealId: string) {
  return useMutation({
    mutationFn: (fileId: string) =>
      apiGet<{ url: string }>(`${filesPath(dealId)}/${encodeURIComponent(fileId)}/url`).then((answer) => answer.url),
  });
}
