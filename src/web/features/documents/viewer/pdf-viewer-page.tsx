import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { hasPermission } from '@core/permissions';
import { pendingFileUrl } from '@web/features/email-files/api/email-files';
import { fileUrl } from '../api/library';
import { PageHeader } from '@web/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/use-session';
import { openFileQuery } from './open-file';
import { PdfViewer, type ViewerKind } from './pdf-viewer';

/** Where each kind of file goes back to, and its original's download. */
const SOURCES: Record<ViewerKind, { back: { to: string; label: string }; original: (id: string) => Promise<string> }> = {
  deal: { back: { to: '/documents', label: 'Documents' }, original: (id) => fileUrl('deal', id) },
  inquiry: { back: { to: '/documents', label: 'Documents' }, original: (id) => fileUrl('inquiry', id) },
  email: { back: { to: '/email-files', label: 'Email Files' }, original: (id) => pendingFileUrl(id).then((answer) => answer.url) },
};
const isViewerKind = (kind: string): kind is ViewerKind => Object.hasOwn(SOURCES, kind);

/** /documents/view/:kind/:id — a PDF in the viewer: stored files annotated, e-mailed ones read before review. */
export default function PdfViewerPage() {
  const { kind = '', id = '' } = useParams();
  const { session } = useSession();
  const role = session?.profile.role;
  const source = isViewerKind(kind) ? SOURCES[kind] : null;
  const file = useQuery({ ...openFileQuery(kind, id), enabled: source !== null });

  const back = (
    <Link to={source?.back.to ?? '/documents'} className="inline-flex items-center gap-1 text-sm underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {source?.back.label ?? 'Documents'}
    </Link>
  );
  if (!source || file.error) {
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
        kind={kind as ViewerKind}
        id={id}
        fileName={file.data.file_name}
        url={file.data.url}
        canEdit={hasPermission(role, 'upload_docs_to_deals')}
        canDownload={hasPermission(role, 'download_documents')}
        originalUrl={() => source.original(id)}
      />
    </div>
  );
}
