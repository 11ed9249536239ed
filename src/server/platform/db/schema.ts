// The whole database in one file: better-auth's tables, then the business tables of SPEC §3.
// Every business row carries organization_id; every query is scoped by it (DESIGN §4).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChecklistItem } from '../../../core/tasks.js';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const orgId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id);

// ---------------------------------------------------------------------------------------------
// Organizations

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    // Unique across organizations so that deal ids ({prefix}-{YYYYMMDD}-{NN}) are globally unique.
    dealIdPrefix: text('deal_id_prefix').notNull(),
    registrationMode: text('registration_mode').notNull().default('open'),
    // How new leads get an owner: 'manual' (whoever creates them picks) or 'round_robin' among active loan officers.
    leadAssignment: text('lead_assignment').notNull().default('manual'),
    isDefault: boolean('is_default').notNull().default(false),
    // Set once the default condition checklists were given: deleting them all later must not bring them back.
    checklistsSeededAt: timestamp('checklists_seeded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organizations_deal_id_prefix_key').on(t.dealIdPrefix),
    check('organizations_registration_mode_check', sql`${t.registrationMode} in ('open', 'invite_only')`),
    check('organizations_lead_assignment_check', sql`${t.leadAssignment} in ('manual', 'round_robin')`),
    check('organizations_deal_id_prefix_check', sql`${t.dealIdPrefix} ~ '^[A-Z0-9]{2,8}$'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// better-auth (field names are the library's; columns are ours)

export const user = pgTable('auth_user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'auth_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true, mode: 'date' }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true, mode: 'date' }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'auth_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_verification_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable(
  'auth_two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('auth_two_factor_user_id_idx').on(t.userId), index('auth_two_factor_secret_idx').on(t.secret)],
);

export const rateLimit = pgTable('auth_rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// People

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    organizationId: orgId(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role').notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    phone: text('phone'),
    company: text('company'),
    profilePictureUrl: text('profile_picture_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_organization_id_idx').on(t.organizationId),
    index('profiles_email_lower_idx').on(sql`lower(${t.email})`),
    check(
      'profiles_role_check',
      sql`${t.role} in ('super_admin','admin','loan_officer','lender','broker','real_estate_agent','escrow_officer','title_officer','borrower','user')`,
    ),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    // Null for the one-time setup invitation of a fresh install, which any address may accept.
    email: text('email'),
    role: text('role').notNull(),
    // Only the SHA-256 of the token is stored; the token itself travels in the invitation link.
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_org_email_idx').on(t.organizationId, sql`lower(${t.email})`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Deals

export const dealStages = pgTable(
  'deal_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deal_stages_org_name_key').on(t.organizationId, t.name),
    index('deal_stages_org_position_idx').on(t.organizationId, t.position),
  ],
);

/**
 * Last number handed out per organization and key ('deal:2026-11-22' for deal ids, 'loan:2026' for loan
 * numbers). Allocation is an upsert inside the creating transaction; the row lock serialises concurrent
 * creates on every app instance.
 */
export const counters = pgTable(
  'counters',
  {
    organizationId: orgId(),
    key: text('key').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.key] })],
);

/**
 * How many deals each organization has, kept exact by triggers on deals (migration 0003) so that the
 * deals list's total needs no count over every deal.
 */
export const dealTotals = pgTable('deal_totals', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  dealCount: integer('deal_count').notNull(),
});

export const deals = pgTable(
  'deals',
  {
    id: text('id').primaryKey(),
    organizationId: orgId(),
    sequence: integer('sequence').notNull(),
    borrowerName: text('borrower_name').notNull(),
    propertyAddress: text('property_address').notNull(),
    loanAmount: money('loan_amount').notNull(),
    loanType: text('loan_type').notNull(),
    stage: text('stage').notNull().default('Structure'),
    status: text('status').notNull().default('Active'),
    applicationDate: date('application_date', { mode: 'string' }).notNull().defaultNow(),
    borrowerType: text('borrower_type'),
    borrowerFirstName: text('borrower_first_name'),
    borrowerLastName: text('borrower_last_name'),
    borrowerPhone: text('borrower_phone'),
    borrowerEmail: text('borrower_email'),
    entityName: text('entity_name'),
    entityType: text('entity_type'),
    authorizedSignatoryName: text('authorized_signatory_name'),
    authorizedSignatoryTitle: text('authorized_signatory_title'),
    ein: text('ein'),
    propertyType: text('property_type'),
    loanPurpose: text('loan_purpose'),
    loanTermMonths: integer('loan_term_months'),
    interestRate: numeric('interest_rate', { precision: 7, scale: 4, mode: 'number' }),
    purchasePrice: money('purchase_price'),
    ltvRatio: numeric('ltv_ratio', { precision: 9, scale: 2, mode: 'number' }),
    monthlyPaymentCalculated: money('monthly_payment_calculated'),
    estimatedClosingDate: date('estimated_closing_date', { mode: 'string' }),
    loanOriginationFee: money('loan_origination_fee'),
    loanDiscountFee: money('loan_discount_fee'),
    brokerFee: money('broker_fee'),
    loanDocFee: money('loan_doc_fee'),
    adminFee: money('admin_fee'),
    processingFee: money('processing_fee'),
    // The state of the property's address, for analytics by geography (us_state_code in migration 0010).
    propertyState: text('property_state').generatedAlwaysAs(sql`us_state_code(property_address)`),
    // Kept by triggers (migration 0010): when the deal entered its stage, and when its status last changed —
    // for a Closed deal the day it funded, for a Dead one the day it was lost.
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    assignedOfficerId: text('assigned_officer_id').references(() => user.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deals_org_day_sequence_key').on(t.organizationId, t.applicationDate, t.sequence),
    index('deals_id_pattern_idx').on(sql`${t.id} text_pattern_ops`),
    index('deals_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    index('deals_org_stage_idx').on(t.organizationId, t.stage),
    index('deals_org_status_idx').on(t.organizationId, t.status),
    index('deals_org_closing_idx').on(t.organizationId, t.estimatedClosingDate),
    index('deals_org_officer_idx').on(t.organizationId, t.assignedOfficerId),
    index('deals_org_application_idx').on(t.organizationId, t.applicationDate),
    index('deals_org_status_changed_idx').on(t.organizationId, t.status, t.statusChangedAt),
    index('deals_borrower_email_lower_idx').on(t.organizationId, sql`lower(${t.borrowerEmail})`),
    // The list's search (q, ILIKE '%…%' on these four columns): trigram indexes (pg_trgm, migration 0020)
    // find the matching rows of a term of three characters or more without reading every deal.
    index('deals_id_trgm_idx').using('gin', t.id.op('gin_trgm_ops')),
    index('deals_borrower_name_trgm_idx').using('gin', t.borrowerName.op('gin_trgm_ops')),
    index('deals_property_address_trgm_idx').using('gin', t.propertyAddress.op('gin_trgm_ops')),
    index('deals_borrower_email_trgm_idx').using('gin', t.borrowerEmail.op('gin_trgm_ops')),
    check('deals_loan_amount_check', sql`${t.loanAmount} > 0`),
    check('deals_status_check', sql`${t.status} in ('Active', 'On Hold', 'Closed', 'Dead')`),
  ],
);

/**
 * Each stay of a deal in a stage: when it entered, when it left and for which stage. Written by triggers on
 * deals (migration 0010) whatever path moved it — the history behind conversion and days in stage.
 */
export const dealStageHistory = pgTable(
  'deal_stage_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: orgId(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true, mode: 'date' }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true, mode: 'date' }),
    nextStage: text('next_stage'),
    // The stay's length in days, as flow's median reads it (migration 0019): computed once on write, not per read.
    stayDays: doublePrecision('stay_days').generatedAlwaysAs(sql`extract(epoch from left_at - entered_at) / 86400`),
    // Whether the deal is funded (status Closed) now, kept by triggers (migration 0022) so flow counts the funded
    // stays, and keeps deal_stage_moves exact, without looking up the deal.
    dealClosed: boolean('deal_closed').notNull().default(false),
  },
  (t) => [
    index('deal_stage_history_org_entered_idx').on(t.organizationId, t.enteredAt),
    index('deal_stage_history_deal_idx').on(t.dealId, t.enteredAt),
    // Flow's medians read the finished stays of a period from this index alone (migration 0022).
    index('deal_stage_history_org_entered_left_idx')
      .on(t.organizationId, t.enteredAt, t.stage, t.stayDays)
      .where(sql`${t.leftAt} is not null`),
  ],
);

/**
 * The stays of deal_stage_history counted per month they began (in the database's time zone), stage, next stage
 * and whether the deal is funded: the unfiltered flow of a period of whole months reads a few hundred rows
 * instead of every stay. Kept exact by triggers on deal_stage_history (migration 0022) whatever writes it.
 */
export const dealStageMoves = pgTable(
  'deal_stage_moves',
  {
    organizationId: orgId(),
    month: date('month', { mode: 'string' }).notNull(),
    stage: text('stage').notNull(),
    nextStage: text('next_stage'),
    funded: boolean('funded').notNull(),
    stays: integer('stays').notNull(),
  },
  (t) => [unique('deal_stage_moves_key').on(t.organizationId, t.month, t.stage, t.nextStage, t.funded).nullsNotDistinct()],
);

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    role: text('role').notNull().default('Borrower'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    dealsCount: integer('deals_count').notNull().default(0),
    totalVolume: money('total_volume').notNull().default(0),
    lastDeal: date('last_deal', { mode: 'string' }),
    // The sign-in account this contact is, when an outside party has one: links grant deal access.
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contacts_org_email_lower_idx').on(t.organizationId, sql`lower(${t.email})`),
    index('contacts_org_phone_idx').on(t.organizationId, t.phone),
    index('contacts_org_name_lower_idx').on(t.organizationId, sql`lower(${t.name})`),
    index('contacts_user_id_idx').on(t.userId),
  ],
);

export const dealContacts = pgTable(
  'deal_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    contactRole: text('contact_role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deal_contacts_deal_contact_role_key').on(t.dealId, t.contactId, t.contactRole),
    index('deal_contacts_contact_idx').on(t.contactId),
    // A deal's first broker (analytics' source), read in order without a sort (migration 0019).
    index('deal_contacts_org_broker_idx').on(t.organizationId, t.dealId, t.createdAt, t.id).where(sql`${t.contactRole} = 'Broker'`),
  ],
);

export const dealNotes = pgTable(
  'deal_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    noteText: text('note_text').notNull(),
    createdBy: text('created_by').notNull(),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('deal_notes_deal_created_idx').on(t.dealId, t.createdAt.desc())],
);

export const dealFiles = pgTable(
  'deal_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    description: text('description'),
    /** The Documents library's category (core/schemas/library.ts), set by the user. */
    category: text('category').notNull().default('other'),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('deal_files_deal_idx').on(t.dealId, t.createdAt.desc()),
    index('deal_files_org_created_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Review queues

export const pendingFileUploads = pgTable(
  'pending_file_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    dealId: text('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    emailFrom: text('email_from'),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    // The message the file came with, for inbound triage to find its deal (subject, then the first of the text).
    emailSubject: text('email_subject'),
    emailText: text('email_text'),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_file_uploads_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    index('pending_file_uploads_org_status_idx').on(t.organizationId, t.status),
    check('pending_file_uploads_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const emailProcessingLog = pgTable(
  'email_processing_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    messageId: text('message_id'),
    emailFrom: text('email_from'),
    subject: text('subject'),
    status: text('status').notNull(),
    dealId: text('deal_id'),
    attachmentCount: integer('attachment_count').notNull().default(0),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('email_processing_log_org_created_idx').on(t.organizationId, t.createdAt.desc())],
);

export const borrowerUpdateRequests = pgTable(
  'borrower_update_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    borrowerEmail: text('borrower_email').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('borrower_update_requests_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    index('borrower_update_requests_deal_idx').on(t.dealId),
    check('borrower_update_requests_status_check', sql`${t.status} in ('pending', 'submitted', 'completed')`),
  ],
);

export const borrowerUpdateSubmissions = pgTable(
  'borrower_update_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => borrowerUpdateRequests.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending_review'),
    submittedData: jsonb('submitted_data').notNull(),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewNotes: text('review_notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('borrower_update_submissions_request_idx').on(t.requestId),
    index('borrower_update_submissions_org_status_idx').on(t.organizationId, t.status),
    check(
      'borrower_update_submissions_status_check',
      sql`${t.status} in ('pending_review', 'approved', 'rejected')`,
    ),
  ],
);

/** The inquiry data fields, shared by pending_inquiries and inquiries (SPEC §3). */
const inquiryDataColumns = () => ({
  borrowerName: text('borrower_name'),
  borrowerEmail: text('borrower_email'),
  borrowerPhone: text('borrower_phone'),
  propertyAddress: text('property_address'),
  loanAmount: money('loan_amount'),
  propertyValue: money('property_value'),
  currentMarketValue: money('current_market_value'),
  loanType: text('loan_type'),
  loanTermMonths: integer('loan_term_months'),
  interestRate: numeric('interest_rate', { precision: 7, scale: 4, mode: 'number' }),
  loanPurpose: text('loan_purpose'),
  exitStrategy: text('exit_strategy'),
  creditScore: integer('credit_score'),
  prepaymentPenalty: text('prepayment_penalty'),
  referralSource: text('referral_source'),
  referralContactInfo: text('referral_contact_info'),
  notes: text('notes'),
});

export const pendingInquiries = pgTable(
  'pending_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    ...inquiryDataColumns(),
    processingStatus: text('processing_status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    inquiryId: uuid('inquiry_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_inquiries_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    index('pending_inquiries_org_status_idx').on(t.organizationId, t.processingStatus),
    check('pending_inquiries_status_check', sql`${t.processingStatus} in ('pending', 'approved', 'rejected')`),
  ],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    ...inquiryDataColumns(),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_org_created_idx').on(t.organizationId, t.createdAt.desc())],
);

export const pendingInquiryAttachments = pgTable(
  'pending_inquiry_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    pendingInquiryId: uuid('pending_inquiry_id')
      .notNull()
      .references(() => pendingInquiries.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    status: text('status').notNull().default('pending'),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('pending_inquiry_attachments_inquiry_idx').on(t.pendingInquiryId)],
);

export const inquiryFiles = pgTable(
  'inquiry_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    description: text('description'),
    category: text('category').notNull().default('other'),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_files_inquiry_idx').on(t.inquiryId), index('inquiry_files_org_created_idx').on(t.organizationId, t.createdAt.desc())],
);

/**
 * The annotations of a stored PDF (free text, highlight, ink, redaction) and its page rotations, one row per
 * saved version, each written into its own PDF beside the original (annotatedKey): a save never
 * overwrites, so every earlier markup stays readable. `file_id` is a deal_files or inquiry_files id (by
 * `file_kind`); the rows go with their file.
 */
export const fileAnnotations = pgTable(
  'file_annotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    fileKind: text('file_kind').notNull(),
    fileId: uuid('file_id').notNull(),
    version: integer('version').notNull(),
    annotations: jsonb('annotations').notNull(),
    /** Pages turned in this version, as [{ page, degrees }] added to each page's own rotation. */
    pageRotations: jsonb('page_rotations').notNull().default([]),
    savedBy: text('saved_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('file_annotations_file_version_key').on(t.fileKind, t.fileId, t.version),
    check('file_annotations_kind_check', sql`${t.fileKind} in ('deal', 'inquiry')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Work

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    title: text('title').notNull(),
    description: text('description'),
    // A calendar date and an optional wall-clock time: "due Friday" or "due Friday 17:00" where the team works.
    dueDate: date('due_date', { mode: 'string' }),
    dueTime: time('due_time'),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    kind: text('kind').notNull().default('task'),
    conditionStage: text('condition_stage'),
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    dealId: text('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    // The deal file that satisfies a condition (uploaded by the borrower or staff).
    dealFileId: uuid('deal_file_id').references(() => dealFiles.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    completedBy: text('completed_by').references(() => user.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_org_assignee_status_idx').on(t.organizationId, t.assigneeId, t.status),
    index('tasks_deal_idx').on(t.dealId),
    index('tasks_org_due_idx').on(t.organizationId, t.dueDate),
    check('tasks_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    check('tasks_status_check', sql`${t.status} in ('open', 'in_progress', 'done', 'waived')`),
    check('tasks_kind_check', sql`${t.kind} in ('task', 'condition', 'follow_up')`),
    check(
      'tasks_condition_stage_check',
      sql`(${t.kind} = 'condition') = (${t.conditionStage} is not null) and (${t.conditionStage} is null or ${t.conditionStage} in ('prior_to_documents', 'prior_to_closing', 'prior_to_funding'))`,
    ),
    check('tasks_waived_check', sql`${t.status} <> 'waived' or ${t.kind} = 'condition'`),
  ],
);

/** Per-organization condition checklists (Settings), applied to a deal as condition tasks. */
export const checklistTemplates = pgTable(
  'checklist_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    loanTypes: jsonb('loan_types').$type<string[]>().notNull().default([]),
    // Validated by checklistTemplateSchema on every write; applied as a whole, edited as a whole.
    items: jsonb('items').$type<ChecklistItem[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('checklist_templates_org_name_key').on(t.organizationId, sql`lower(${t.name})`)],
);

// ---------------------------------------------------------------------------------------------
// Audit and mail

/** Append-only: a trigger in the migrations refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id').references(() => organizations.id),
    userId: text('user_id'),
    action: text('action').notNull(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id'),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    metadata: jsonb('metadata'),
    timestamp: timestamp('timestamp', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_org_timestamp_idx').on(t.organizationId, t.timestamp.desc()),
    index('audit_log_org_action_idx').on(t.organizationId, t.action),
    index('audit_log_org_table_idx').on(t.organizationId, t.tableName),
    index('audit_log_org_user_idx').on(t.organizationId, t.userId),
    index('audit_log_record_idx').on(t.tableName, t.recordId),
  ],
);

/** The outbox: every outgoing mail is recorded here, its links hidden (platform/mail.ts). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_created_idx').on(sql`lower(${t.to})`, t.createdAt.desc())],
);

// ---------------------------------------------------------------------------------------------
// AI assistant

/** The assistant conversation, per user and session (SPEC §3 chat message); survives a reload. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: orgId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** documentAnalysis, queryType, updatePerformed, requiresConfirmation, confirmationRequest. */
    extras: jsonb('extras'),
    createdAt: createdAt(),
  },
  (t) => [
    index('assistant_messages_user_session_idx').on(t.userId, t.sessionId, t.id),
    check('assistant_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
  ],
);

/** A change the assistant proposed, waiting for the person's confirmation or cancellation (SPEC §4 confirmation flow). */
export const assistantConfirmations = pgTable(
  'assistant_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // Set when an AI agent proposed the change (its approvals queue); any staff member may then approve it.
    agentActionId: uuid('agent_action_id').references(() => agentActions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('assistant_confirmations_user_idx').on(t.userId, t.status),
    index('assistant_confirmations_agent_idx').on(t.organizationId, t.status).where(sql`${t.agentActionId} is not null`),
    check('assistant_confirmations_status_check', sql`${t.status} in ('pending', 'applied', 'cancelled')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Leads (issue 19): prospective borrowers before they are contacts with a deal.

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    company: text('company'),
    email: text('email'),
    phone: text('phone'),
    source: text('source').notNull(),
    loanType: text('loan_type'),
    loanAmount: money('loan_amount'),
    propertyAddress: text('property_address'),
    timeline: text('timeline'),
    ownerId: text('owner_id').references(() => profiles.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('new'),
    lostReason: text('lost_reason'),
    score: integer('score').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    nextFollowUp: date('next_follow_up', { mode: 'string' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    dealId: text('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_org_status_idx').on(t.organizationId, t.status),
    index('leads_org_owner_idx').on(t.organizationId, t.ownerId),
    index('leads_org_email_lower_idx').on(t.organizationId, sql`lower(${t.email})`),
    index('leads_org_phone_idx').on(t.organizationId, t.phone),
    index('leads_org_name_lower_idx').on(t.organizationId, sql`lower(${t.name})`),
    check('leads_status_check', sql`${t.status} in ('new','contacted','qualified','application_sent','converted','lost')`),
    check('leads_lost_reason_check', sql`${t.status} <> 'lost' or ${t.lostReason} is not null`),
    check('leads_score_check', sql`${t.score} between 0 and 100`),
  ],
);

export const leadActivities = pgTable(
  'lead_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // clock_timestamp, not now(): entries written in one transaction (a call, then the status change it
    // caused) keep their order on the timeline.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('lead_activities_lead_idx').on(t.leadId, t.createdAt),
    check('lead_activities_kind_check', sql`${t.kind} in ('call','email','note','status_change','assignment','created','converted')`),
  ],
);

/**
 * A Leads page view saved under a name: its filters, search, sort and table or board. Personal to whoever
 * saved it; an administrator may share one with the whole organization.
 */
export const leadViews = pgTable(
  'lead_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** { q?, status?, source?, owner_id?, tag?, sort? } as the Leads page's list query. */
    filters: jsonb('filters').notNull(),
    mode: text('mode').notNull().default('table'),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lead_views_owner_name_idx').on(t.organizationId, t.ownerId, sql`lower(${t.name})`),
    check('lead_views_mode_check', sql`${t.mode} in ('table','board')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Marketplace (issue 20): a deal shopped to capital providers as an anonymised teaser.

/** A deal's teaser and what it may disclose; draft until sent, closed once a quote is accepted. */
export const marketplaceListings = pgTable(
  'marketplace_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    dealId: text('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    teaser: jsonb('teaser').notNull(),
    shareBorrowerName: boolean('share_borrower_name').notNull().default(false),
    shareBorrowerContact: boolean('share_borrower_contact').notNull().default(false),
    shareStreetAddress: boolean('share_street_address').notNull().default(false),
    status: text('status').notNull().default('draft'),
    acceptedQuoteId: uuid('accepted_quote_id'),
    // The deal changes accepting proposed, waiting in the assistant's confirmation flow.
    confirmationId: uuid('confirmation_id').references(() => assistantConfirmations.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('marketplace_listings_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    index('marketplace_listings_deal_idx').on(t.dealId),
    check('marketplace_listings_status_check', sql`${t.status} in ('draft', 'open', 'closed')`),
  ],
);

/** A capital provider a listing was sent to: a Lender contact (by signed link) or a lender user (in the product). */
export const marketplaceRecipients = pgTable(
  'marketplace_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().default('sent'),
    passReason: text('pass_reason'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('marketplace_recipients_listing_email_key').on(t.listingId, sql`lower(${t.email})`),
    index('marketplace_recipients_user_idx').on(t.userId),
    check('marketplace_recipients_status_check', sql`${t.status} in ('sent', 'quoted', 'passed', 'accepted', 'declined')`),
  ],
);

/** A recipient's quote; one per recipient, revised in place while the listing is open. */
export const marketplaceQuotes = pgTable(
  'marketplace_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => marketplaceRecipients.id, { onDelete: 'cascade' }),
    ratePercent: numeric('rate_percent', { precision: 7, scale: 4, mode: 'number' }).notNull(),
    points: numeric('points', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    termMonths: integer('term_months').notNull(),
    maxLtvPercent: numeric('max_ltv_percent', { precision: 6, scale: 2, mode: 'number' }),
    maxLoanAmount: money('max_loan_amount'),
    fees: money('fees').notNull().default(0),
    conditions: text('conditions').notNull().default(''),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('submitted'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('marketplace_quotes_recipient_key').on(t.recipientId),
    index('marketplace_quotes_listing_idx').on(t.listingId),
    check('marketplace_quotes_status_check', sql`${t.status} in ('submitted', 'accepted', 'declined')`),
  ],
);

/** Questions and answers on a listing, threaded per recipient. */
export const marketplaceMessages = pgTable(
  'marketplace_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => marketplaceRecipients.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind').notNull(),
    authorName: text('author_name').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('marketplace_messages_thread_idx').on(t.recipientId, t.createdAt),
    check('marketplace_messages_author_check', sql`${t.authorKind} in ('lender', 'staff')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Background jobs (src/server/platform/jobs): a durable queue claimed with FOR UPDATE SKIP LOCKED.

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    singletonKey: text('singleton_key'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    uniqueIndex('jobs_singleton_idx').on(t.name, t.singletonKey).where(sql`${t.singletonKey} is not null and ${t.state} in ('queued','active')`),
    check('jobs_state_check', sql`${t.state} in ('queued','active','completed','failed')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Growth: e-mail templates, nurture sequences, campaigns, the mail they send and who unsubscribed.

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('email_templates_org_idx').on(t.organizationId, t.name)],
);

export const sequences = pgTable(
  'sequences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    /** { kind: 'manual' } | { kind: 'status', status } | { kind: 'tag', tag } */
    enrolRule: jsonb('enrol_rule').notNull(),
    exitOn: text('exit_on').array().notNull().default(sql`'{}'::text[]`),
    /** Ordered steps: email (template_id), wait (days), task (title, due_in_days), status (status). */
    steps: jsonb('steps').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sequences_org_idx').on(t.organizationId), check('sequences_status_check', sql`${t.status} in ('active','paused')`)],
);

export const sequenceEnrollments = pgTable(
  'sequence_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    currentStep: integer('current_step').notNull().default(0),
    nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }),
    exitReason: text('exit_reason'),
    enrolledBy: text('enrolled_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sequence_enrollments_lead_idx').on(t.sequenceId, t.leadId),
    index('sequence_enrollments_org_lead_idx').on(t.organizationId, t.leadId),
    check('sequence_enrollments_status_check', sql`${t.status} in ('active','paused','completed','exited')`),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => emailTemplates.id),
    /** The saved lead filter: { status?, source?, owner_id?, tag?, q? } */
    audience: jsonb('audience').notNull(),
    status: text('status').notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    suppressed: integer('suppressed').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaigns_org_idx').on(t.organizationId, t.createdAt), check('campaigns_status_check', sql`${t.status} in ('draft','scheduled','sending','sent','cancelled')`)],
);

/** One marketing e-mail to one person (a campaign recipient or a sequence step), with what became of it. */
export const outreachEmails = pgTable(
  'outreach_emails',
  {
    id: uuid('id').primaryKey(),
    organizationId: orgId(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    enrollmentId: uuid('enrollment_id').references(() => sequenceEnrollments.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
    clickedAt: timestamp('clicked_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    // A campaign sent to contacts names the contact (lead_id is then null).
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    bouncedAt: timestamp('bounced_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outreach_emails_campaign_idx').on(t.campaignId, t.status),
    index('outreach_emails_org_email_idx').on(t.organizationId, sql`lower(${t.email})`),
    check('outreach_emails_status_check', sql`${t.status} in ('queued','sent','failed','bounced','opened','clicked','unsubscribed')`),
  ],
);

/** Addresses that asked to hear nothing more from the organization: never mailed again. */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    organizationId: orgId(),
    email: text('email').notNull(),
    outreachEmailId: uuid('outreach_email_id').references(() => outreachEmails.id, { onDelete: 'set null' }),
    // Why the address is suppressed: the person unsubscribed, or mail to it bounced for good.
    reason: text('reason').notNull().default('unsubscribed'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.email] }), check('email_unsubscribes_reason_check', sql`${t.reason} in ('unsubscribed','bounced')`)],
);

// ---------------------------------------------------------------------------------------------
// AI agents: per-organization automations run by the job queue, with a log of every run and action.

/** One row per organization and agent kind: its switch, schedule and settings (the scope lives in settings). */
export const agents = pgTable(
  'agents',
  {
    organizationId: orgId(),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    intervalMinutes: integer('interval_minutes').notNull(),
    settings: jsonb('settings').notNull(),
    // The person on whose behalf the agent acts (who last configured it): tasks and proposals name them.
    actingUserId: text('acting_user_id').references(() => user.id, { onDelete: 'set null' }),
    // The scheduled run that is current; a queued job for another moment is stale and does nothing.
    nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind] })],
);

export const agentRuns = pgTable(
  'agent_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    kind: text('kind').notNull(),
    trigger: text('trigger').notNull(),
    status: text('status').notNull().default('completed'),
    summary: text('summary').notNull().default(''),
    // The digest of the run: one line per deal or item it looked at and acted on.
    digest: jsonb('digest').notNull().default([]),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('agent_runs_org_kind_idx').on(t.organizationId, t.kind, t.startedAt.desc()),
    check('agent_runs_trigger_check', sql`${t.trigger} in ('schedule', 'manual')`),
    check('agent_runs_status_check', sql`${t.status} in ('completed', 'failed')`),
  ],
);

/** Every action an agent took, with its reason; subject_key makes an action happen once per subject. */
export const agentActions = pgTable(
  'agent_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    runId: uuid('run_id')
      .notNull()
      .references(() => agentRuns.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    subjectKey: text('subject_key').notNull(),
    dealId: text('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('agent_actions_run_idx').on(t.runId),
    uniqueIndex('agent_actions_subject_key').on(t.organizationId, t.kind, t.subjectKey),
    check('agent_actions_action_check', sql`${t.action} in ('task_created', 'change_proposed', 'mail_drafted', 'mail_queued', 'deal_suggested')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Plans and billing (issue 20)

/**
 * An organization's plan and its Stripe subscription. No row means the free plan (or, without Stripe, the
 * self-hosted product with no limits); rows are written by organization sign-up and the Stripe webhooks.
 */
export const organizationSubscriptions = pgTable(
  'organization_subscriptions',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id),
    plan: text('plan').notNull().default('starter'),
    billingInterval: text('billing_interval'),
    // Stripe's subscription status (active, trialing, past_due, canceled, …) while a paid plan runs.
    status: text('status').notNull().default('active'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organization_subscriptions_customer_key').on(t.stripeCustomerId),
    check('organization_subscriptions_plan_check', sql`${t.plan} in ('starter','professional','enterprise')`),
    check('organization_subscriptions_interval_check', sql`${t.billingInterval} is null or ${t.billingInterval} in ('month','year')`),
  ],
);

/** One row per document analysed: the monthly quota of document analyses counts these. */
export const documentAnalysisRuns = pgTable(
  'document_analysis_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_analysis_runs_org_created_idx').on(t.organizationId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Prospecting (issue 19): imported lists of people who are not leads yet (property owners, investors,
// brokers), scored by visible rules, converted into leads or added to a sequence.

export const prospectLists = pgTable(
  'prospect_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('prospect_lists_org_idx').on(t.organizationId, t.createdAt)],
);

export const prospects = pgTable(
  'prospects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    listId: uuid('list_id')
      .notNull()
      .references(() => prospectLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company'),
    email: text('email'),
    phone: text('phone'),
    kind: text('kind').notNull(),
    propertyAddress: text('property_address'),
    propertyCount: integer('property_count').notNull().default(0),
    dealCount: integer('deal_count').notNull().default(0),
    lastActivity: date('last_activity', { mode: 'string' }),
    notes: text('notes'),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    convertedAt: timestamp('converted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('prospects_org_list_idx').on(t.organizationId, t.listId),
    index('prospects_org_email_lower_idx').on(t.organizationId, sql`lower(${t.email})`),
    check('prospects_kind_check', sql`${t.kind} in ('property_owner','investor','broker')`),
    check('prospects_counts_check', sql`${t.propertyCount} >= 0 and ${t.dealCount} >= 0`),
  ],
);
