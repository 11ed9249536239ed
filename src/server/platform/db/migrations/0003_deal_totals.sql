CREATE TABLE "deal_totals" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"deal_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_totals" ADD CONSTRAINT "deal_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept exact in the writing transaction: statement-level triggers add what an INSERT brought and subtract
-- what a DELETE took, per organization (a bulk import is one update per organization, not per row).
CREATE FUNCTION deal_totals_add_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deal_totals (organization_id, deal_count)
    SELECT organization_id, count(*) FROM inserted_deals GROUP BY organization_id
  ON CONFLICT (organization_id) DO UPDATE SET deal_count = deal_totals.deal_count + excluded.deal_count;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION deal_totals_subtract_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE deal_totals SET deal_count = deal_totals.deal_count - gone.n
    FROM (SELECT organization_id, count(*) AS n FROM deleted_deals GROUP BY organization_id) gone
    WHERE deal_totals.organization_id = gone.organization_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION deal_totals_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM deal_totals;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A deal never changes organization (the totals, the audit trail and every link assume it).
CREATE FUNCTION deals_refuse_organization_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a deal cannot move to another organization' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER deals_count_inserted AFTER INSERT ON deals REFERENCING NEW TABLE AS inserted_deals FOR EACH STATEMENT EXECUTE FUNCTION deal_totals_add_inserted();--> statement-breakpoint
CREATE TRIGGER deals_count_deleted AFTER DELETE ON deals REFERENCING OLD TABLE AS deleted_deals FOR EACH STATEMENT EXECUTE FUNCTION deal_totals_subtract_deleted();--> statement-breakpoint
CREATE TRIGGER deals_count_truncated AFTER TRUNCATE ON deals FOR EACH STATEMENT EXECUTE FUNCTION deal_totals_reset();--> statement-breakpoint
CREATE TRIGGER deals_stay_in_organization BEFORE UPDATE OF organization_id ON deals FOR EACH ROW
  WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id) EXECUTE FUNCTION deals_refuse_organization_change();--> statement-breakpoint
INSERT INTO deal_totals (organization_id, deal_count) SELECT organization_id, count(*) FROM deals GROUP BY organization_id;
