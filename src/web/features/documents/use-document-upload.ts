import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorToastOptions } from '@web/lib/plan-limit';
import type { DocumentAnalysis } from '@core/schemas/document-analysis';
import { analyzeDocument } from './document-api';
import { documentPreview, type DocumentPreview } from './document-preview';
import { checkUpload, type UploadKind } from './file-checks';
import { DocumentProcessingError, processDocument } from './process-document';
import { analysisFailedMessage, uploadStatus, type UploadStatus } from './upload-status';

/** An analysed upload: what the 'Create Deal from Document' dialog starts from. */
export interface AnalyzedDocument {
  file: File;
  analysis: DocumentAnalysis;
}

export interface DocumentUpload {
  status: UploadStatus;
  file: File | null;
  preview: DocumentPreview | null;
  analysis: DocumentAnalysis | null;
  isAnalyzing: boolean;
  /** The red message of the upload area when status is 'error'. */
  error: string | null;
  select: (file: File) => void;
  analyze: () => void;
  reset: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The upload widget's state machine (SPEC §4): checks, processing and analysis, with SPEC §8's toasts. */
export function useDocumentUpload(onAnalyzed: (document: AnalyzedDocument) => void): DocumentUpload {
  const [rejection, setRejection] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const processing = useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: UploadKind }) => processDocument(file, kind),
  });
  const analysis = useMutation({ mutationFn: analyzeDocument });

  // Resetting a mutation also drops the callbacks of a run still going: a cancelled file never comes back.
  const reset = () => {
    setRejection(null);
    setFile(null);
    processing.reset();
    analysis.reset();
  };

  const select = (selected: File) => {
    reset();
    const check = checkUpload(selected);
    if (!check.ok) {
      if (check.title) toast.error(check.title, { description: check.message });
      else toast.error(check.message);
      setRejection(check.message);
      return;
    }
    setFile(selected);
    processing.mutate(
      { file: selected, kind: check.kind },
      {
        onError: (error) => {
          if (error instanceof DocumentProcessingError && error.toastTitle) toast.error(error.toastTitle, { description: error.message });
          else toast.error(messageOf(error));
        },
      },
    );
  };

  const analyze = () => {
    if (!file) return;
    analysis.mutate(file, {
      onSuccess: (result) => onAnalyzed({ file, analysis: result }),
      // A plan's monthly analyses ran out (402): the toast offers the upgrade link, like the deal and file toasts.
      onError: (error) => toast.error('AI analysis failed', errorToastOptions(error)),
    });
  };

  const status = uploadStatus({ rejection, processing: processing.status, analysis: analysis.status });
  const error =
    rejection ?? (processing.error ? messageOf(processing.error) : analysis.error ? analysisFailedMessage(messageOf(analysis.error)) : null);

  return {
    status,
    file,
    preview: processing.data ? documentPreview(processing.data) : null,
    analysis: analysis.data ?? null,
    isAnalyzing: analysis.isPending,
    error,
    select,
    analyze,
    reset,
  };
}
