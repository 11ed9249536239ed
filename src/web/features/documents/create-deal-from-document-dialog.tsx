import { useNavigate } from 'react-router';
import type { Deal } from '@core/schemas/deals';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { DealFromDocumentSteps } from './deal-from-document-steps';
import { useAttachSourceDocument } from './use-attach-source-document';
import type { AnalyzedDocument } from './use-document-upload';

interface CreateDealFromDocumentDialogProps {
  document: AnalyzedDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the deal is created and the dialog closed: start the upload over. */
  onCreated: () => void;
}

/**
 * SPEC §2 'Create Deal from Document'. Once the deal exists its source document is attached to it and the deal's
 * page opens (the form has shown the 'Success' toast).
 */
export function CreateDealFromDocumentDialog({ document, open, onOpenChange, onCreated }: CreateDealFromDocumentDialogProps) {
  const navigate = useNavigate();
  const attach = useAttachSourceDocument();

  const created = (deal: Deal) => {
    attach.mutate({ dealId: deal.id, file: document.file });
    onOpenChange(false);
    onCreated();
    void navigate(`/deals/${encodeURIComponent(deal.id)}`);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-5xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Create Deal from Document</DialogTitle>
          <DialogDescription>{document.file.name}</DialogDescription>
        </DialogHeader>
        <DealFromDocumentSteps analysis={document.analysis} onCreated={created} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
