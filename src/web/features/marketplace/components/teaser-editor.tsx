import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Teaser } from '@core/marketplace/teaser';
import { parseMoney } from '@core/money';
import { teaserSchema } from '@core/schemas/marketplace';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useUpdateListing, type ListingDetail } from '../api/marketplace';

const TEXT_FIELDS = [
  ['loan_type', 'Loan type'],
  ['loan_purpose', 'Loan purpose'],
  ['property_type', 'Property type'],
  ['city', 'City'],
  ['state', 'State'],
  ['fico_band', 'FICO band'],
  ['exit_strategy', 'Exit strategy'],
] as const;

const DISCLOSURES = [
  ['share_borrower_name', "Share the borrower's name"],
  ['share_borrower_contact', "Share the borrower's e-mail and phone"],
  ['share_street_address', 'Share the street address'],
] as const;

const numberOrNull = (text: string) => parseMoney(text);
const textOrNull = (text: string) => text.trim() || null;

/** The teaser as it will go out, edited before sending; what it may disclose beyond it, off by default. */
export function TeaserEditor({ listing }: { listing: ListingDetail }) {
  const update = useUpdateListing(listing.id);
  const [error, setError] = useState<string | null>(null);
  const closed = listing.status === 'closed';
  const t = listing.teaser;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const draft: Record<string, unknown> = {
      headline: text('headline'),
      loan_amount: numberOrNull(text('loan_amount')),
      ltv: numberOrNull(text('ltv')),
      term_months: numberOrNull(text('term_months')),
      borrower_experience: textOrNull(text('borrower_experience')),
      summary: text('summary'),
    };
    for (const [name] of TEXT_FIELDS) draft[name] = textOrNull(text(name));
    const parsed = teaserSchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the teaser.');
    setError(null);
    update.mutate(
      {
        teaser: parsed.data as Teaser,
        share_borrower_name: data.has('share_borrower_name'),
        share_borrower_contact: data.has('share_borrower_contact'),
        share_street_address: data.has('share_street_address'),
      },
      { onSuccess: () => toast.success('Teaser saved'), onError: (e) => setError(e.message) },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Teaser" noValidate>
      <fieldset disabled={closed} className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor="teaser-headline">Headline</Label>
          <Input id="teaser-headline" name="headline" defaultValue={t.headline} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="teaser-loan_amount">Loan amount ($)</Label>
          <Input id="teaser-loan_amount" name="loan_amount" inputMode="decimal" defaultValue={t.loan_amount ?? ''} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="teaser-ltv">LTV (%)</Label>
          <Input id="teaser-ltv" name="ltv" inputMode="decimal" defaultValue={t.ltv ?? ''} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="teaser-term_months">Term (months)</Label>
          <Input id="teaser-term_months" name="term_months" inputMode="numeric" defaultValue={t.term_months ?? ''} />
        </div>
        {TEXT_FIELDS.map(([name, label]) => (
          <div key={name} className="flex flex-col gap-1.5">
            <Label htmlFor={`teaser-${name}`}>{label}</Label>
            <Input id={`teaser-${name}`} name={name} defaultValue={t[name] ?? ''} />
          </div>
        ))}
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor="teaser-borrower_experience">Borrower experience</Label>
          <Input id="teaser-borrower_experience" name="borrower_experience" defaultValue={t.borrower_experience ?? ''} placeholder="e.g. 6 flips in 5 years" />
        </div>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor="teaser-summary">Summary</Label>
          <Textarea id="teaser-summary" name="summary" defaultValue={t.summary} rows={3} />
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          {DISCLOSURES.map(([name, label]) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={name} className="size-4 accent-primary" defaultChecked={listing[name]} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {listing.leaks.length > 0 && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The teaser gives the borrower away</AlertTitle>
          <AlertDescription>It shows the {listing.leaks.join(', ')}. Remove it, or tick the box that allows sharing it, before sending.</AlertDescription>
        </Alert>
      )}
      {error && <p className="text-sm text-destructive" role="alert">{error}</p>}
      {!closed && (
        <Button type="submit" className="self-start" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save teaser'}
        </Button>
      )}
    </form>
  );
}
