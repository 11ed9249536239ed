import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { useDeleteDeal } from '../api/deals';

/** 'Delete Deal' behind a confirmation (delete_deals_data). */
export function DeleteDealButton({ dealId }: { dealId: string }) {
  const [open, setOpen] = useState(false);
  const deleteDeal = useDeleteDeal(dealId);
  const navigate = useNavigate();

  const confirm = () =>
    deleteDeal.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Deal deleted', { description: `Deal ${dealId} was deleted.` });
        void navigate('/deals');
      },
      onError: (error) => toast.error('Error', { description: error.message }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete Deal
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete deal {dealId}?</DialogTitle>
          <DialogDescription>
            Its notes, files and linked parties are deleted with it. The audit log keeps the record. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={deleteDeal.isPending}>
            {deleteDeal.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
