import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FORM_LOAN_TYPES } from '@core/deals/form-fields';
import { parseMoney } from '@core/money';
import { publicLeadFormSchema } from '@core/schemas/leads';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { apiGet, apiPost } from '@web/lib/api';
import { formText } from '@web/lib/form-data';

const TEXT_FIELDS = [
  ['name', 'Your name', 'text'],
  ['company', 'Company', 'text'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['property_address', 'Property address', 'text'],
  ['loan_amount', 'Loan amount ($)', 'text'],
  ['timeline', 'When do you need the loan?', 'text'],
] as const;

/** /lead-form/:organizationId (public, embeddable): a prospective borrower asks to be contacted. */
export default function PublicLeadFormPage() {
  const { organizationId = '' } = useParams();
  const path = `/api/public/lead-form/${encodeURIComponent(organizationId)}`;
  const form = useQuery({ queryKey: ['public-lead-form', organizationId], queryFn: ({ signal }) => apiGet<{ organization_name: string }>(path, signal), retry: false });
  const submit = useMutation({ mutationFn: (body: unknown) => apiPost<{ message: string }>(path, body) });
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => formText(data, name);
    const parsed = publicLeadFormSchema.safeParse({
      name: text('name') ?? '',
      company: text('company'),
      email: text('email') ?? '',
      phone: text('phone'),
      property_address: text('property_address'),
      loan_amount: parseMoney(text('loan_amount')) ?? undefined,
      loan_type: text('loan_type'),
      timeline: text('timeline'),
      message: text('message'),
      website: text('website') ?? undefined,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form.');
      return;
    }
    setError(null);
    submit.mutate(parsed.data, { onError: (e) => setError(e.message) });
  };

  if (form.isPending) return <LoadingIndicator fullScreen />;
  if (form.isError) {
    return (
      <main className="mx-auto max-w-2xl p-6">
        <PageHeader title="Lead form not found" description="Check the link you were given." />
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-2xl p-6">
      <PageHeader title={`Talk to ${form.data.organization_name}`} description="Tell us about the loan you are looking for and a loan officer will contact you." />
      <Card className="mt-4">
        <CardContent className="pt-6">
          {submit.isSuccess ? (
            <p role="status" className="text-sm">
              {submit.data.message}
            </p>
          ) : (
            <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
              {TEXT_FIELDS.map(([name, label, type]) => (
                <div key={name} className="flex flex-col gap-1.5">
                  <Label htmlFor={`lead-form-${name}`}>{label}</Label>
                  <Input id={`lead-form-${name}`} name={name} type={type} aria-required={name === 'name' || name === 'email' || undefined} />
                </div>
              ))}
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="lead-form-loan_type">Loan type</Label>
                <NativeSelect id="lead-form-loan_type" name="loan_type" defaultValue="">
                  <option value="">Not sure yet</option>
                  {FORM_LOAN_TYPES.map((t) => (
                    <option key={t}>{t}</option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="lead-form-message">Anything else?</Label>
                <Textarea id="lead-form-message" name="message" />
              </div>
              {/* Honeypot: hidden from people and screen readers; bots that fill every field give themselves away. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label htmlFor="lead-form-website">Website</label>
                <input id="lead-form-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
              </div>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              <Button type="submit" disabled={submit.isPending}>
                {submit.isPending ? 'Sending...' : 'Send'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
