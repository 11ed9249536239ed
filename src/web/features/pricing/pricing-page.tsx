import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { BillingInterval } from '@core/plans/catalogue';
import { organizationSignupSchema } from '@core/schemas/plans';
import { PageHeader } from '@web/components/page-header';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { formText } from '@web/lib/form-data';
import { useOrganizationSignup, usePlanCatalogue } from '../subscription/api/plans';
import { IntervalSwitch, PlanCards, SELF_HOSTED_NOTICE } from '../subscription/plan-cards';

/** /pricing (public): the plans, monthly or annual; a new lending company may start its organization here. */
export default function PricingPage() {
  const catalogue = usePlanCatalogue();
  const [interval, setInterval] = useState<BillingInterval>('month');
  const data = catalogue.data;

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 p-6">
      <PageHeader
        title="Pricing"
        description="Plans for private lenders and loan brokers: the pipeline, documents read by AI, the assistant, and the team around them."
        actions={
          <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        }
      />
      {catalogue.isPending && <LoadingIndicator />}
      {catalogue.error && (
        <Alert variant="destructive">
          <AlertDescription>{catalogue.error.message}</AlertDescription>
        </Alert>
      )}
      {data && (
        <>
          {data.billing === 'self_hosted' && (
            <Alert>
              <AlertDescription>{SELF_HOSTED_NOTICE}</AlertDescription>
            </Alert>
          )}
          <IntervalSwitch interval={interval} onChange={setInterval} />
          <PlanCards
            plans={data.plans}
            interval={interval}
            action={(plan) =>
              data.billing === 'stripe' && plan.prices.month > 0 ? (
                <Button asChild variant="outline" className="w-full">
                  <Link to={`/subscription?plan=${plan.id}&interval=${interval}`}>Choose {plan.name}</Link>
                </Button>
              ) : null
            }
          />
          {data.organization_signup && <OrganizationSignupCard />}
        </>
      )}
    </main>
  );
}

function OrganizationSignupCard() {
  const signup = useOrganizationSignup();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = organizationSignupSchema.safeParse({
      organization_name: formText(data, 'organization_name'),
      deal_id_prefix: formText(data, 'deal_id_prefix'),
      email: formText(data, 'email'),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form.');
      return;
    }
    setError(null);
    signup.mutate(parsed.data, { onError: (failure) => setError(failure.message) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Start your organization on Starter, free</CardTitle>
        <CardDescription>Your lending company gets its own workspace; we e-mail you a link to create your account as its super admin.</CardDescription>
      </CardHeader>
      <CardContent>
        {signup.data ? (
          <Alert>
            <AlertDescription>{signup.data.message}</AlertDescription>
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-3 md:grid-cols-3" aria-label="Start your organization">
            <div className="flex flex-col gap-1">
              <Label htmlFor="organization_name">Company name</Label>
              <Input id="organization_name" name="organization_name" required maxLength={100} />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="deal_id_prefix">Deal id prefix</Label>
              <Input id="deal_id_prefix" name="deal_id_prefix" required maxLength={8} placeholder="ACME" />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="signup_email">Your email</Label>
              <Input id="signup_email" name="email" type="email" required />
            </div>
            {error && (
              <Alert variant="destructive" className="md:col-span-3">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            )}
            <Button type="submit" disabled={signup.isPending} className="md:col-span-3 md:justify-self-start">
              {signup.isPending ? 'Please wait...' : 'Create organization'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
