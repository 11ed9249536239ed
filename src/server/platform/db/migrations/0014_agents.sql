CREATE TABLE "agent_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"subject_key" text NOT NULL,
	"deal_id" text,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_actions_action_check" CHECK ("agent_actions"."action" in ('task_created', 'change_proposed'))
);
--> statement-breakpoint
CREATE TABLE "agent_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"digest" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "agent_runs_trigger_check" CHECK ("agent_runs"."trigger" in ('schedule', 'manual')),
	CONSTRAINT "agent_runs_status_check" CHECK ("agent_runs"."status" in ('completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"interval_minutes" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"acting_user_id" text,
	"next_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_organization_id_kind_pk" PRIMARY KEY("organization_id","kind")
);
--> statement-breakpoint
ALTER TABLE "assistant_confirmations" ADD COLUMN "agent_action_id" uuid;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_run_id_agent_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD CONSTRAINT "agent_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_acting_user_id_auth_user_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_actions_run_idx" ON "agent_actions" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_actions_subject_key" ON "agent_actions" USING btree ("organization_id","kind","subject_key");--> statement-breakpoint
CREATE INDEX "agent_runs_org_kind_idx" ON "agent_runs" USING btree ("organization_id","kind","started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "assistant_confirmations" ADD CONSTRAINT "assistant_confirmations_agent_action_id_agent_actions_id_fk" FOREIGN KEY ("agent_action_id") REFERENCES "public"."agent_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_confirmations_agent_idx" ON "assistant_confirmations" USING btree ("organization_id","status") WHERE "assistant_confirmations"."agent_action_id" is not null;