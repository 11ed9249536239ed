CREATE TABLE "checklist_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"loan_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_status_check";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "checklists_seeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_time" time;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "kind" text DEFAULT 'task' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "condition_stage" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "deal_file_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completed_by" text;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_templates_org_name_key" ON "checklist_templates" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_deal_file_id_deal_files_id_fk" FOREIGN KEY ("deal_file_id") REFERENCES "public"."deal_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completed_by_auth_user_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_org_due_idx" ON "tasks" USING btree ("organization_id","due_date");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_kind_check" CHECK ("tasks"."kind" in ('task', 'condition', 'follow_up'));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_condition_stage_check" CHECK (("tasks"."kind" = 'condition') = ("tasks"."condition_stage" is not null) and ("tasks"."condition_stage" is null or "tasks"."condition_stage" in ('prior_to_documents', 'prior_to_closing', 'prior_to_funding')));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_waived_check" CHECK ("tasks"."status" <> 'waived' or "tasks"."kind" = 'condition');--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('open', 'in_progress', 'done', 'waived'));