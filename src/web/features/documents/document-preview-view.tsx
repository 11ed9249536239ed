import type { DocumentPreview } from './document-preview';

/** The preview of SPEC §9: text, up to 4 page thumbnails with '+N more', or the image. */
export function DocumentPreviewView({ preview, fileName }: { preview: DocumentPreview; fileName: string }) {
  switch (preview.kind) {
    case 'text':
      return (
        <pre data-testid="document-text-preview" className="max-h-48 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">
          {preview.text}
        </pre>
      );
    case 'pages':
      return (
        <ul aria-label="Page previews" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {preview.thumbnails.map((page) => (
            <li key={page.pageNumber}>
              <img src={page.src} alt={`Page ${page.pageNumber}`} className="aspect-[3/4] w-full rounded border bg-white object-contain" />
            </li>
          ))}
          {preview.more > 0 && (
            <li className="flex aspect-[3/4] items-center justify-center rounded border bg-muted text-sm font-medium text-muted-foreground">
              +{preview.more} more
            </li>
          )}
        </ul>
      );
    case 'image':
      return <img src={preview.src} alt={fileName} className="max-h-64 w-auto rounded border object-contain" />;
  }
}
