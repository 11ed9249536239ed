// Schemas of plans and billing (issue 20): the public catalogue, the Subscription page, checkout and the
// organization sign-up form, shared by the server routes and the web forms.
import { z } from 'zod';
import { BILLING_INTERVALS, FEATURE_KEYS, LIMIT_KINDS, PLAN_IDS } from '../plans/catalogue';

export const BILLING_MODES = ['stripe', 'self_hosted'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

const planIdSchema = z.enum(PLAN_IDS, 'Choose a plan: starter, professional or enterprise.');
const intervalSchema = z.enum(BILLING_INTERVALS, 'Choose monthly (month) or annual (year) billing.');

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  tagline: z.string(),
  limits: z.record(z.enum(LIMIT_KINDS), z.number().nullable()),
  features: z.record(z.enum(FEATURE_KEYS), z.boolean()),
  prices: z.object({ month: z.number(), year: z.number() }),
});

export const catalogueSchema = z.object({
  billing: z.enum(BILLING_MODES),
  organization_signup: z.boolean(),
  plans: z.array(planSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export const usageBarSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  label: z.string(),
  used: z.number(),
  limit: z.number().nullable(),
  percent: z.number(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string().nullable(),
  amount_due: z.number(),
  amount_paid: z.number(),
  currency: z.string(),
  created: z.string(),
  hosted_invoice_url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const subscriptionViewSchema = z.object({
  billing: z.enum(BILLING_MODES),
  /** Null when self-hosted: no plan applies. */
  plan: planIdSchema.nullable(),
  interval: intervalSchema.nullable(),
  status: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  has_billing_account: z.boolean(),
  usage: z.array(usageBarSchema),
  /** Null when there is no billing account, or Stripe could not be reached (invoices_error says so). */
  invoices: z.array(invoiceSchema).nullable(),
  invoices_error: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const checkoutRequestSchema = z.strictObject({
  plan: planIdSchema.exclude(['starter'], 'Starter is free: choose Professional or Enterprise.'),
  interval: intervalSchema,
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const redirectSchema = z.object({ url: z.string() });

export const subscriptionUpdateSchema = z.strictObject({ cancel_at_period_end: z.boolean('Say whether to cancel (true) or keep (false) the plan.') });
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

const nameSchema = (what: string, max: number) =>
  z.string(`Enter ${what}.`).trim().min(1, `Enter ${what}.`).max(max, `${what[0]!.toUpperCase()}${what.slice(1)} is at most ${max} characters.`);

export const organizationSignupSchema = z.strictObject({
  organization_name: nameSchema('the company name', 100),
  deal_id_prefix: z
    .string('Enter a deal id prefix.')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,8}$/, 'The deal id prefix is 2-8 letters or digits, e.g. ACME.'),
  email: z.string('Enter a valid email address.').trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address.')),
});
export type OrganizationSignup = z.infer<typeof organizationSignupSchema>;

export const organizationSignupResultSchema = z.object({ organization_id: z.string(), message: z.string() });
