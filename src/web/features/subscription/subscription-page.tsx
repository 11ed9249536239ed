import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isAdmin } from '@core/permissions';
import { BILLING_INTERVALS, PLANS, isPlanId, planRank, type BillingInterval, type PlanId } from '@core/plans/catalogue';
import { formatLimitValue } from '@core/plans/usage';
import type { SubscriptionView } from '@core/schemas/plans';
import { PageHeader } from '@web/components/page-header';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useSession } from '@web/lib/use-session';
import { useCancelAtPeriodEnd, useCheckout, usePortal, useSubscription } from './api/plans';
import { IntervalSwitch, PlanCards, SELF_HOSTED_NOTICE } from './plan-cards';

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const moneyText = (cents: number, currency: string) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: currency.toUpperCase() });

/** Subscription (/subscription, admins): the plan, usage against its limits, renewal, invoices, change and cancel. */
export default function SubscriptionPage() {
  const { session } = useSession();
  const allowed = isAdmin(session?.profile.role);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Subscription" description="Your organization's plan, what it uses, and its billing." />
      {allowed ? (
        <Subscription />
      ) : (
        <Alert>
          <AlertDescription>The subscription is managed by the administrators of your organization.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function Subscription() {
  const subscription = useSubscription();
  if (subscription.isPending) return <Skeleton className="h-48 w-full" />;
  if (subscription.error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{subscription.error.message}</AlertDescription>
      </Alert>
    );
  }
  const view = subscription.data;
  return (
    <>
      {view.billing === 'self_hosted' ? (
        <Alert>
          <AlertDescription>{SELF_HOSTED_NOTICE}</AlertDescription>
        </Alert>
      ) : (
        <CurrentPlan view={view} />
      )}
      <UsageCard view={view} />
      {view.billing === 'stripe' && <ChangePlan view={view} />}
      {view.billing === 'stripe' && <Invoices view={view} />}
    </>
  );
}

function CurrentPlan({ view }: { view: SubscriptionView }) {
  const plan = PLANS.find((p) => p.id === view.plan)!;
  const portal = usePortal();
  const cancel = useCancelAtPeriodEnd();
  const error = portal.error ?? cancel.error;
  const paid = Boolean(view.status);
  return (
    <Card aria-label="Current plan">
      <CardHeader>
        <CardTitle>
          {plan.name} plan{view.interval ? ` — billed ${view.interval === 'month' ? 'monthly' : 'annually'}` : ''}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {!paid && <p>Your organization is on the free plan.</p>}
        {paid && view.current_period_end && (
          <p>
            {view.cancel_at_period_end
              ? `Cancelled: the ${plan.name} plan ends on ${dateText(view.current_period_end)}, then the free plan applies.`
              : `Renews on ${dateText(view.current_period_end)}.`}
          </p>
        )}
        {paid && view.status !== 'active' && view.status !== 'trialing' && <p className="text-destructive">Payment status: {view.status}.</p>}
        <div className="flex flex-wrap gap-2">
          {view.has_billing_account && (
            <Button variant="outline" onClick={() => portal.mutate()} disabled={portal.isPending}>
              Manage billing
            </Button>
          )}
          {paid && (
            <Button variant="outline" onClick={() => cancel.mutate(!view.cancel_at_period_end)} disabled={cancel.isPending}>
              {view.cancel_at_period_end ? 'Keep my plan' : 'Cancel plan'}
            </Button>
          )}
        </div>
        {error && <p className="text-destructive">{error.message}</p>}
      </CardContent>
    </Card>
  );
}

function UsageCard({ view }: { view: SubscriptionView }) {
  return (
    <Card aria-label="Usage">
      <CardHeader>
        <CardTitle>Usage</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {view.usage.map((bar) => (
          <div key={bar.kind} className="flex flex-col gap-1 text-sm">
            <div className="flex justify-between">
              <span>{bar.label}</span>
              <span>
                {formatLimitValue(bar.kind, bar.used)} of {formatLimitValue(bar.kind, bar.limit)}
              </span>
            </div>
            <div
              role="meter"
              aria-label={bar.label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bar.percent}
              className="h-2 overflow-hidden rounded bg-muted"
            >
              <div className={bar.percent >= 100 ? 'h-full bg-destructive' : 'h-full bg-primary'} style={{ width: `${bar.percent}%` }} />
            </div>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

function ChangePlan({ view }: { view: SubscriptionView }) {
  const [params] = useSearchParams();
  const wanted = params.get('interval');
  const [interval, setInterval] = useState<BillingInterval>(BILLING_INTERVALS.find((i) => i === wanted) ?? 'month');
  const chosen = params.get('plan');
  const checkout = useCheckout();
  const portal = usePortal();
  const current = view.plan ?? 'starter';
  const subscribed = Boolean(view.status);
  const choose = (plan: PlanId) => {
    if (plan === 'starter') return;
    if (subscribed) portal.mutate();
    else checkout.mutate({ plan, interval });
  };
  const error = checkout.error ?? portal.error;
  return (
    <Card aria-label="Change plan">
      <CardHeader>
        <CardTitle>Change plan</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <IntervalSwitch interval={interval} onChange={setInterval} />
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error.message}</AlertDescription>
          </Alert>
        )}
        <PlanCards
          plans={[...PLANS]}
          interval={interval}
          current={current}
          action={(plan) =>
            plan.id === current || plan.id === 'starter' ? null : (
              <Button
                className="w-full"
                variant={isPlanId(chosen) && chosen === plan.id ? 'default' : 'outline'}
                disabled={checkout.isPending || portal.isPending}
                onClick={() => choose(plan.id)}
              >
                {planRank(plan.id) > planRank(current) ? `Upgrade to ${plan.name}` : `Switch to ${plan.name}`}
              </Button>
            )
          }
        />
      </CardContent>
    </Card>
  );
}

function Invoices({ view }: { view: SubscriptionView }) {
  return (
    <Card aria-label="Invoices">
      <CardHeader>
        <CardTitle>Invoices</CardTitle>
      </CardHeader>
      <CardContent>
        {view.invoices_error && <p className="text-sm text-destructive">{view.invoices_error}</p>}
        {!view.invoices_error && !view.invoices?.length && <p className="text-sm text-muted-foreground">No invoices yet.</p>}
        {view.invoices && view.invoices.length > 0 && (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Number</TableHead>
                <TableHead>Date</TableHead>
                <TableHead>Amount</TableHead>
                <TableHead>Status</TableHead>
                <TableHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {view.invoices.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>{invoice.number ?? invoice.id}</TableCell>
                  <TableCell>{dateText(invoice.created)}</TableCell>
                  <TableCell>{moneyText(invoice.amount_due, invoice.currency)}</TableCell>
                  <TableCell>{invoice.status}</TableCell>
                  <TableCell>
                    {invoice.hosted_invoice_url && (
                      <a href={invoice.hosted_invoice_url} className="text-primary underline-offset-4 hover:underline" target="_blank" rel="noreferrer">
                        View
                      </a>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
