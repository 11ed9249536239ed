import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FEATURE_KEYS, FEATURE_LABELS, LIMIT_KINDS, LIMIT_LABELS, type BillingInterval, type Plan } from '@core/plans/catalogue';
import { formatLimitValue } from '@core/plans/usage';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

export function priceText(plan: Plan, interval: BillingInterval): string {
  const price = plan.prices[interval];
  if (price === 0) return 'Free';
  return `$${price.toLocaleString('en-US')} / ${interval === 'month' ? 'month' : 'year'}`;
}

/** The plans side by side: price for the interval, every limit and feature; `action` draws each card's button. */
export function PlanCards({
  plans,
  interval,
  current,
  action,
}: {
  plans: Plan[];
  interval: BillingInterval;
  current?: Plan['id'] | null;
  action?: (plan: Plan) => ReactNode;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {plans.map((plan) => (
        <Card key={plan.id} aria-label={`${plan.name} plan`} className={cn(plan.id === current && 'border-primary')}>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              {plan.name}
              {plan.id === current && <Badge>Current plan</Badge>}
            </CardTitle>
            <CardDescription>{plan.tagline}</CardDescription>
            <p className="text-2xl font-semibold">{priceText(plan, interval)}</p>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {LIMIT_KINDS.map((kind) => (
                <div key={kind} className="contents">
                  <dt className="text-muted-foreground">{LIMIT_LABELS[kind]}</dt>
                  <dd className="text-right font-medium">{formatLimitValue(kind, plan.limits[kind])}</dd>
                </div>
              ))}
            </dl>
            <ul className="mt-4 space-y-1 text-sm">
              {FEATURE_KEYS.map((feature) => (
                <li key={feature} className={cn('flex items-center gap-2', !plan.features[feature] && 'text-muted-foreground')}>
                  {plan.features[feature] ? <Check className="size-4" aria-label="Included" /> : <Minus className="size-4" aria-label="Not included" />}
                  {FEATURE_LABELS[feature]}
                </li>
              ))}
            </ul>
          </CardContent>
          {action && <CardFooter>{action(plan)}</CardFooter>}
        </Card>
      ))}
    </div>
  );
}

export function IntervalSwitch({ interval, onChange }: { interval: BillingInterval; onChange: (interval: BillingInterval) => void }) {
  return (
    <div role="radiogroup" aria-label="Billing period" className="inline-flex rounded-md border p-1">
      {(['month', 'year'] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={interval === value}
          onClick={() => onChange(value)}
          className={cn('rounded px-3 py-1 text-sm', interval === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground')}
        >
          {value === 'month' ? 'Monthly' : 'Annual (2 months free)'}
        </button>
      ))}
    </div>
  );
}

export const SELF_HOSTED_NOTICE = 'This installation runs self-hosted: every feature is on and nothing is limited. There is nothing to buy.';
