import { useState } from 'react';
import { CreateDealFromDocumentDialog } from './create-deal-from-document-dialog';
import { DocumentUploadWidget } from './document-upload-widget';
import type { AnalyzedDocument } from './use-document-upload';

/** Upload widget → 'Create Deal from Document' dialog → the new deal's page. */
export function DealFromDocumentFlow({ onDealCreated }: { onDealCreated?: () => void }) {
  const [uploadKey, setUploadKey] = useState(0);
  const [analyzed, setAnalyzed] = useState<AnalyzedDocument | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <>
      <DocumentUploadWidget
        key={uploadKey}
        onAnalyzed={(document) => {
          setAnalyzed(document);
          setDialogOpen(true);
        }}
      />
      {analyzed && (
        <CreateDealFromDocumentDialog
          document={analyzed}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onCreated={() => {
            setAnalyzed(null);
            setUploadKey((key) => key + 1);
            onDealCreated?.();
          }}
        />
      )}
    </>
  );
}
