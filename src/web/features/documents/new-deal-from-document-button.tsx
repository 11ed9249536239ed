import { useState } from 'react';
import { FileUp } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { DealFromDocumentFlow } from './deal-from-document-flow';

/** 'New Deal from Document' on the Deals page: the upload widget in a dialog, then the review dialog over it. */
export function NewDealFromDocumentButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileUp aria-hidden="true" />
          New Deal from Document
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>New Deal from Document</DialogTitle>
          <DialogDescription>A term sheet, LOI, application, photo or broker spreadsheet: the AI reads it and fills the deal form.</DialogDescription>
        </DialogHeader>
        <DealFromDocumentFlow onDealCreated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
