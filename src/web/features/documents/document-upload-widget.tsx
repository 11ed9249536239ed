import { LoaderCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { DocumentReadyCard } from './document-ready-card';
import { UploadDropzone } from './upload-dropzone';
import { useDocumentUpload, type AnalyzedDocument } from './use-document-upload';

/**
 * SPEC §2 "Document upload widget": drop or select a PDF, image or spreadsheet, see it processed, have it analysed.
 * The analysis is handed to `onAnalyzed` with the original file. Give it a new `key` to start over.
 */
export function DocumentUploadWidget({ onAnalyzed }: { onAnalyzed: (document: AnalyzedDocument) => void }) {
  const upload = useDocumentUpload(onAnalyzed);
  const { status, file, preview, analysis } = upload;

  if (status === 'processing') {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-input p-8 text-center">
        <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p role="status" className="text-sm text-muted-foreground">Processing {file?.name}...</p>
        <Button variant="outline" onClick={upload.reset}>
          Cancel
        </Button>
      </div>
    );
  }
  if ((status === 'ready_for_ai' || status === 'success') && file && preview) {
    return (
      <DocumentReadyCard
        file={file}
        preview={preview}
        isAnalyzing={upload.isAnalyzing}
        analyzed={status === 'success'}
        onAnalyze={upload.analyze}
        onReview={() => analysis && onAnalyzed({ file, analysis })}
        onCancel={upload.reset}
      />
    );
  }
  return <UploadDropzone onSelect={upload.select} error={upload.error} onDismissError={upload.reset} />;
}
