import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { borrowerUpdateRequestCreateSchema } from '@core/schemas/review';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useRequestBorrowerUpdate } from '../api/borrower-updates';

/** Staff ask a deal's borrower for an update: a mail with a personal, expiring link. */
export function RequestUpdateForm() {
  const request = useRequestBorrowerUpdate();
  const [dealId, setDealId] = useState('');
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = borrowerUpdateRequestCreateSchema.safeParse({ deal_id: dealId.trim().toUpperCase(), borrower_email: email.trim() || undefined });
    if (!input.success) {
      toast.error('Error', { description: input.error.issues[0]?.message });
      return;
    }
    request.mutate(input.data, {
      onSuccess: (created) => {
        toast.success('Update requested', { description: `A link was sent to ${created.borrower_email}.` });
        setDealId('');
        setEmail('');
      },
      onError: (error) => toast.error('Error', { description: error.message }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Request an update</CardTitle>
        <CardDescription>The borrower gets an email with a personal link that works for 14 days.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="request-deal-id">Deal ID</Label>
            <Input id="request-deal-id" value={dealId} onChange={(e) => setDealId(e.target.value)} placeholder="LOS-20260101-01" required />
          </div>
          <div className="flex min-w-64 flex-col gap-1.5">
            <Label htmlFor="request-email">Borrower email (if not the deal’s)</Label>
            <Input id="request-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <Button type="submit" disabled={request.isPending}>
            <Send aria-hidden="true" />
            Send Request
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
