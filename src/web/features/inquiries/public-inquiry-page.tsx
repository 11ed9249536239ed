import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { FORM_LOAN_TYPES } from '@core/deals/form-fields';
import { parseMoney } from '@core/money';
import { pendingInquiryCreateSchema } from '@core/schemas/inquiries';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { appendFiles, formText } from '@web/lib/form-data';
import { usePublicInquiryForm, useSubmitPublicInquiry } from './api/inquiries';

const TEXT_FIELDS = [
  ['borrower_name', 'Your name', 'text'],
  ['borrower_email', 'Email', 'email'],
  ['borrower_phone', 'Phone', 'tel'],
  ['property_address', 'Property address', 'text'],
  ['loan_amount', 'Loan amount ($)', 'text'],
  ['property_value', 'Property value ($)', 'text'],
  ['loan_purpose', 'Loan purpose', 'text'],
  ['loan_term_months', 'Term (months)', 'number'],
  ['referral_source', 'How did you hear about us?', 'text'],
  ['referral_contact_info', 'Referrer contact', 'text'],
] as const;

/** /inquire/:organizationId (public, shareable): a borrower or broker sends an inquiry with documents. */
export default function PublicInquiryPage() {
  const { organizationId = '' } = useParams();
  const form = usePublicInquiryForm(organizationId);
  const submit = useSubmitPublicInquiry(organizationId);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => formText(data, name);
    const term = text('loan_term_months');
    const inquiry = pendingInquiryCreateSchema.safeParse({
      borrower_name: text('borrower_name'),
      borrower_email: text('borrower_email'),
      borrower_phone: text('borrower_phone'),
      property_address: text('property_address'),
      loan_amount: parseMoney(text('loan_amount')) ?? undefined,
      property_value: parseMoney(text('property_value')) ?? undefined,
      loan_type: text('loan_type'),
      loan_purpose: text('loan_purpose'),
      loan_term_months: term ? Number(term) : undefined,
      referral_source: text('referral_source'),
      referral_contact_info: text('referral_contact_info'),
      notes: text('notes'),
    });
    if (!inquiry.success) {
      setError(inquiry.error.issues[0]?.message ?? 'Check the form.');
      return;
    }
    const body = new FormData();
    body.append('inquiry', JSON.stringify(inquiry.data));
    appendFiles(body, data, 'files');
    setError(null);
    submit.mutate(body, { onError: (e) => setError(e.message) });
  };

  if (form.isPending) return <LoadingIndicator fullScreen />;
  if (form.isError) {
    return (
      <main className="mx-auto max-w-2xl p-6">
        <PageHeader title="Inquiry form not found" description="Check the link you were given." />
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-2xl p-6">
      <PageHeader title={`Loan inquiry — ${form.data.organization_name}`} description="Tell us about the loan you need. We will get back to you." />
      <Card className="mt-4">
        <CardContent className="pt-6">
          {submit.isSuccess ? (
            <p role="status" className="text-sm">
              Thank you! Your inquiry was received{submit.data.attachment_count ? ` with ${submit.data.attachment_count} document(s)` : ''}. We will be in touch.
            </p>
          ) : (
            <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
              {TEXT_FIELDS.map(([name, label, type]) => (
                <div key={name} className="flex flex-col gap-1.5">
                  <Label htmlFor={`inquiry-${name}`}>{label}</Label>
                  <Input id={`inquiry-${name}`} name={name} type={type} />
                </div>
              ))}
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="inquiry-loan_type">Loan type</Label>
                <NativeSelect id="inquiry-loan_type" name="loan_type" defaultValue="">
                  <option value="">Choose…</option>
                  {FORM_LOAN_TYPES.map((type) => (
                    <option key={type}>{type}</option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-1.5 sm:col-span-2">
                <Label htmlFor="inquiry-notes">Notes</Label>
                <Textarea id="inquiry-notes" name="notes" />
              </div>
              <div className="flex flex-col gap-1.5 sm:col-span-2">
                <Label htmlFor="inquiry-files">Documents (PDF, Word, Excel or images; up to 5, 25MB each)</Label>
                <Input id="inquiry-files" name="files" type="file" multiple />
              </div>
              {error && (
                <p role="alert" className="text-sm text-destructive sm:col-span-2">
                  {error}
                </p>
              )}
              <div className="sm:col-span-2">
                <Button type="submit" disabled={submit.isPending}>
                  {submit.isPending ? 'Please wait...' : 'Submit Inquiry'}
                </Button>
              </div>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
