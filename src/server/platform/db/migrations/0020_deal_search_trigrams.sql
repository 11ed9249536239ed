-- The deal list's search (ILIKE '%…%' on id, borrower name, property address and borrower e-mail) reads
-- trigram indexes instead of every deal of the organization. pg_trgm ships with PostgreSQL (a trusted
-- extension: the database owner may create it); the embedded database loads it (platform/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "deals_id_trgm_idx" ON "deals" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_borrower_name_trgm_idx" ON "deals" USING gin ("borrower_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_property_address_trgm_idx" ON "deals" USING gin ("property_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_borrower_email_trgm_idx" ON "deals" USING gin ("borrower_email" gin_trgm_ops);