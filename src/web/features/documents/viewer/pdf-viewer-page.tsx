import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { hasPermission } from '@core/permissions';
import { FILE_KINDS, type FileKind } from '@core/schemas/library';
import { PageHeader } from '@web/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { apiGet } from '@web/lib/api';
import { useSession } from '@web/lib/use-session';
import { PdfViewer } from './pdf-viewer';

/** /documents/view/:kind/:id — a stored PDF in the annotating viewer. */
export default function PdfViewerPage() {
  const { kind = '', id = '' } = useParams();
  const { session } = useSession();
  const role = session?.profile.role;
  const validKind = (FILE_KINDS as readonly string[]).includes(kind);
  // The signed URL is asked for once per opening: it stays valid for the 300 s pdf.js needs to fetch the file.
  const file = useQuery({
    queryKey: ['file_open', kind, id],
    queryFn: ({ signal }) => apiGet<{ url: string; file_name: string; file_type: string }>(`/api/library/files/${kind}/${encodeURIComponent(id)}/url?inline=1`, signal),
    enabled: validKind,
    staleTime: Infinity,
    gcTime: 0,
  });

  const back = (
    <Link to="/documents" className="inline-flex items-center gap-1 text-sm underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Documents
    </Link>
  );
  if (!validKind || file.error) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Alert variant="destructive">
          <AlertTitle>File not found</AlertTitle>
          <AlertDescription>{file.error?.message ?? 'There is no such file.'}</AlertDescription>
        </Alert>
      </div>
    );
  }
  if (file.isPending) return <LoadingIndicator />;
  if (file.data.file_type !== 'application/pdf') {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Alert>
          <AlertTitle>{file.data.file_name}</AlertTitle>
          <AlertDescription>Only PDF files open in the viewer. Download this file to open it.</AlertDescription>
        </Alert>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {back}
      <PageHeader title={file.data.file_name} />
      <PdfViewer
        kind={kind as FileKind}
        id={id}
        fileName={file.data.file_name}
        url={file.data.url}
        canEdit={hasPermission(role, 'upload_docs_to_deals')}
        canDownload={hasPermission(role, 'download_documents')}
      />
    </div>
  );
}
