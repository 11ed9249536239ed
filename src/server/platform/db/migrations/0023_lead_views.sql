CREATE TABLE "lead_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"mode" text DEFAULT 'table' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_views_mode_check" CHECK ("lead_views"."mode" in ('table','board'))
);
--> statement-breakpoint
ALTER TABLE "lead_views" ADD CONSTRAINT "lead_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_views" ADD CONSTRAINT "lead_views_owner_id_auth_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_views_owner_name_idx" ON "lead_views" USING btree ("organization_id","owner_id",lower("name"));--> statement-breakpoint
-- A bounce now has its own exit rule: sequences that exited on an unsubscribe (which used to cover bounces) keep doing so.
UPDATE "sequences" SET "exit_on" = array_append("exit_on", 'bounced') WHERE 'unsubscribed' = any("exit_on") AND NOT 'bounced' = any("exit_on");
