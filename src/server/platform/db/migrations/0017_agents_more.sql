ALTER TABLE "agent_actions" DROP CONSTRAINT "agent_actions_action_check";--> statement-breakpoint
ALTER TABLE "pending_file_uploads" ADD COLUMN "email_subject" text;--> statement-breakpoint
ALTER TABLE "pending_file_uploads" ADD COLUMN "email_text" text;--> statement-breakpoint
ALTER TABLE "agent_actions" ADD CONSTRAINT "agent_actions_action_check" CHECK ("agent_actions"."action" in ('task_created', 'change_proposed', 'mail_drafted', 'mail_queued', 'deal_suggested'));