CREATE TABLE "marketplace_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"deal_id" text NOT NULL,
	"teaser" jsonb NOT NULL,
	"share_borrower_name" boolean DEFAULT false NOT NULL,
	"share_borrower_contact" boolean DEFAULT false NOT NULL,
	"share_street_address" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"accepted_quote_id" uuid,
	"confirmation_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_listings_status_check" CHECK ("marketplace_listings"."status" in ('draft', 'open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "marketplace_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"author_kind" text NOT NULL,
	"author_name" text NOT NULL,
	"user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "marketplace_messages_author_check" CHECK ("marketplace_messages"."author_kind" in ('lender', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "marketplace_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"rate_percent" numeric(7, 4) NOT NULL,
	"points" numeric(6, 3) NOT NULL,
	"term_months" integer NOT NULL,
	"max_ltv_percent" numeric(6, 2),
	"max_loan_amount" numeric(14, 2),
	"fees" numeric(14, 2) DEFAULT 0 NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"expires_on" date NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_quotes_status_check" CHECK ("marketplace_quotes"."status" in ('submitted', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "marketplace_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"contact_id" uuid,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"pass_reason" text,
	"link_expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_recipients_status_check" CHECK ("marketplace_recipients"."status" in ('sent', 'quoted', 'passed', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_confirmation_id_assistant_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "public"."assistant_confirmations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_messages" ADD CONSTRAINT "marketplace_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_messages" ADD CONSTRAINT "marketplace_messages_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_messages" ADD CONSTRAINT "marketplace_messages_recipient_id_marketplace_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."marketplace_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_messages" ADD CONSTRAINT "marketplace_messages_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_quotes" ADD CONSTRAINT "marketplace_quotes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_quotes" ADD CONSTRAINT "marketplace_quotes_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_quotes" ADD CONSTRAINT "marketplace_quotes_recipient_id_marketplace_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."marketplace_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_recipients" ADD CONSTRAINT "marketplace_recipients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_recipients" ADD CONSTRAINT "marketplace_recipients_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_recipients" ADD CONSTRAINT "marketplace_recipients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_recipients" ADD CONSTRAINT "marketplace_recipients_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_listings_org_created_idx" ON "marketplace_listings" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_listings_deal_idx" ON "marketplace_listings" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "marketplace_messages_thread_idx" ON "marketplace_messages" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_quotes_recipient_key" ON "marketplace_quotes" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "marketplace_quotes_listing_idx" ON "marketplace_quotes" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_recipients_listing_email_key" ON "marketplace_recipients" USING btree ("listing_id",lower("email"));--> statement-breakpoint
CREATE INDEX "marketplace_recipients_user_idx" ON "marketplace_recipients" USING btree ("user_id");