import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRightLeft, BookOpen, FileText } from 'lucide-react';
import { toast } from 'sonner';
import type { DealFormValues } from '@core/deals/form-fields';
import { FORM_LOAN_TYPES } from '@core/deals/form-fields';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { DealForm } from '@web/features/deals/deal-form';
import { inquiryFileUrl, useInquiries, useMarkConverted, type Inquiry } from '../api/inquiries';
import { InquiryDetails } from './inquiry-details';

/** The New Deal form's starting values from an inquiry. */
function dealValuesOf(inquiry: Inquiry): Partial<DealFormValues> {
  const [first = '', ...rest] = (inquiry.borrower_name ?? '').trim().split(/\s+/);
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    borrower_first_name: first,
    borrower_last_name: rest.join(' '),
    borrower_email: text(inquiry.borrower_email),
    borrower_phone: text(inquiry.borrower_phone),
    property_address: text(inquiry.property_address),
    loan_amount: text(inquiry.loan_amount),
    property_value: text(inquiry.property_value),
    loan_type: (FORM_LOAN_TYPES as readonly string[]).includes(inquiry.loan_type ?? '') ? text(inquiry.loan_type) : '',
    loan_purpose: text(inquiry.loan_purpose),
    ...(inquiry.loan_term_months ? { loan_term: String(inquiry.loan_term_months) } : {}),
    notes: text(inquiry.notes),
  };
}

const openFile = (inquiryId: string, fileId: string) =>
  inquiryFileUrl(inquiryId, fileId).then(
    ({ url }) => window.open(url, '_blank', 'noopener'),
    (error: unknown) => toast.error('View Error', { description: error instanceof Error ? error.message : undefined }),
  );

/** Approved inquiries with their files; each can become a deal through the prefilled New Deal form. */
export function ApprovedInquiries() {
  const inquiries = useInquiries();
  const markConverted = useMarkConverted();
  const [converting, setConverting] = useState<Inquiry | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Approved inquiries</CardTitle>
        <CardDescription>Inquiries with their files; convert one into a deal when it is ready.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {inquiries.isPending && <LoadingIndicator />}
        {inquiries.data?.length === 0 && <p className="text-sm text-muted-foreground">No approved inquiries yet.</p>}
        {inquiries.data?.map((inquiry) => (
          <article key={inquiry.id} aria-label={`Inquiry ${inquiry.borrower_name ?? inquiry.property_address ?? ''}`} className="flex flex-col gap-3 rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex items-center gap-2">
                <h3 className="font-semibold">{inquiry.borrower_name || inquiry.property_address || 'Inquiry'}</h3>
                <Badge variant={inquiry.status === 'converted' ? 'green' : 'blue'}>{inquiry.status}</Badge>
              </div>
              {inquiry.status !== 'converted' && (
                <Button size="sm" variant="outline" onClick={() => setConverting(inquiry)}>
                  <ArrowRightLeft aria-hidden="true" />
                  Convert to Deal
                </Button>
              )}
            </div>
            <InquiryDetails inquiry={inquiry} />
            <ul aria-label="Inquiry files" className="flex flex-wrap gap-2 text-sm">
              {inquiry.files.map((file) => (
                <li key={file.id} className="flex items-center">
                  <Button size="sm" variant="ghost" onClick={() => void openFile(inquiry.id, file.id)}>
                    <FileText aria-hidden="true" />
                    {file.file_name}
                  </Button>
                  {file.file_type === 'application/pdf' && (
                    <Button asChild size="icon" variant="ghost">
                      <Link to={`/documents/view/inquiry/${file.id}`} aria-label={`Open ${file.file_name} in the viewer`}>
                        <BookOpen aria-hidden="true" />
                      </Link>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </CardContent>
      <Dialog open={converting !== null} onOpenChange={(open) => !open && setConverting(null)}>
        <DialogContent className="sm:max-w-5xl" onInteractOutside={(event) => event.preventDefault()}>
          <DialogHeader>
            <DialogTitle>New Deal</DialogTitle>
            <DialogDescription>Prefilled from the inquiry. Check the fields and create the deal.</DialogDescription>
          </DialogHeader>
          {converting && (
            <DealForm
              key={converting.id}
              initialValues={dealValuesOf(converting)}
              onCancel={() => setConverting(null)}
              onCreated={(deal) => {
                markConverted.mutate(
                  { id: converting.id, dealId: deal.id },
                  { onError: (error) => toast.error('Error', { description: error.message }) },
                );
                setConverting(null);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
