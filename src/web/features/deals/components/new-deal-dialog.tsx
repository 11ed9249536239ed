import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { DealForm } from '../deal-form';

/** 'New Deal': the deal form in a dialog that closes once the deal is created. */
export function NewDealDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New Deal
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-5xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>New Deal</DialogTitle>
          <DialogDescription>Enter the borrower, property and loan. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <DealForm onCreated={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
