import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';

export interface FilePreview {
  url: string;
  file_name: string;
  file_type: string;
}

/** A signed URL shown inline: PDFs in a frame, images as images, anything else as a download link. */
export function FilePreviewDialog({ preview, onClose }: { preview: FilePreview | null; onClose: () => void }) {
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{preview?.file_name}</DialogTitle>
          <DialogDescription>The link works for 5 minutes.</DialogDescription>
        </DialogHeader>
        {preview?.file_type === 'application/pdf' && <iframe title={preview.file_name} src={preview.url} className="h-[70vh] w-full rounded border" />}
        {preview?.file_type.startsWith('image/') && <img src={preview.url} alt={preview.file_name} className="max-h-[70vh] object-contain" />}
        {preview && preview.file_type !== 'application/pdf' && !preview.file_type.startsWith('image/') && (
          <a href={preview.url} className="text-primary underline" download={preview.file_name}>
            Download {preview.file_name}
          </a>
        )}
      </DialogContent>
    </Dialog>
  );
}
