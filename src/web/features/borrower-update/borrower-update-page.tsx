import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PROPERTY_TYPES } from '@core/deals/form-fields';
import { parseMoney } from '@core/money';
import { borrowerUpdateDataSchema } from '@core/schemas/review';
import { PageHeader } from '@web/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { appendFiles, formText } from '@web/lib/form-data';
import { useBorrowerUpdateForm, useSubmitBorrowerUpdate } from '@web/features/borrower-updates/api/borrower-updates';

const OCCUPANCY = ['Owner occupied', 'Second home', 'Investment / rental', 'Vacant'] as const;

function Field({ name, label, type = 'text', children }: { name: string; label: string; type?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`update-${name}`}>{label}</Label>
      {children ?? <Input id={`update-${name}`} name={name} type={type} />}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/** /borrower-update/:dealId?token=… (public, no app layout): the borrower sends what changed about their loan. */
export default function BorrowerUpdatePage() {
  const { dealId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useBorrowerUpdateForm(dealId, token);
  const submit = useSubmitBorrowerUpdate(dealId, token);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => formText(data, name);
    const term = text('requested_loan_term_months');
    const parsed = borrowerUpdateDataSchema.safeParse({
      borrower_phone: text('borrower_phone'),
      borrower_email: text('borrower_email'),
      mailing_address: text('mailing_address'),
      employer: text('employer'),
      job_title: text('job_title'),
      annual_income: parseMoney(text('annual_income')) ?? undefined,
      property_type: text('property_type'),
      occupancy: text('occupancy'),
      insurance_company: text('insurance_company'),
      insurance_policy_number: text('insurance_policy_number'),
      insurance_expiration: text('insurance_expiration'),
      requested_loan_amount: parseMoney(text('requested_loan_amount')) ?? undefined,
      requested_loan_term_months: term ? Number(term) : undefined,
      requested_loan_purpose: text('requested_loan_purpose'),
      notes: text('notes'),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form.');
      return;
    }
    const body = new FormData();
    body.append('update', JSON.stringify(parsed.data));
    appendFiles(body, data, 'documents');
    setError(null);
    submit.mutate(body, { onError: (e) => setError(e.message) });
  };

  if (form.isPending) return <LoadingIndicator fullScreen />;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-6">
      <PageHeader title="Borrower Update" description={form.data ? `Loan for ${form.data.property_address}` : `Deal ${dealId}`} />
      {form.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>This link cannot be used</AlertTitle>
          <AlertDescription>{form.error.message}</AlertDescription>
        </Alert>
      ) : submit.isSuccess ? (
        <Alert role="status">
          <AlertTitle>Thank you!</AlertTitle>
          <AlertDescription>Your update was sent to your lender for review.</AlertDescription>
        </Alert>
      ) : form.data.status !== 'pending' ? (
        <Alert role="status">
          <AlertTitle>Update already sent</AlertTitle>
          <AlertDescription>Your lender is reviewing your update and will contact you if anything else is needed.</AlertDescription>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <p className="text-sm text-muted-foreground">Fill in only what changed; empty fields stay as they are.</p>
          <Section title="Contact details">
            <Field name="borrower_phone" label="Phone" type="tel" />
            <Field name="borrower_email" label="Email" type="email" />
            <Field name="mailing_address" label="Mailing address" />
          </Section>
          <Section title="Employment and income">
            <Field name="employer" label="Employer" />
            <Field name="job_title" label="Job title" />
            <Field name="annual_income" label="Annual income ($)" />
          </Section>
          <Section title="Property and occupancy">
            <Field name="property_type" label="Property type">
              <NativeSelect id="update-property_type" name="property_type" defaultValue="">
                <option value="">No change</option>
                {PROPERTY_TYPES.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </NativeSelect>
            </Field>
            <Field name="occupancy" label="Occupancy">
              <NativeSelect id="update-occupancy" name="occupancy" defaultValue="">
                <option value="">No change</option>
                {OCCUPANCY.map((value) => (
                  <option key={value}>{value}</option>
                ))}
              </NativeSelect>
            </Field>
          </Section>
          <Section title="Insurance">
            <Field name="insurance_company" label="Insurance company" />
            <Field name="insurance_policy_number" label="Policy number" />
            <Field name="insurance_expiration" label="Policy expiration" type="date" />
          </Section>
          <Section title="Requested loan changes">
            <Field name="requested_loan_amount" label="Loan amount ($)" />
            <Field name="requested_loan_term_months" label="Term (months)" type="number" />
            <Field name="requested_loan_purpose" label="Loan purpose" />
          </Section>
          <Section title="Documents and notes">
            <Field name="documents" label="Documents to upload (up to 5, 25MB each)">
              <Input id="update-documents" name="documents" type="file" multiple />
            </Field>
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <Label htmlFor="update-notes">Notes</Label>
              <Textarea id="update-notes" name="notes" />
            </div>
          </Section>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Please wait...' : 'Submit Update'}
            </Button>
          </div>
        </form>
      )}
    </main>
  );
}
