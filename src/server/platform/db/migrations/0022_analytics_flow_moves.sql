-- Analytics flow at 50,000 deals (issue 18): each stay in a stage knows whether its deal is funded now, and the
-- stays are counted per month, stage, next stage and funded in deal_stage_moves, kept exact by triggers on
-- every write of the history (a stage change, a status change to or from Closed, a deleted deal).
CREATE TABLE "deal_stage_moves" (
	"organization_id" uuid NOT NULL,
	"month" date NOT NULL,
	"stage" text NOT NULL,
	"next_stage" text,
	"funded" boolean NOT NULL,
	"stays" integer NOT NULL,
	CONSTRAINT "deal_stage_moves_key" UNIQUE NULLS NOT DISTINCT("organization_id","month","stage","next_stage","funded")
);
--> statement-breakpoint
ALTER TABLE "deal_stage_history" ADD COLUMN "deal_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_stage_moves" ADD CONSTRAINT "deal_stage_moves_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_stage_history_org_entered_left_idx" ON "deal_stage_history" USING btree ("organization_id","entered_at","stage","stay_days") WHERE "deal_stage_history"."left_at" is not null;--> statement-breakpoint
UPDATE deal_stage_history h SET deal_closed = true FROM deals d WHERE d.id = h.deal_id AND d.status = 'Closed';--> statement-breakpoint
INSERT INTO deal_stage_moves (organization_id, month, stage, next_stage, funded, stays)
  SELECT organization_id, date_trunc('month', entered_at)::date, stage, next_stage, deal_closed, count(*)
  FROM deal_stage_history GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- A new stay takes its deal's status; a deal funded or unfunded carries all its stays with it.
CREATE FUNCTION deal_stage_history_stamp_closed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.deal_closed := coalesce((SELECT status = 'Closed' FROM deals WHERE id = NEW.deal_id), false);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER deal_stage_history_stamp_closed BEFORE INSERT ON deal_stage_history
  FOR EACH ROW EXECUTE FUNCTION deal_stage_history_stamp_closed();--> statement-breakpoint
CREATE FUNCTION deals_carry_closed_to_history() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE deal_stage_history SET deal_closed = (NEW.status = 'Closed') WHERE deal_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER deals_carry_closed_to_history AFTER UPDATE OF status ON deals
  FOR EACH ROW WHEN ((OLD.status = 'Closed') IS DISTINCT FROM (NEW.status = 'Closed'))
  EXECUTE FUNCTION deals_carry_closed_to_history();--> statement-breakpoint
-- The counts follow every statement on the history: the rows it removed are taken off, the rows it wrote added,
-- in key order so that concurrent writers lock the shared counts in the same order. A count may fall to 0 (a stay
-- that left its stage moves to its next stage's key); readers skip those.
CREATE FUNCTION deal_stage_moves_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS change FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS change FROM old_rows'
    ELSE 'SELECT *, -1 AS change FROM old_rows UNION ALL SELECT *, 1 FROM new_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO deal_stage_moves AS m (organization_id, month, stage, next_stage, funded, stays)
      SELECT organization_id, date_trunc('month', entered_at)::date, stage, next_stage, deal_closed, sum(change)
      FROM (%s) c GROUP BY 1, 2, 3, 4, 5 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ON CONSTRAINT deal_stage_moves_key DO UPDATE SET stays = m.stays + excluded.stays
  $sql$, changes);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER deal_stage_moves_insert AFTER INSERT ON deal_stage_history REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_stage_moves_apply();--> statement-breakpoint
CREATE TRIGGER deal_stage_moves_update AFTER UPDATE ON deal_stage_history REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_stage_moves_apply();--> statement-breakpoint
CREATE TRIGGER deal_stage_moves_delete AFTER DELETE ON deal_stage_history REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_stage_moves_apply();
