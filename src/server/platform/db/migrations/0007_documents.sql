CREATE TABLE "file_annotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"file_kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"annotations" jsonb NOT NULL,
	"saved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_annotations_kind_check" CHECK ("file_annotations"."file_kind" in ('deal', 'inquiry'))
);
--> statement-breakpoint
ALTER TABLE "deal_files" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_files" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_annotations" ADD CONSTRAINT "file_annotations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_annotations" ADD CONSTRAINT "file_annotations_saved_by_auth_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_annotations_file_version_key" ON "file_annotations" USING btree ("file_kind","file_id","version");--> statement-breakpoint
CREATE INDEX "deal_files_org_created_idx" ON "deal_files" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_files_org_created_idx" ON "inquiry_files" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A file's annotations go with it, whether the file is deleted itself or with its deal or inquiry.
CREATE FUNCTION "file_annotations_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "file_annotations" WHERE "file_kind" = TG_ARGV[0] AND "file_id" = OLD."id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "deal_files_forget_annotations" AFTER DELETE ON "deal_files" FOR EACH ROW EXECUTE FUNCTION "file_annotations_forget"('deal');--> statement-breakpoint
CREATE TRIGGER "inquiry_files_forget_annotations" AFTER DELETE ON "inquiry_files" FOR EACH ROW EXECUTE FUNCTION "file_annotations_forget"('inquiry');
