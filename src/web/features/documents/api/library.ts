import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnnotationSave,
  AnnotationState,
  FileCategory,
  FileKind,
  LibraryFileUpdate,
  LibraryPage,
} from '@core/schemas/library';
import { api, ApiError, apiGet } from '@web/lib/api';

// Keys start with the table a realtime change names (lib/realtime.ts), so other people's changes show.
export const libraryKeys = {
  list: (params: string) => ['library_files', params] as const,
  annotations: (kind: FileKind, id: string) => ['file_annotations', kind, id] as const,
};

const filePath = (kind: FileKind, id: string) => `/api/library/files/${kind}/${encodeURIComponent(id)}`;

/** GET /api/library/files with the page's filters (a query string built from the URL). */
export function useLibraryFiles(params: URLSearchParams) {
  const search = params.toString();
  return useQuery({
    queryKey: libraryKeys.list(search),
    queryFn: ({ signal }) => apiGet<LibraryPage>(`/api/library/files?${search}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUploaders() {
  return useQuery({
    queryKey: ['library_files', 'uploaders'],
    queryFn: ({ signal }) => apiGet<{ items: { id: string; name: string }[] }>('/api/library/uploaders', signal),
    select: (data) => data.items,
  });
}

function useInvalidateFiles() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['library_files'] });
    void queryClient.invalidateQueries({ queryKey: ['deal_files'] });
  };
}

export function useUpdateFile() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: FileKind; id: string; body: LibraryFileUpdate }) =>
      api<{ id: string }>(filePath(kind, id), { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteFile() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: FileKind; id: string }) => api<void>(filePath(kind, id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** The file's thumbnail (a PNG of its first page, or a redirect to the image), for an <img>. */
export const thumbnailPath = (kind: FileKind, id: string) => `${filePath(kind, id)}/thumbnail`;

/** A signed URL (300 s), asked for at the moment it is used. */
export const fileUrl = (kind: FileKind, id: string, inline = false) =>
  apiGet<{ url: string }>(`${filePath(kind, id)}/url${inline ? '?inline=1' : ''}`).then((answer) => answer.url);

export const annotatedFileUrl = (kind: FileKind, id: string, version?: number) =>
  apiGet<{ url: string }>(`${filePath(kind, id)}/annotated-url${version ? `?version=${version}` : ''}`).then((answer) => answer.url);

export function useAnnotations(kind: FileKind, id: string, version?: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...libraryKeys.annotations(kind, id), version ?? 'latest'],
    queryFn: ({ signal }) => apiGet<AnnotationState>(`${filePath(kind, id)}/annotations${version ? `?version=${version}` : ''}`, signal),
  });
}

export function useSaveAnnotations(kind: FileKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnotationSave) => api<AnnotationState>(`${filePath(kind, id)}/annotations`, { method: 'PUT', body }),
    onSuccess: (state) => {
      queryClient.setQueryData([...libraryKeys.annotations(kind, id), 'latest'], state);
      void queryClient.invalidateQueries({ queryKey: ['library_files'] });
    },
  });
}

/**
 * POST /api/deals/:id/files through XMLHttpRequest, the one browser API that reports upload progress.
 * The category goes first: the server reads fields that precede the file.
 */
export function uploadDealFile(
  dealId: string,
  file: File,
  category: FileCategory | '',
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    if (category) body.append('category', category);
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', `/api/deals/${encodeURIComponent(dealId)}/files`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Please check your connection and try again.'));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let message = request.statusText || 'Upload failed';
      try {
        message = (JSON.parse(request.responseText) as { error: { message: string } }).error.message;
      } catch {
        // not the API's error shape: keep the status text
      }
      reject(new ApiError(request.status, `HTTP_${request.status}`, message));
    };
    request.send(body);
  });
}

/** Deals to upload to, found by id, borrower or address (GET /api/deals). */
export function useDealChoices(q: string) {
  return useQuery({
    queryKey: ['deals', 'choices', q],
    queryFn: ({ signal }) =>
      apiGet<{ items: { id: string; property_address: string; borrower_name: string }[] }>(
        `/api/deals?limit=20${q.trim() ? `&q=${encodeURIComponent(q.trim())}` : ''}`,
        signal,
      ),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
}
