// SPEC §4 "Upload widget": idle → processing → ready_for_ai → success, or error from any step.

export type UploadStatus = 'idle' | 'processing' | 'ready_for_ai' | 'success' | 'error';

type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface UploadSteps {
  /** The size / type / Word refusal of the file, before any processing. */
  rejection: string | null;
  processing: MutationStatus;
  analysis: MutationStatus;
}

export function uploadStatus({ rejection, processing, analysis }: UploadSteps): UploadStatus {
  if (rejection !== null || processing === 'error' || analysis === 'error') return 'error';
  if (processing === 'pending') return 'processing';
  if (processing !== 'success') return 'idle';
  return analysis === 'success' ? 'success' : 'ready_for_ai';
}

export function analysisFailedMessage(message: string): string {
  return `AI analysis failed: ${message}`;
}
