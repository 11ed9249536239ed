import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatCurrency } from '@core/money';
import { quoteInputSchema, RECIPIENT_STATUS_LABELS } from '@core/schemas/marketplace';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { useAskQuestion, usePass, useRecipientView, useSendQuote, type RecipientView, type ResponseChannel } from '../api/marketplace';
import { MessageThread } from './message-thread';

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

function TeaserFacts({ view }: { view: RecipientView }) {
  const { teaser, ...disclosed } = view.listing;
  const facts: [string, string][] = [
    ['Loan amount', teaser.loan_amount === null ? '—' : formatCurrency(teaser.loan_amount)],
    ['LTV', teaser.ltv === null ? '—' : `${teaser.ltv}%`],
    ['Loan type', dash(teaser.loan_type)],
    ['Loan purpose', dash(teaser.loan_purpose)],
    ['Property type', dash(teaser.property_type)],
    ['Location', dash([teaser.city, teaser.state].filter(Boolean).join(', '))],
    ['Term', teaser.term_months === null ? '—' : `${teaser.term_months} months`],
    ['FICO band', dash(teaser.fico_band)],
    ['Exit strategy', dash(teaser.exit_strategy)],
    ['Borrower experience', dash(teaser.borrower_experience)],
  ];
  if (disclosed.borrower_name) facts.push(['Borrower', disclosed.borrower_name]);
  if ('borrower_email' in disclosed) facts.push(['Borrower contact', [disclosed.borrower_email, disclosed.borrower_phone].filter(Boolean).join(' · ') || '—']);
  if (disclosed.property_address) facts.push(['Property address', disclosed.property_address]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{teaser.headline}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b py-1">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {teaser.summary && <p className="whitespace-pre-wrap text-sm">{teaser.summary}</p>}
      </CardContent>
    </Card>
  );
}

const QUOTE_FIELDS = [
  ['rate_percent', 'Rate (%)'],
  ['points', 'Points'],
  ['term_months', 'Term (months)'],
  ['max_ltv_percent', 'Max LTV (%)'],
  ['max_loan_amount', 'Max loan amount ($)'],
  ['fees', 'Fees ($)'],
] as const;

function QuoteForm({ channel, view }: { channel: ResponseChannel; view: RecipientView }) {
  const send = useSendQuote(channel);
  const [error, setError] = useState<string | null>(null);
  const q = view.quote;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const number = (name: string) => (text(name) === '' ? null : Number(text(name).replace(/[$,%\s]/g, '')));
    const parsed = quoteInputSchema.safeParse({
      rate_percent: number('rate_percent'),
      points: number('points') ?? 0,
      term_months: number('term_months'),
      max_ltv_percent: number('max_ltv_percent'),
      max_loan_amount: number('max_loan_amount'),
      fees: number('fees') ?? 0,
      conditions: text('conditions'),
      expires_on: text('expires_on'),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the quote.');
    setError(null);
    send.mutate(parsed.data, { onSuccess: () => toast.success('Quote sent'), onError: (e) => setError(e.message) });
  };
  const initial = (name: (typeof QUOTE_FIELDS)[number][0]) => (q ? (q[name] ?? '') : '');
  return (
    <form onSubmit={onSubmit} aria-label="Quote" className="grid gap-3 sm:grid-cols-3" noValidate>
      {QUOTE_FIELDS.map(([name, label]) => (
        <div key={name} className="flex flex-col gap-1.5">
          <Label htmlFor={`quote-${name}`}>{label}</Label>
          <Input id={`quote-${name}`} name={name} inputMode="decimal" defaultValue={initial(name)} />
        </div>
      ))}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="quote-expires_on">Quote expires</Label>
        <Input id="quote-expires_on" name="expires_on" type="date" defaultValue={q?.expires_on ?? ''} />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="quote-conditions">Conditions</Label>
        <Textarea id="quote-conditions" name="conditions" rows={2} defaultValue={q?.conditions ?? ''} />
      </div>
      {error && <p className="text-sm text-destructive sm:col-span-3" role="alert">{error}</p>}
      <Button type="submit" className="self-start" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : q ? 'Update quote' : 'Send quote'}
      </Button>
    </form>
  );
}

function PassForm({ channel }: { channel: ResponseChannel }) {
  const pass = usePass(channel);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Say why you pass.');
    setError(null);
    pass.mutate({ reason: reason.trim() }, { onSuccess: () => toast.success('You passed on this listing'), onError: (e) => setError(e.message) });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Pass" className="flex flex-col gap-2">
      <Label htmlFor="pass-reason">Reason for passing</Label>
      <Textarea id="pass-reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      {error && <p className="text-sm text-destructive" role="alert">{error}</p>}
      <Button type="submit" variant="outline" className="self-start" disabled={pass.isPending}>
        {pass.isPending ? 'Sending...' : 'Pass'}
      </Button>
    </form>
  );
}

/** A capital provider's side of a listing: the teaser, their quote or pass, and their questions. */
export function ListingResponse({ channel }: { channel: ResponseChannel }) {
  const view = useRecipientView(channel);
  const ask = useAskQuestion(channel);
  if (view.isPending) return <LoadingIndicator />;
  if (view.error) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertTitle>This listing cannot be opened</AlertTitle>
        <AlertDescription>{view.error.message}</AlertDescription>
      </Alert>
    );
  }
  const data = view.data;
  const closed = data.listing_status === 'closed';
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        From {data.organization_name} to {data.name} <Badge variant="secondary">{RECIPIENT_STATUS_LABELS[data.status]}</Badge>
      </p>
      {closed && (
        <Alert role="status">
          <AlertTitle>This listing is closed</AlertTitle>
          <AlertDescription>{data.status === 'accepted' ? 'Your quote was accepted. The lender will be in touch.' : 'The borrower went with another offer. Thank you for looking at it.'}</AlertDescription>
        </Alert>
      )}
      <TeaserFacts view={data} />
      {!closed && (
        <Card>
          <CardHeader>
            <CardTitle>Your answer</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            {data.status === 'passed' && <p className="text-sm">You passed: {data.pass_reason}. You may still send a quote.</p>}
            <QuoteForm key={data.quote?.updated_at ?? 'new'} channel={channel} view={data} />
            {data.status !== 'passed' && <PassForm channel={channel} />}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Questions</CardTitle>
        </CardHeader>
        <CardContent>
          <MessageThread
            messages={data.messages}
            label="Ask a question"
            canWrite={!closed}
            pending={ask.isPending}
            onSend={(body, done) => ask.mutate({ body }, { onSuccess: done, onError: (e) => toast.error('Not sent', { description: e.message }) })}
          />
          {closed && data.messages.length === 0 && <p className="text-sm text-muted-foreground">No questions were asked.</p>}
        </CardContent>
      </Card>
    </div>
  );
}
