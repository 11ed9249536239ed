// A fake Stripe on 127.0.0.1 for the billing tests (integration and e2e): the REST wire format of the calls
// the product makes (form-encoded requests with bracketed keys, JSON objects with `object`, lists, errors),
// a tiny hosted Checkout page that "pays", redirects to success_url and fires the webhook, a Customer Portal
// page, and webhooks signed with Stripe's scheme (Stripe-Signature: t=…,v1=HMAC-SHA256 of `${t}.${payload}`).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripePrice {
  id: string;
  interval: 'month' | 'year';
  /** In cents. */
  amount: number;
}

export interface FakeStripe {
  /** http://127.0.0.1:PORT — STRIPE_API_BASE. */
  base: string;
  secretKey: string;
  webhookSecret: string;
  prices: Record<'professional' | 'enterprise', Record<'month' | 'year', FakeStripePrice>>;
  /** Where webhooks go (the app's /api/billing/webhook); set once the app's address is known. */
  webhookUrl: string | undefined;
  /** The environment of an app talking to this fake. */
  env(): Record<string, string>;
  /** Pays a Checkout session as the hosted page would; returns the success URL it redirects to. */
  completeCheckout(sessionId: string): Promise<string>;
  /** Signs and posts an event to webhookUrl; returns the app's status code. */
  sendEvent(type: string, object: StripeObject): Promise<number>;
  /** A Stripe-Signature header for a payload, as Stripe computes it. */
  sign(payload: string, secret?: string, timestamp?: number): string;
  checkoutSessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  customers: Map<string, StripeObject>;
  /** Every API request received, as `METHOD /path`. */
  requests: string[];
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=x` form fields → nested objects and arrays, as Stripe reads them. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  response.end(JSON.stringify(body));
}

const notFound = (response: ServerResponse, what: string) =>
  send(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

const html = (response: ServerResponse, body: string) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe</title></head><body>${body}</body></html>`);
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const prices = {
    professional: {
      month: { id: 'price_professional_month', interval: 'month', amount: 9_900 },
      year: { id: 'price_professional_year', interval: 'year', amount: 99_000 },
    },
    enterprise: {
      month: { id: 'price_enterprise_month', interval: 'month', amount: 39_900 },
      year: { id: 'price_enterprise_year', interval: 'year', amount: 399_000 },
    },
  } satisfies FakeStripe['prices'];
  const priceById = new Map(Object.values(prices).flatMap((byInterval) => Object.values(byInterval)).map((p) => [p.id, p as FakeStripePrice]));
  const customers = new Map<string, StripeObject>();
  const checkoutSessions = new Map<string, StripeObject>();
  const portalSessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices: StripeObject[] = [];
  const requests: string[] = [];
  let base = '';

  const sign = (payload: string, secret = webhookSecret, timestamp = now()) =>
    `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

  const fake: FakeStripe = {
    base: '',
    secretKey,
    webhookSecret,
    prices,
    webhookUrl: undefined,
    env: () => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: base,
      STRIPE_PRICE_PROFESSIONAL_MONTHLY: prices.professional.month.id,
      STRIPE_PRICE_PROFESSIONAL_ANNUAL: prices.professional.year.id,
      STRIPE_PRICE_ENTERPRISE_MONTHLY: prices.enterprise.month.id,
      STRIPE_PRICE_ENTERPRISE_ANNUAL: prices.enterprise.year.id,
    }),
    sign,
    async sendEvent(type, object) {
      if (!fake.webhookUrl) throw new Error('fake Stripe: no webhookUrl to send events to');
      const payload = JSON.stringify({
        id: newId('evt'),
        object: 'event',
        api_version: '2026-02-25.clover',
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      });
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
        body: payload,
      });
      return response.status;
    },
    async completeCheckout(sessionId) {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no checkout session ${sessionId}`);
      const lineItem = (session.line_items as { price: string }[])[0]!;
      const price = priceById.get(lineItem.price) ?? { id: lineItem.price, interval: 'month', amount: 0 };
      const periodEnd = now() + (price.interval === 'year' ? 365 : 30) * 24 * 60 * 60;
      const subscription: StripeObject = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        created: now(),
        metadata: (session.subscription_data as { metadata?: unknown } | undefined)?.metadata ?? {},
        items: list('/v1/subscription_items', [
          {
            id: newId('si'),
            object: 'subscription_item',
            quantity: 1,
            current_period_start: now(),
            current_period_end: periodEnd,
            price: { id: price.id, object: 'price', currency: 'usd', unit_amount: price.amount, recurring: { interval: price.interval, interval_count: 1 } },
          },
        ]),
      };
      subscriptions.set(subscription.id, subscription);
      const invoice: StripeObject = {
        id: newId('in'),
        object: 'invoice',
        customer: session.customer,
        number: `FAKE-${String(invoices.length + 1).padStart(4, '0')}`,
        status: 'paid',
        amount_due: price.amount,
        amount_paid: price.amount,
        currency: 'usd',
        created: now(),
        hosted_invoice_url: `${base}/invoices/${invoices.length + 1}`,
      };
      invoices.unshift(invoice);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      await fake.sendEvent('checkout.session.completed', session);
      return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
    },
    checkoutSessions,
    subscriptions,
    customers,
    requests,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function api(request: IncomingMessage, response: ServerResponse, path: string, form: Record<string, unknown>, query: URLSearchParams) {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const [, resource, id, sub] = path.split('/').slice(1); // v1, resource, id
    const method = request.method;
    if (method === 'POST' && resource === 'customers' && !id) {
      const customer = { id: newId('cus'), object: 'customer', created: now(), email: form.email ?? null, name: form.name ?? null, metadata: form.metadata ?? {} };
      customers.set(customer.id, customer);
      return send(response, 200, customer);
    }
    if (resource === 'checkout' && id === 'sessions') {
      if (method === 'POST' && !sub) {
        if (!form.customer || !customers.has(String(form.customer))) return notFound(response, `customer: '${String(form.customer)}'`);
        if (!Array.isArray(form.line_items) || !form.success_url) {
          return send(response, 400, { error: { type: 'invalid_request_error', message: 'Missing required param: line_items or success_url.' } });
        }
        const session: StripeObject = { ...form, id: newId('cs_test'), object: 'checkout.session', status: 'open', payment_status: 'unpaid', subscription: null };
        session.url = `${base}/checkout/${session.id}`;
        checkoutSessions.set(session.id, session);
        return send(response, 200, session);
      }
      const session = sub && checkoutSessions.get(sub);
      return session ? send(response, 200, session) : notFound(response, `checkout.session: '${sub}'`);
    }
    if (method === 'POST' && resource === 'billing_portal' && id === 'sessions') {
      if (!customers.has(String(form.customer))) return notFound(response, `customer: '${String(form.customer)}'`);
      const session = { id: newId('bps'), object: 'billing_portal.session', customer: form.customer, return_url: form.return_url, url: '' };
      session.url = `${base}/portal/${session.id}`;
      portalSessions.set(session.id, session);
      return send(response, 200, session);
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return notFound(response, `subscription: '${id}'`);
      if (method === 'POST') {
        if (form.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
        await fake.sendEvent('customer.subscription.updated', subscription);
      }
      return send(response, 200, subscription);
    }
    if (method === 'GET' && resource === 'invoices' && !id) {
      const customer = query.get('customer');
      const limit = Number(query.get('limit') ?? 10);
      return send(response, 200, list('/v1/invoices', invoices.filter((i) => !customer || i.customer === customer).slice(0, limit)));
    }
    return notFound(response, `route: ${method} ${path}`);
  }

  async function pages(request: IncomingMessage, response: ServerResponse, path: string) {
    const [, kind, id, action] = path.split('/');
    if (kind === 'checkout' && id && checkoutSessions.has(id)) {
      if (request.method === 'POST' && action === 'pay') {
        const successUrl = await fake.completeCheckout(id);
        response.writeHead(303, { location: successUrl });
        return response.end();
      }
      const session = checkoutSessions.get(id)!;
      const price = priceById.get((session.line_items as { price: string }[])[0]!.price);
      return html(
        response,
        `<h1>Fake Stripe Checkout</h1><p>Subscribe to ${price?.id ?? 'a plan'} for $${((price?.amount ?? 0) / 100).toFixed(2)} / ${price?.interval ?? 'month'}.</p>` +
          `<form method="post" action="/checkout/${id}/pay"><button type="submit">Pay and subscribe</button></form>` +
          `<p><a href="${String(session.cancel_url)}">Cancel</a></p>`,
      );
    }
    if (kind === 'portal' && id && portalSessions.has(id)) {
      const session = portalSessions.get(id)!;
      return html(response, `<h1>Fake Stripe Customer Portal</h1><p>Cards and invoices of ${String(session.customer)}.</p><a href="${String(session.return_url)}">Return</a>`);
    }
    if (kind === 'invoices') return html(response, `<h1>Fake Stripe invoice ${id}</h1>`);
    response.writeHead(404).end();
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = await readBody(request);
      if (url.pathname.startsWith('/v1/')) {
        requests.push(`${request.method} ${url.pathname}`);
        const form = request.method === 'GET' ? {} : parseStripeForm(body);
        return api(request, response, url.pathname, form, url.searchParams);
      }
      return pages(request, response, url.pathname);
    })().catch((error: unknown) => send(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.base = base;
  return fake;
}
