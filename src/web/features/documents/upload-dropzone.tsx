import { useRef, useState, type DragEvent } from 'react';
import { FileUp, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { ACCEPTED_UPLOADS } from './file-checks';

interface UploadDropzoneProps {
  onSelect: (file: File) => void;
  /** Shown in red inside the area (SPEC §2 "Errors show in red in the upload area"). */
  error: string | null;
  onDismissError: () => void;
}

/** The drag-and-drop area with its 'Select Document' button (SPEC §2 "Document upload widget"). */
export function UploadDropzone({ onSelect, error, onDismissError }: UploadDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onSelect(file);
  };

  return (
    <div
      data-testid="document-dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center transition-colors',
        dragging ? 'border-primary bg-accent' : 'border-input',
        error && 'border-destructive',
      )}
    >
      <FileUp className="size-10 text-muted-foreground" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">Upload any document for AI analysis</p>
        <p className="text-sm text-muted-foreground">Supports PDF, Excel, Images (max 25MB). Word documents temporarily unavailable.</p>
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_UPLOADS}
        aria-label="Document to analyze"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onSelect(file);
        }}
      />
      <Button onClick={() => input.current?.click()}>Select Document</Button>
      {error && (
        <div role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <p>{error}</p>
          <button type="button" onClick={onDismissError} className="rounded-xs opacity-70 hover:opacity-100" aria-label="Dismiss error">
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
