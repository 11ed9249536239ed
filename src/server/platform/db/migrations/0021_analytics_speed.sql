-- Analytics at 50,000 deals (issue 18): the length of each stay in a stage is stored with it (flow's median sorts it
-- without computing it per row), and a deal's first broker is read in index order (people's sources).
ALTER TABLE "deal_stage_history" ADD COLUMN "stay_days" double precision GENERATED ALWAYS AS (extract(epoch from left_at - entered_at) / 86400) STORED;--> statement-breakpoint
CREATE INDEX "deal_contacts_org_broker_idx" ON "deal_contacts" USING btree ("organization_id","deal_id","created_at","id") WHERE "deal_contacts"."contact_role" = 'Broker';