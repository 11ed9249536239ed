// Marketplace (issue 20): staff shop a deal to capital providers as an anonymised teaser; Lender contacts answer
// through a signed, expiring link and lender users in the product, with a quote or a pass, and ask questions in
// a thread of their own; accepting a quote links the lender to the deal, closes the listing, tells the others,
// and proposes the quote's terms as deal changes through the assistant's confirmation flow. Every change is
// audited in its transaction; every query is scoped to the organization.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { dealNoteValue } from '../../core/deals/deal-note.js';
import { costOverTerm, dealChangesFromQuote, rankByCost, type QuoteTerms } from '../../core/marketplace/quotes.js';
import { buildTeaser, leakMessage, sharedListing, teaserLeaks, type DealFacts, type Disclosures, type Teaser } from '../../core/marketplace/teaser.js';
import type { ListingSendInput, ListingUpdateInput, QuoteInput } from '../../core/schemas/marketplace.js';
import { proposeDealUpdate } from '../assistant/service.js';
import type { AuthContext } from '../auth/guard.js';
import { linkPartyIn } from '../deals/related.js';
import { getVisibleDeal } from '../deals/service.js';
import { changedValues, createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import {
  assistantConfirmations,
  contacts,
  dealNotes,
  deals,
  marketplaceListings,
  marketplaceMessages,
  marketplaceQuotes,
  marketplaceRecipients,
  organizations,
  profiles,
} from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { openExpiring, sealExpiring, type Keyring } from '../platform/keyring.js';
import type { Mailer } from '../platform/mail.js';
import { publishChange } from '../platform/realtime.js';

/** How long a capital provider's link works. */
export const LISTING_LINK_DAYS = 14;
export const LISTING_LINK_INVALID = 'This listing link is not valid. Please use the link from your email.';
export const LISTING_LINK_EXPIRED = 'This listing link has expired. Ask the sender for a new one.';
export const LISTING_CLOSED = 'This listing is closed: the borrower went with another offer. Thank you for looking at it.';
const LISTING_NOT_FOUND = 'Listing';

export interface MarketplaceServices {
  keyring: Keyring;
  mailer: Mailer;
  publicUrl: string;
}

type DealRow = typeof deals.$inferSelect;
type ListingRow = typeof marketplaceListings.$inferSelect;
type RecipientRow = typeof marketplaceRecipients.$inferSelect;
type QuoteRow = typeof marketplaceQuotes.$inferSelect;

/** Who answers for a recipient: the lender user in the product, or whoever holds the signed link. */
export interface Responder {
  userId: string | null;
  via: 'link' | 'product';
}

const disclosuresOf = (listing: ListingRow): Disclosures => ({
  share_borrower_name: listing.shareBorrowerName,
  share_borrower_contact: listing.shareBorrowerContact,
  share_street_address: listing.shareStreetAddress,
});

const staffName = (ctx: AuthContext) => [ctx.profile.first_name, ctx.profile.last_name].filter(Boolean).join(' ') || ctx.email;

/** The deal as the teaser sees it: its columns, and the credit score and exit strategy of its System note. */
async function dealFacts(db: Executor, deal: DealRow): Promise<DealFacts> {
  const [note] = await db
    .select({ text: dealNotes.noteText })
    .from(dealNotes)
    .where(and(eq(dealNotes.dealId, deal.id), eq(dealNotes.createdBy, 'System')))
    .orderBy(asc(dealNotes.createdAt))
    .limit(1);
  return {
    loan_amount: deal.loanAmount,
    ltv_ratio: deal.ltvRatio,
    purchase_price: deal.purchasePrice,
    loan_type: deal.loanType,
    loan_purpose: deal.loanPurpose,
    property_type: deal.propertyType,
    property_address: deal.propertyAddress,
    loan_term_months: deal.loanTermMonths,
    credit_score: note ? dealNoteValue(note.text, 'Credit Score') : null,
    exit_strategy: note ? dealNoteValue(note.text, 'Exit Strategy') : null,
    borrower_name: deal.borrowerName,
    borrower_first_name: deal.borrowerFirstName,
    borrower_last_name: deal.borrowerLastName,
    entity_name: deal.entityName,
    borrower_email: deal.borrowerEmail,
    borrower_phone: deal.borrowerPhone,
  };
}

async function dealOf(db: Executor, listing: ListingRow): Promise<DealRow> {
  const [deal] = await db.select().from(deals).where(and(eq(deals.id, listing.dealId), eq(deals.organizationId, listing.organizationId))).limit(1);
  if (!deal) throw notFound('Deal');
  return deal;
}

/** A listing of the caller's organization whose deal they may see, or 404. */
async function staffListing(db: Executor, ctx: AuthContext, id: string, lock = false): Promise<ListingRow> {
  const query = db
    .select()
    .from(marketplaceListings)
    .where(and(eq(marketplaceListings.id, id), eq(marketplaceListings.organizationId, ctx.organizationId)))
    .limit(1);
  const [listing] = lock ? await query.for('update') : await query;
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  await getVisibleDeal(db, ctx, listing.dealId);
  return listing;
}

function refuseLeaks(teaser: Teaser, facts: DealFacts, disclosures: Disclosures) {
  const leaks = teaserLeaks(teaser, facts, disclosures);
  if (leaks.length) throw new AppError('UNPROCESSABLE', leakMessage(leaks), { leaks });
}

// ---------------------------------------------------------------------------------------------
// Staff: create, edit, send, answer questions, compare and accept

export async function createListing(db: AppDatabase, ctx: AuthContext, dealId: string) {
  const deal = await getVisibleDeal(db, ctx, dealId);
  const teaser = buildTeaser(await dealFacts(db, deal));
  const listing = await db.transaction(async (tx) => {
    const [row] = await tx.insert(marketplaceListings).values({ organizationId: ctx.organizationId, dealId: deal.id, teaser, createdBy: ctx.userId }).returning();
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'marketplace_listing_created',
      tableName: 'marketplace_listings',
      recordId: row!.id,
      newValues: { teaser, status: 'draft' },
      metadata: { deal_id: deal.id },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'marketplace_listings', action: 'insert' });
    return row!;
  });
  return listingDetail(db, ctx, listing.id);
}

export async function updateListing(db: AppDatabase, ctx: AuthContext, id: string, input: ListingUpdateInput) {
  await db.transaction(async (tx) => {
    const listing = await staffListing(tx, ctx, id, true);
    if (listing.status === 'closed') throw new AppError('CONFLICT', 'This listing is closed; its teaser can no longer change.');
    const next = {
      teaser: input.teaser ?? (listing.teaser as Teaser),
      shareBorrowerName: input.share_borrower_name ?? listing.shareBorrowerName,
      shareBorrowerContact: input.share_borrower_contact ?? listing.shareBorrowerContact,
      shareStreetAddress: input.share_street_address ?? listing.shareStreetAddress,
    };
    // A listing already sent is read by its recipients as it is now: it may never start leaking.
    if (listing.status === 'open') {
      refuseLeaks(next.teaser, await dealFacts(tx, await dealOf(tx, listing)), {
        share_borrower_name: next.shareBorrowerName,
        share_borrower_contact: next.shareBorrowerContact,
        share_street_address: next.shareStreetAddress,
      });
    }
    const { oldValues, newValues, changed } = changedValues(listing as Record<string, unknown>, next);
    if (!changed) return;
    await tx.update(marketplaceListings).set({ ...next, updatedAt: new Date() }).where(eq(marketplaceListings.id, id));
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'marketplace_listing_updated',
      tableName: 'marketplace_listings',
      recordId: id,
      oldValues,
      newValues,
      metadata: { deal_id: listing.dealId },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'marketplace_listings', action: 'update' });
  });
  return listingDetail(db, ctx, id);
}

/** Lender contacts and active lender users of the organization: who a listing may be sent to. */
export async function capitalProviders(db: AppDatabase, ctx: AuthContext) {
  const lenderContacts = await db
    .select({ id: contacts.id, name: contacts.name, email: contacts.email, company: contacts.company })
    .from(contacts)
    .where(and(eq(contacts.organizationId, ctx.organizationId), sql`lower(${contacts.role}) = 'lender'`))
    .orderBy(asc(contacts.name));
  const lenderUsers = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email, company: profiles.company })
    .from(profiles)
    .where(and(eq(profiles.organizationId, ctx.organizationId), eq(profiles.role, 'lender'), eq(profiles.isActive, true)))
    .orderBy(asc(profiles.email));
  return {
    contacts: lenderContacts.map((c) => ({ id: c.id, name: c.name, email: c.email, company: c.company })),
    users: lenderUsers.map((u) => ({ id: u.id, name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email, email: u.email, company: u.company })),
  };
}

export async function sendListing(db: AppDatabase, services: MarketplaceServices, ctx: AuthContext, id: string, input: ListingSendInput) {
  const providers = await capitalProviders(db, ctx);
  const chosenContacts = input.contact_ids.map((cid) => {
    const found = providers.contacts.find((c) => c.id === cid);
    if (!found) throw new AppError('VALIDATION', 'Only contacts with the role Lender can receive a listing.');
    if (!found.email) throw new AppError('VALIDATION', `${found.name} has no email address to send the listing to.`);
    return { contactId: found.id, userId: null, name: found.name, email: found.email.toLowerCase() };
  });
  const chosenUsers = input.user_ids.map((uid) => {
    const found = providers.users.find((u) => u.id === uid);
    if (!found) throw new AppError('VALIDATION', 'Only active users with the role lender can receive a listing.');
    return { contactId: null, userId: found.id, name: found.name, email: found.email.toLowerCase() };
  });
  const linkExpiresAt = new Date(Date.now() + LISTING_LINK_DAYS * 24 * 3600 * 1000);
  const { listing, added } = await db.transaction(async (tx) => {
    const listing = await staffListing(tx, ctx, id, true);
    if (listing.status === 'closed') throw new AppError('CONFLICT', 'This listing is closed; it can no longer be sent.');
    refuseLeaks(listing.teaser as Teaser, await dealFacts(tx, await dealOf(tx, listing)), disclosuresOf(listing));
    const added = await tx
      .insert(marketplaceRecipients)
      .values([...chosenContacts, ...chosenUsers].map((r) => ({ ...r, organizationId: ctx.organizationId, listingId: id, linkExpiresAt })))
      .onConflictDoNothing()
      .returning();
    if (!added.length) throw new AppError('CONFLICT', 'This listing was sent to every provider chosen already.');
    await tx.update(marketplaceListings).set({ status: 'open', updatedAt: new Date() }).where(eq(marketplaceListings.id, id));
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'marketplace_listing_sent',
      tableName: 'marketplace_listings',
      recordId: id,
      oldValues: { status: listing.status },
      newValues: { status: 'open', recipients: added.map((r) => ({ name: r.name, email: r.email })) },
      metadata: { deal_id: listing.dealId },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'marketplace_listings', action: 'update' });
    return { listing, added };
  });
  const teaser = listing.teaser as Teaser;
  for (const recipient of added) {
    const link = recipient.userId
      ? `${services.publicUrl}/marketplace?listing=${recipient.id}`
      : `${services.publicUrl}/marketplace-listing?token=${sealExpiring(services.keyring, 'marketplace-listing', recipient.id, linkExpiresAt)}`;
    await services.mailer.send({
      to: recipient.email,
      subject: `Loan request: ${teaser.headline}`,
      text: `Hello ${recipient.name},\n\n${ctx.organization.name} invites you to quote on a loan: ${teaser.headline}.\n\nOpen it to read the details, ask questions, and send a quote or pass${recipient.userId ? '' : ` (the link works for ${LISTING_LINK_DAYS} days)`}:\n${link}\n\nThank you.`,
      kind: 'notification',
      organizationId: ctx.organizationId,
    });
  }
  return listingDetail(db, ctx, id);
}

export async function postStaffMessage(db: AppDatabase, services: MarketplaceServices, ctx: AuthContext, id: string, recipientId: string, body: string) {
  const recipient = await db.transaction(async (tx) => {
    const listing = await staffListing(tx, ctx, id);
    const [recipient] = await tx
      .select()
      .from(marketplaceRecipients)
      .where(and(eq(marketplaceRecipients.id, recipientId), eq(marketplaceRecipients.listingId, listing.id)))
      .limit(1);
    if (!recipient) throw notFound('Capital provider');
    await insertMessage(tx, listing, recipient, { authorKind: 'staff', authorName: staffName(ctx), userId: ctx.userId, body });
    return recipient;
  });
  await services.mailer.send({
    to: recipient.email,
    subject: 'An answer to your question on a loan request',
    text: `Hello ${recipient.name},\n\n${staffName(ctx)} answered:\n\n${body}\n\nOpen the listing from the link in the invitation to reply.`,
    kind: 'notification',
    organizationId: ctx.organizationId,
  });
  return listingDetail(db, ctx, id);
}

async function insertMessage(
  tx: Executor,
  listing: ListingRow,
  recipient: RecipientRow,
  message: { authorKind: 'staff' | 'lender'; authorName: string; userId: string | null; body: string },
) {
  const [row] = await tx.insert(marketplaceMessages).values({ ...message, organizationId: listing.organizationId, listingId: listing.id, recipientId: recipient.id }).returning();
  await createAuditEntry(tx, {
    organizationId: listing.organizationId,
    userId: message.userId,
    action: 'marketplace_message_posted',
    tableName: 'marketplace_messages',
    recordId: row!.id,
    newValues: { author: message.authorName, body: message.body },
    metadata: { deal_id: listing.dealId, listing_id: listing.id, recipient_id: recipient.id },
  });
  await publishChange(tx, { organizationId: listing.organizationId, table: 'marketplace_listings', action: 'update' });
}

const quoteTerms = (q: QuoteRow): QuoteTerms => ({
  rate_percent: q.ratePercent,
  points: q.points,
  term_months: q.termMonths,
  max_ltv_percent: q.maxLtvPercent,
  max_loan_amount: q.maxLoanAmount,
  fees: q.fees,
});

const DEAL_COLUMNS_PROPOSED = {
  loan_amount: 'loanAmount',
  interest_rate: 'interestRate',
  loan_term_months: 'loanTermMonths',
  loan_origination_fee: 'loanOriginationFee',
  monthly_payment_calculated: 'monthlyPaymentCalculated',
  ltv_ratio: 'ltvRatio',
  purchase_price: 'purchasePrice',
} as const satisfies Record<string, keyof DealRow>;

const dealTerms = (deal: DealRow) => ({
  loan_amount: deal.loanAmount,
  purchase_price: deal.purchasePrice,
  interest_rate: deal.interestRate,
  loan_term_months: deal.loanTermMonths,
  loan_origination_fee: deal.loanOriginationFee,
  monthly_payment_calculated: deal.monthlyPaymentCalculated,
  ltv_ratio: deal.ltvRatio,
});

/** The deal's values today of the fields a proposal changes: the card shows old → new. */
const currentValues = (deal: DealRow, changes: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(changes).map((field) => [field, deal[DEAL_COLUMNS_PROPOSED[field as keyof typeof DEAL_COLUMNS_PROPOSED]] ?? null]));

/**
 * Accepting a quote: the listing closes, the quote is accepted and the others declined, the lender is linked to
 * the deal as Lender, and the quote's terms wait as a proposed deal change for the accepting person to confirm.
 * The other recipients are told the listing is closed.
 */
export async function acceptQuote(db: AppDatabase, services: MarketplaceServices, ctx: AuthContext, quoteId: string) {
  const today = new Date().toISOString().slice(0, 10);
  const { listing, others } = await db.transaction(async (tx) => {
    const [quote] = await tx
      .select()
      .from(marketplaceQuotes)
      .where(and(eq(marketplaceQuotes.id, quoteId), eq(marketplaceQuotes.organizationId, ctx.organizationId)))
      .limit(1);
    if (!quote) throw notFound('Quote');
    const listing = await staffListing(tx, ctx, quote.listingId, true);
    if (listing.status === 'closed') throw new AppError('CONFLICT', 'This listing is closed already: a quote was accepted.');
    if (quote.expiresOn < today) throw new AppError('CONFLICT', `This quote expired on ${quote.expiresOn}; ask the lender for a new one.`);
    const [recipient] = await tx.select().from(marketplaceRecipients).where(eq(marketplaceRecipients.id, quote.recipientId)).limit(1);
    const deal = await dealOf(tx, listing);

    await tx.update(marketplaceQuotes).set({ status: 'accepted', updatedAt: new Date() }).where(eq(marketplaceQuotes.id, quote.id));
    await tx
      .update(marketplaceQuotes)
      .set({ status: 'declined', updatedAt: new Date() })
      .where(and(eq(marketplaceQuotes.listingId, listing.id), ne(marketplaceQuotes.id, quote.id)));
    await tx.update(marketplaceRecipients).set({ status: 'accepted' }).where(eq(marketplaceRecipients.id, recipient!.id));
    await tx
      .update(marketplaceRecipients)
      .set({ status: 'declined' })
      .where(and(eq(marketplaceRecipients.listingId, listing.id), ne(marketplaceRecipients.id, recipient!.id), ne(marketplaceRecipients.status, 'passed')));
    const lender = await lenderContact(tx, ctx, recipient!);
    await linkPartyIn(tx, ctx, deal.id, lender, 'Lender');

    const changes = dealChangesFromQuote(dealTerms(deal), quoteTerms(quote));
    const proposal = Object.keys(changes).length
      ? await proposeDealUpdate(tx, ctx, {
          deal: { id: deal.id, property_address: deal.propertyAddress, borrower_name: deal.borrowerName },
          description: `Change the loan terms to ${recipient!.name}'s accepted quote`,
          changes,
        })
      : null;
    await tx
      .update(marketplaceListings)
      .set({ status: 'closed', acceptedQuoteId: quote.id, confirmationId: proposal?.confirmationId ?? null, updatedAt: new Date() })
      .where(eq(marketplaceListings.id, listing.id));
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'marketplace_quote_accepted',
      tableName: 'marketplace_quotes',
      recordId: quote.id,
      oldValues: { status: quote.status, listing_status: listing.status },
      newValues: { status: 'accepted', listing_status: 'closed', lender: recipient!.name, proposed_changes: changes },
      metadata: { deal_id: deal.id, listing_id: listing.id },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'marketplace_listings', action: 'update' });
    const others = await tx
      .select()
      .from(marketplaceRecipients)
      .where(and(eq(marketplaceRecipients.listingId, listing.id), ne(marketplaceRecipients.id, recipient!.id)));
    return { listing, others };
  });
  const teaser = listing.teaser as Teaser;
  for (const other of others) {
    await services.mailer.send({
      to: other.email,
      subject: `Listing closed: ${teaser.headline}`,
      text: `Hello ${other.name},\n\nThe loan request "${teaser.headline}" is closed: the borrower went with another offer. Thank you for your time.`,
      kind: 'notification',
      organizationId: ctx.organizationId,
    });
  }
  return listingDetail(db, ctx, listing.id);
}

/** The contact a recipient is: their Lender contact, or for a lender user the contact of their account (made when missing). */
async function lenderContact(tx: Executor, ctx: AuthContext, recipient: RecipientRow) {
  if (recipient.contactId) {
    const [contact] = await tx.select().from(contacts).where(eq(contacts.id, recipient.contactId)).limit(1);
    if (contact) return contact;
  }
  if (recipient.userId) {
    const [own] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.organizationId, ctx.organizationId), eq(contacts.userId, recipient.userId)))
      .limit(1);
    if (own) return own;
  }
  const [created] = await tx
    .insert(contacts)
    .values({ organizationId: ctx.organizationId, name: recipient.name, role: 'Lender', email: recipient.email, userId: recipient.userId })
    .returning();
  await createAuditEntry(tx, {
    organizationId: ctx.organizationId,
    userId: ctx.userId,
    action: 'contact_created',
    tableName: 'contacts',
    recordId: created!.id,
    newValues: { name: created!.name, role: 'Lender', email: created!.email },
  });
  return created!;
}

/** The organization's listings (of one deal, or all), newest first, with their replies counted. */
export async function listListings(db: AppDatabase, ctx: AuthContext, dealId?: string) {
  if (dealId) await getVisibleDeal(db, ctx, dealId);
  const rows = await db
    .select({
      listing: marketplaceListings,
      propertyAddress: deals.propertyAddress,
      recipients: sql<number>`(select count(*)::int from marketplace_recipients r where r.listing_id = ${marketplaceListings.id})`,
      quotes: sql<number>`(select count(*)::int from marketplace_quotes q where q.listing_id = ${marketplaceListings.id})`,
      passes: sql<number>`(select count(*)::int from marketplace_recipients r where r.listing_id = ${marketplaceListings.id} and r.status = 'passed')`,
    })
    .from(marketplaceListings)
    .innerJoin(deals, eq(deals.id, marketplaceListings.dealId))
    .where(and(eq(marketplaceListings.organizationId, ctx.organizationId), dealId ? eq(marketplaceListings.dealId, dealId) : undefined))
    .orderBy(desc(marketplaceListings.createdAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.listing.id,
    deal_id: r.listing.dealId,
    property_address: r.propertyAddress,
    headline: (r.listing.teaser as Teaser).headline,
    status: r.listing.status,
    recipients: r.recipients,
    quotes: r.quotes,
    passes: r.passes,
    created_at: r.listing.createdAt.toISOString(),
  }));
}

/** Quotes received on the organization's listings, newest first, each with its cost over the term. */
export async function receivedQuotes(db: AppDatabase, ctx: AuthContext) {
  const rows = await db
    .select({ quote: marketplaceQuotes, lender: marketplaceRecipients.name, listing: marketplaceListings, deal: deals })
    .from(marketplaceQuotes)
    .innerJoin(marketplaceRecipients, eq(marketplaceRecipients.id, marketplaceQuotes.recipientId))
    .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplaceQuotes.listingId))
    .innerJoin(deals, eq(deals.id, marketplaceListings.dealId))
    .where(eq(marketplaceQuotes.organizationId, ctx.organizationId))
    .orderBy(desc(marketplaceQuotes.updatedAt))
    .limit(200);
  return rows.map((r) => ({
    ...quoteView(r.quote, r.lender),
    deal_id: r.deal.id,
    headline: (r.listing.teaser as Teaser).headline,
    cost: costOverTerm(quoteTerms(r.quote), r.deal.loanAmount, r.deal.purchasePrice),
  }));
}

const quoteView = (q: QuoteRow, lender: string) => ({
  id: q.id,
  recipient_id: q.recipientId,
  lender,
  ...quoteTerms(q),
  conditions: q.conditions,
  expires_on: q.expiresOn,
  status: q.status,
  updated_at: q.updatedAt.toISOString(),
});

async function threadsOf(db: Executor, listingId: string, recipientIds: string[]) {
  if (!recipientIds.length) return [];
  const rows = await db
    .select()
    .from(marketplaceMessages)
    .where(and(eq(marketplaceMessages.listingId, listingId), inArray(marketplaceMessages.recipientId, recipientIds)))
    .orderBy(asc(marketplaceMessages.createdAt));
  return rows.map((m) => ({ id: m.id, recipient_id: m.recipientId, author_kind: m.authorKind, author_name: m.authorName, body: m.body, created_at: m.createdAt.toISOString() }));
}

/** Everything the deal's Marketplace tab shows about one listing. */
export async function listingDetail(db: AppDatabase, ctx: AuthContext, id: string) {
  const listing = await staffListing(db, ctx, id);
  const deal = await dealOf(db, listing);
  const facts = await dealFacts(db, deal);
  const recipients = await db.select().from(marketplaceRecipients).where(eq(marketplaceRecipients.listingId, id)).orderBy(asc(marketplaceRecipients.createdAt));
  const quoteRows = await db.select().from(marketplaceQuotes).where(eq(marketplaceQuotes.listingId, id));
  const nameOf = new Map(recipients.map((r) => [r.id, r.name]));
  const quotes = quoteRows.map((q) => ({ ...quoteView(q, nameOf.get(q.recipientId) ?? ''), cost: costOverTerm(quoteTerms(q), deal.loanAmount, deal.purchasePrice) }));
  const ranking = rankByCost(quotes);
  const teaser = listing.teaser as Teaser;
  return {
    id: listing.id,
    deal_id: listing.dealId,
    property_address: deal.propertyAddress,
    status: listing.status,
    teaser,
    ...disclosuresOf(listing),
    leaks: teaserLeaks(teaser, facts, disclosuresOf(listing)),
    accepted_quote_id: listing.acceptedQuoteId,
    created_at: listing.createdAt.toISOString(),
    recipients: recipients.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      kind: r.userId ? ('user' as const) : ('contact' as const),
      status: r.status,
      pass_reason: r.passReason,
      responded_at: r.respondedAt?.toISOString() ?? null,
    })),
    quotes: ranking.map((qid) => quotes.find((q) => q.id === qid)!),
    messages: await threadsOf(db, id, recipients.map((r) => r.id)),
    pending_confirmation: await pendingConfirmation(db, ctx, listing, deal),
  };
}

/** The accepted quote's proposed deal change while it waits for its author's Confirm, with the deal's current values. */
async function pendingConfirmation(db: Executor, ctx: AuthContext, listing: ListingRow, deal: DealRow) {
  if (!listing.confirmationId) return null;
  const [row] = await db
    .select()
    .from(assistantConfirmations)
    .where(and(eq(assistantConfirmations.id, listing.confirmationId), eq(assistantConfirmations.userId, ctx.userId), eq(assistantConfirmations.status, 'pending')))
    .limit(1);
  if (!row || row.expiresAt <= new Date()) return null;
  const changes = row.changes as Record<string, number>;
  return {
    request: {
      confirmationId: row.id,
      dealInfo: { id: deal.id, property_address: deal.propertyAddress, borrower_name: deal.borrowerName },
      updateDescription: row.description,
      changes,
    },
    current: currentValues(deal, changes),
  };
}

// ---------------------------------------------------------------------------------------------
// Capital providers: by signed link, or as a lender user in the product

/** The recipient a signed link stands for, or the clear 403 for a forged, foreign or expired link. */
export async function recipientOfToken(db: Executor, keyring: Keyring, token: string | undefined): Promise<RecipientRow> {
  const opened = openExpiring(keyring, 'marketplace-listing', token);
  if (!opened) throw new AppError('FORBIDDEN', LISTING_LINK_INVALID);
  const [recipient] = await db.select().from(marketplaceRecipients).where(eq(marketplaceRecipients.id, opened.id)).limit(1);
  if (!recipient) throw new AppError('FORBIDDEN', LISTING_LINK_INVALID);
  if (opened.expired) throw new AppError('FORBIDDEN', LISTING_LINK_EXPIRED);
  return recipient;
}

/** A listing sent to this lender user; anyone else's answers 404. */
export async function recipientOfUser(db: Executor, ctx: AuthContext, recipientId: string): Promise<RecipientRow> {
  const [recipient] = await db
    .select()
    .from(marketplaceRecipients)
    .where(and(eq(marketplaceRecipients.id, recipientId), eq(marketplaceRecipients.organizationId, ctx.organizationId), eq(marketplaceRecipients.userId, ctx.userId)))
    .limit(1);
  if (!recipient) throw notFound(LISTING_NOT_FOUND);
  return recipient;
}

async function listingOfRecipient(db: Executor, recipient: RecipientRow, lock = false): Promise<ListingRow> {
  const query = db.select().from(marketplaceListings).where(eq(marketplaceListings.id, recipient.listingId)).limit(1);
  const [listing] = lock ? await query.for('update') : await query;
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  return listing;
}

/** What a capital provider sees: the shared teaser, the state of the listing, their own quote and thread. */
export async function recipientView(db: AppDatabase, answered: RecipientRow) {
  // Read again: the row may have changed since the caller's link or session was resolved (an answer just now).
  const [recipient = answered] = await db.select().from(marketplaceRecipients).where(eq(marketplaceRecipients.id, answered.id)).limit(1);
  const listing = await listingOfRecipient(db, recipient);
  const deal = await dealOf(db, listing);
  const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, listing.organizationId)).limit(1);
  const [quote] = await db.select().from(marketplaceQuotes).where(eq(marketplaceQuotes.recipientId, recipient.id)).limit(1);
  return {
    recipient_id: recipient.id,
    name: recipient.name,
    status: recipient.status,
    pass_reason: recipient.passReason,
    organization_name: organization?.name ?? '',
    listing_status: listing.status,
    listing: sharedListing(listing.teaser as Teaser, await dealFacts(db, deal), disclosuresOf(listing)),
    quote: quote ? quoteView(quote, recipient.name) : null,
    messages: await threadsOf(db, listing.id, [recipient.id]),
    sent_at: recipient.createdAt.toISOString(),
  };
}

/** Listings sent to this lender user, newest first. */
export async function lenderInbox(db: AppDatabase, ctx: AuthContext) {
  const rows = await db
    .select({ recipient: marketplaceRecipients, listing: marketplaceListings })
    .from(marketplaceRecipients)
    .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplaceRecipients.listingId))
    .where(and(eq(marketplaceRecipients.organizationId, ctx.organizationId), eq(marketplaceRecipients.userId, ctx.userId)))
    .orderBy(desc(marketplaceRecipients.createdAt))
    .limit(200);
  return rows.map((r) => ({
    recipient_id: r.recipient.id,
    headline: (r.listing.teaser as Teaser).headline,
    listing_status: r.listing.status,
    status: r.recipient.status,
    sent_at: r.recipient.createdAt.toISOString(),
  }));
}

/** Runs a capital provider's answer on an open listing, in one transaction with its audit entry. */
async function answer(db: AppDatabase, recipient: RecipientRow, work: (tx: Executor, listing: ListingRow) => Promise<void>) {
  await db.transaction(async (tx) => {
    const listing = await listingOfRecipient(tx, recipient, true);
    if (listing.status === 'closed') throw new AppError('CONFLICT', LISTING_CLOSED);
    await work(tx, listing);
    await publishChange(tx, { organizationId: listing.organizationId, table: 'marketplace_listings', action: 'update' });
  });
}

async function tellLister(db: AppDatabase, mailer: Mailer, recipient: RecipientRow, subject: string, text: string) {
  const listing = await listingOfRecipient(db, recipient);
  if (!listing.createdBy) return;
  const [creator] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, listing.createdBy)).limit(1);
  if (creator) await mailer.send({ to: creator.email, subject, text, kind: 'notification', organizationId: listing.organizationId });
}

export async function submitQuote(db: AppDatabase, mailer: Mailer, recipient: RecipientRow, responder: Responder, input: QuoteInput) {
  const values = {
    ratePercent: input.rate_percent,
    points: input.points,
    termMonths: input.term_months,
    maxLtvPercent: input.max_ltv_percent,
    maxLoanAmount: input.max_loan_amount,
    fees: input.fees,
    conditions: input.conditions,
    expiresOn: input.expires_on,
  };
  if (input.expires_on < new Date().toISOString().slice(0, 10)) throw new AppError('VALIDATION', 'The quote cannot expire in the past.');
  await answer(db, recipient, async (tx, listing) => {
    const [before] = await tx.select().from(marketplaceQuotes).where(eq(marketplaceQuotes.recipientId, recipient.id)).limit(1);
    const [quote] = await tx
      .insert(marketplaceQuotes)
      .values({ ...values, organizationId: listing.organizationId, listingId: listing.id, recipientId: recipient.id })
      .onConflictDoUpdate({ target: marketplaceQuotes.recipientId, set: { ...values, updatedAt: new Date() } })
      .returning();
    await tx.update(marketplaceRecipients).set({ status: 'quoted', passReason: null, respondedAt: new Date() }).where(eq(marketplaceRecipients.id, recipient.id));
    await createAuditEntry(tx, {
      organizationId: listing.organizationId,
      userId: responder.userId,
      action: before ? 'marketplace_quote_revised' : 'marketplace_quote_submitted',
      tableName: 'marketplace_quotes',
      recordId: quote!.id,
      oldValues: before ? quoteTerms(before) : null,
      newValues: { ...quoteTerms(quote!), conditions: quote!.conditions, expires_on: quote!.expiresOn },
      metadata: { deal_id: listing.dealId, listing_id: listing.id, by: recipient.email, via: responder.via },
    });
  });
  await tellLister(db, mailer, recipient, `${recipient.name} sent a quote`, `${recipient.name} quoted ${input.rate_percent}% and ${input.points} points for ${input.term_months} months. Open the deal's Marketplace tab to compare quotes.`);
}

export async function passListing(db: AppDatabase, mailer: Mailer, recipient: RecipientRow, responder: Responder, reason: string) {
  await answer(db, recipient, async (tx, listing) => {
    await tx.delete(marketplaceQuotes).where(eq(marketplaceQuotes.recipientId, recipient.id));
    await tx.update(marketplaceRecipients).set({ status: 'passed', passReason: reason, respondedAt: new Date() }).where(eq(marketplaceRecipients.id, recipient.id));
    await createAuditEntry(tx, {
      organizationId: listing.organizationId,
      userId: responder.userId,
      action: 'marketplace_listing_passed',
      tableName: 'marketplace_recipients',
      recordId: recipient.id,
      oldValues: { status: recipient.status },
      newValues: { status: 'passed', pass_reason: reason },
      metadata: { deal_id: listing.dealId, listing_id: listing.id, by: recipient.email, via: responder.via },
    });
  });
  await tellLister(db, mailer, recipient, `${recipient.name} passed`, `${recipient.name} passed on the listing: ${reason}`);
}

export async function postLenderMessage(db: AppDatabase, mailer: Mailer, recipient: RecipientRow, responder: Responder, body: string) {
  await answer(db, recipient, (tx, listing) => insertMessage(tx, listing, recipient, { authorKind: 'lender', authorName: recipient.name, userId: responder.userId, body }));
  await tellLister(db, mailer, recipient, `${recipient.name} asked a question`, `${recipient.name} asked:\n\n${body}\n\nAnswer it in the deal's Marketplace tab.`);
}
