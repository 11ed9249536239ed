import { useRef, useState, type FormEvent } from 'react';
import { errorToastOptions } from '@web/lib/plan-limit';
import { Link } from 'react-router';
import { Download, Eye, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { UPLOAD_MAX_BYTES } from '@core/limits';
import { FILE_CATEGORY_LABELS, type FileCategory } from '@core/schemas/library';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { formatBytes } from '@web/lib/format-bytes';
import { useDealFiles, useDealFileUrl, useUploadDealFile } from '../api/deal-files';
import { formatTimestamp } from '../format-display';

interface DealFilesCardProps {
  dealId: string;
  canUpload: boolean;
  canDownload: boolean;
}

/** The deal's files: upload (upload_docs_to_deals) and download through a signed URL (download_documents). */
export function DealFilesCard({ dealId, canUpload, canDownload }: DealFilesCardProps) {
  const files = useDealFiles(dealId);
  const upload = useUploadDealFile(dealId);
  const fileUrl = useDealFileUrl(dealId);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error('File too large', { description: 'Please select a file smaller than 25MB.' });
      return;
    }
    upload.mutate(
      { file, description },
      {
        onSuccess: (saved) => {
          setFile(null);
          setDescription('');
          if (fileInput.current) fileInput.current.value = '';
          toast.success('File uploaded', { description: saved.file_name });
        },
        onError: (error) => toast.error('Error', errorToastOptions(error)),
      },
    );
  };

  const download = (fileId: string) =>
    fileUrl.mutate(fileId, {
      onSuccess: (url) => window.open(url, '_blank', 'noopener'),
      onError: (error) => toast.error('Error', errorToastOptions(error)),
    });

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Files</CardTitle>
        <Link className="text-sm underline" to={`/documents?deal_id=${encodeURIComponent(dealId)}`}>
          All in Documents
        </Link>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {canUpload && (
          <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="deal-file">File</Label>
              <Input id="deal-file" ref={fileInput} type="file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="deal-file-description">Description</Label>
              <Input id="deal-file-description" value={description} onChange={(event) => setDescription(event.target.value)} />
            </div>
            <Button type="submit" disabled={!file || upload.isPending}>
              <Upload aria-hidden="true" />
              {upload.isPending ? 'Uploading...' : 'Upload'}
            </Button>
          </form>
        )}
        {files.isPending ? (
          <LoadingIndicator />
        ) : files.error ? (
          <p className="text-sm text-destructive">{files.error.message}</p>
        ) : files.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No files yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Deal files">
            {files.data.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{item.file_name}</p>
                  <p className="text-xs text-muted-foreground">
                    {[FILE_CATEGORY_LABELS[item.category as FileCategory], item.description, formatBytes(item.file_size), formatTimestamp(item.created_at)]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                {item.file_type === 'application/pdf' && (
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/documents/view/deal/${item.id}`} aria-label={`Open ${item.file_name}`}>
                      <Eye aria-hidden="true" />
                      Open
                    </Link>
                  </Button>
                )}
                {canDownload && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Download ${item.file_name}`}
                    disabled={fileUrl.isPending}
                    onClick={() => download(item.id)}
                  >
                    <Download aria-hidden="true" />
                    Download
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
