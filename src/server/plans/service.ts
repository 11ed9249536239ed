// The Subscription page's service: the plan in force with its usage, Stripe Checkout for upgrades, the
// Customer Portal for cards and invoices, cancelling at the period's end, and the webhooks that change the
// plan. Every change writes its audit row in the same transaction.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { FREE_PLAN_ID, PLANS, isPlanId, type PlanId } from '../../core/plans/catalogue.js';
import { usageBars } from '../../core/plans/usage.js';
import type { Catalogue, CheckoutRequest, Invoice, SubscriptionView } from '../../core/schemas/plans.js';
import type { AuthContext } from '../auth/guard.js';
import type { Config, StripeSettings } from '../config.js';
import { createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { organizationSubscriptions } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { planOfPrice, priceIdFor } from './stripe-client.js';
import { findSubscription, measureUsage, planOf, type SubscriptionRow } from './usage.js';

export const PLAN_MESSAGES = {
  selfHosted: 'This installation runs self-hosted: every feature is on and nothing is limited, so there is nothing to buy.',
  alreadySubscribed: 'Your organization already has a subscription: change its plan or card in Manage billing.',
  noBillingAccount: 'Your organization has no billing account yet: choose a plan first.',
  noSubscription: 'Your organization is on the free plan: there is no subscription to cancel.',
  badSignature: 'The webhook signature does not match.',
  invoicesUnavailable: 'Invoices could not be loaded from Stripe just now. Please try again later.',
} as const;

export interface BillingDeps {
  db: AppDatabase;
  config: Config;
  stripe: Stripe | undefined;
}

function requireStripe(deps: BillingDeps): { stripe: Stripe; settings: StripeSettings } {
  if (!deps.stripe || !deps.config.stripe) throw new AppError('CONFLICT', PLAN_MESSAGES.selfHosted);
  return { stripe: deps.stripe, settings: deps.config.stripe };
}

export function catalogue(config: Config): Catalogue {
  return {
    billing: config.stripe ? 'stripe' : 'self_hosted',
    organization_signup: config.allowOrganizationSignup,
    plans: PLANS.map((plan) => ({ ...plan })),
  };
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

function invoiceView(invoice: Stripe.Invoice): Invoice {
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    status: invoice.status ?? null,
    amount_due: invoice.amount_due,
    amount_paid: invoice.amount_paid,
    currency: invoice.currency,
    created: iso(invoice.created),
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
  };
}

export async function subscriptionView(deps: BillingDeps, ctx: AuthContext, log?: { warn: (o: object, m: string) => void }): Promise<SubscriptionView> {
  const usage = await measureUsage(deps.db, ctx.organizationId);
  if (!deps.stripe) {
    const unlimited = { ...PLANS[PLANS.length - 1]!, limits: { seats: null, deals_per_month: null, document_analyses_per_month: null, storage_bytes: null } };
    return {
      billing: 'self_hosted',
      plan: null,
      interval: null,
      status: null,
      current_period_end: null,
      cancel_at_period_end: false,
      has_billing_account: false,
      usage: usageBars(unlimited, usage),
      invoices: null,
      invoices_error: null,
    };
  }
  const row = await findSubscription(deps.db, ctx.organizationId);
  let invoices: Invoice[] | null = null;
  let invoicesError: string | null = null;
  if (row?.stripeCustomerId) {
    try {
      const list = await deps.stripe.invoices.list({ customer: row.stripeCustomerId, limit: 12 });
      invoices = list.data.map(invoiceView);
    } catch (error) {
      log?.warn({ err: error }, 'Stripe invoices could not be listed');
      invoicesError = PLAN_MESSAGES.invoicesUnavailable;
    }
  }
  return {
    billing: 'stripe',
    plan: planOf(row).id,
    interval: (row?.billingInterval as 'month' | 'year' | null) ?? null,
    status: row?.stripeSubscriptionId ? row.status : null,
    current_period_end: row?.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row?.cancelAtPeriodEnd ?? false,
    has_billing_account: Boolean(row?.stripeCustomerId),
    usage: usageBars(planOf(row), usage),
    invoices,
    invoices_error: invoicesError,
  };
}

/** The organization's Stripe customer, created (and remembered) on its first checkout. */
async function ensureCustomer(deps: BillingDeps, stripe: Stripe, ctx: AuthContext, row: SubscriptionRow | undefined): Promise<string> {
  if (row?.stripeCustomerId) return row.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: ctx.email, name: ctx.organization.name, metadata: { organization_id: ctx.organizationId } },
    { idempotencyKey: `customer-${ctx.organizationId}` },
  );
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(organizationSubscriptions)
      .values({ organizationId: ctx.organizationId, plan: FREE_PLAN_ID, stripeCustomerId: customer.id })
      .onConflictDoUpdate({ target: organizationSubscriptions.organizationId, set: { stripeCustomerId: customer.id, updatedAt: new Date() } });
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'billing_customer_created',
      tableName: 'organization_subscriptions',
      recordId: ctx.organizationId,
      newValues: { stripe_customer_id: customer.id },
    });
  });
  return customer.id;
}

const hasLiveSubscription = (row: SubscriptionRow | undefined) =>
  Boolean(row?.stripeSubscriptionId) && !['canceled', 'incomplete_expired'].includes(row!.status);

export async function startCheckout(deps: BillingDeps, ctx: AuthContext, input: CheckoutRequest): Promise<{ url: string }> {
  const { stripe, settings } = requireStripe(deps);
  const row = await findSubscription(deps.db, ctx.organizationId);
  if (hasLiveSubscription(row)) throw new AppError('CONFLICT', PLAN_MESSAGES.alreadySubscribed);
  const customer = await ensureCustomer(deps, stripe, ctx, row);
  const metadata = { organization_id: ctx.organizationId, plan: input.plan, interval: input.interval };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: ctx.organizationId,
    line_items: [{ price: priceIdFor(settings, input.plan, input.interval), quantity: 1 }],
    success_url: `${deps.config.publicUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${deps.config.publicUrl}/subscription`,
    metadata,
    subscription_data: { metadata },
  });
  if (!session.url) throw new AppError('BAD_GATEWAY', 'Stripe did not return a Checkout page.');
  await createAuditEntry(deps.db, {
    organizationId: ctx.organizationId,
    userId: ctx.userId,
    action: 'subscription_checkout_started',
    tableName: 'organization_subscriptions',
    recordId: ctx.organizationId,
    newValues: { plan: input.plan, interval: input.interval },
    metadata: { checkout_session_id: session.id },
  });
  return { url: session.url };
}

export async function openPortal(deps: BillingDeps, ctx: AuthContext): Promise<{ url: string }> {
  const { stripe } = requireStripe(deps);
  const row = await findSubscription(deps.db, ctx.organizationId);
  if (!row?.stripeCustomerId) throw new AppError('CONFLICT', PLAN_MESSAGES.noBillingAccount);
  const session = await stripe.billingPortal.sessions.create({
    customer: row.stripeCustomerId,
    return_url: `${deps.config.publicUrl}/subscription`,
  });
  await createAuditEntry(deps.db, {
    organizationId: ctx.organizationId,
    userId: ctx.userId,
    action: 'billing_portal_opened',
    tableName: 'organization_subscriptions',
    recordId: ctx.organizationId,
  });
  return { url: session.url };
}

/** Cancel at the end of the paid period (or keep the plan after all); Stripe's answer is stored at once. */
export async function setCancelAtPeriodEnd(deps: BillingDeps, ctx: AuthContext, cancel: boolean): Promise<void> {
  const { stripe, settings } = requireStripe(deps);
  const row = await findSubscription(deps.db, ctx.organizationId);
  if (!row?.stripeSubscriptionId || !hasLiveSubscription(row)) throw new AppError('CONFLICT', PLAN_MESSAGES.noSubscription);
  const subscription = await stripe.subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: cancel });
  await applySubscription(deps.db, settings, ctx.organizationId, subscription, { userId: ctx.userId, via: 'subscription_page' });
}

/** The organization a Stripe object belongs to: its metadata, or the customer we stored. */
async function organizationOf(db: Executor, metadata: Stripe.Metadata | null | undefined, customer: unknown): Promise<string | undefined> {
  const fromMetadata = metadata?.organization_id;
  if (fromMetadata) return fromMetadata;
  const customerId = typeof customer === 'string' ? customer : (customer as { id?: string } | null)?.id;
  if (!customerId) return undefined;
  const [row] = await db
    .select({ id: organizationSubscriptions.organizationId })
    .from(organizationSubscriptions)
    .where(eq(organizationSubscriptions.stripeCustomerId, customerId))
    .limit(1);
  return row?.id;
}

const ENDED_STATUSES = ['canceled', 'incomplete_expired', 'unpaid'];

/** The plan a Stripe subscription grants: its price's plan while it runs, the free plan once it ended. */
export function planOfSubscription(settings: StripeSettings, subscription: Stripe.Subscription): { plan: PlanId; interval: 'month' | 'year' | null } {
  if (ENDED_STATUSES.includes(subscription.status)) return { plan: FREE_PLAN_ID, interval: null };
  const item = subscription.items.data[0];
  const byPrice = item ? planOfPrice(settings, item.price.id) : undefined;
  if (byPrice) return byPrice;
  const fromMetadata = subscription.metadata?.plan;
  return { plan: isPlanId(fromMetadata) ? fromMetadata : FREE_PLAN_ID, interval: item?.price.recurring?.interval === 'year' ? 'year' : 'month' };
}

async function applySubscription(
  db: AppDatabase,
  settings: StripeSettings,
  organizationId: string,
  subscription: Stripe.Subscription,
  actor: { userId: string | null; via: string },
): Promise<void> {
  const { plan, interval } = planOfSubscription(settings, subscription);
  const ended = ENDED_STATUSES.includes(subscription.status);
  const periodEnd = subscription.items.data[0]?.current_period_end;
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const values = {
    plan,
    billingInterval: interval,
    status: subscription.status,
    stripeCustomerId: customerId,
    stripeSubscriptionId: ended ? null : subscription.id,
    currentPeriodEnd: !ended && periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: !ended && subscription.cancel_at_period_end,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const before = await findSubscription(tx, organizationId);
    // An event about a subscription this organization already left (replaced by a newer one) changes nothing.
    if (before?.stripeSubscriptionId && before.stripeSubscriptionId !== subscription.id) return;
    await tx
      .insert(organizationSubscriptions)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: organizationSubscriptions.organizationId, set: values });
    await createAuditEntry(tx, {
      organizationId,
      userId: actor.userId,
      action: 'subscription_changed',
      tableName: 'organization_subscriptions',
      recordId: organizationId,
      oldValues: before ? { plan: before.plan, status: before.status, cancel_at_period_end: before.cancelAtPeriodEnd } : { plan: FREE_PLAN_ID },
      newValues: { plan, status: subscription.status, cancel_at_period_end: values.cancelAtPeriodEnd },
      metadata: { via: actor.via, stripe_subscription_id: subscription.id },
    });
    await publishChange(tx, { organizationId, table: 'organization_subscriptions', action: 'update' });
  });
}

/**
 * A Stripe webhook: the signature is checked against STRIPE_WEBHOOK_SECRET over the raw body
 * (stripe.webhooks.constructEvent), then Checkout's completion and subscription changes set the plan.
 * Other events are acknowledged and ignored.
 */
export async function handleWebhook(deps: BillingDeps, rawBody: string, signature: string | undefined): Promise<{ received: true }> {
  const { stripe, settings } = requireStripe(deps);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
  } catch {
    throw new AppError('VALIDATION', PLAN_MESSAGES.badSignature);
  }
  const via = `webhook:${event.type}`;
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const organizationId = session.client_reference_id ?? (await organizationOf(deps.db, session.metadata, session.customer));
    const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
    if (organizationId && subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      await applySubscription(deps.db, settings, organizationId, subscription, { userId: null, via });
    }
  } else if (
    event.type === 'customer.subscription.created' ||
    event.type === 'customer.subscription.updated' ||
    event.type === 'customer.subscription.deleted'
  ) {
    const subscription = event.data.object;
    const organizationId = await organizationOf(deps.db, subscription.metadata, subscription.customer);
    if (organizationId) await applySubscription(deps.db, settings, organizationId, subscription, { userId: null, via });
  }
  return { received: true };
}
