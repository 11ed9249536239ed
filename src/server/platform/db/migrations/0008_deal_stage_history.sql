-- The two-letter state at the end of a US address ("…, Austin, TX 78701", "…, Austin Texas", "…, Miami, FL"),
-- or null. Immutable, so deals.property_state is a stored generated column every write path keeps.
CREATE FUNCTION us_state_code(address text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  tail text := lower(regexp_replace(coalesce(address, ''), '[\s,]*(usa|u\.s\.a\.|united states( of america)?)?[\s.]*$', '', 'i'));
  found text[];
BEGIN
  -- A code after a comma, or before a ZIP code ("12 Oak Ct" alone is a street, not Connecticut).
  found := regexp_match(tail, '(?:,\s*([a-z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?|\s([a-z]{2})\.?,?\s+\d{5}(?:-\d{4})?)$');
  IF found IS NOT NULL AND upper(coalesce(found[1], found[2])) IN ('AL','AK','AZ','AR','CA','CO','CT','DE','DC','FL','GA','HI','ID','IL','IN','IA','KS','KY','LA','ME','MD','MA','MI','MN','MS','MO','MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR','PA','PR','RI','SC','SD','TN','TX','UT','VT','VA','WA','WV','WI','WY') THEN
    RETURN upper(coalesce(found[1], found[2]));
  END IF;
  found := regexp_match(tail, '(?:^|[\s,])(district of columbia|north carolina|south carolina|massachusetts|new hampshire|west virginia|north dakota|pennsylvania|rhode island|south dakota|connecticut|mississippi|puerto rico|california|new jersey|new mexico|washington|louisiana|minnesota|tennessee|wisconsin|arkansas|colorado|delaware|illinois|kentucky|maryland|michigan|missouri|nebraska|new york|oklahoma|virginia|alabama|arizona|florida|georgia|indiana|montana|vermont|wyoming|alaska|hawaii|kansas|nevada|oregon|idaho|maine|texas|iowa|ohio|utah)\.?,?(?:\s+\d{5}(?:-\d{4})?)?$');
  RETURN CASE found[1]
    WHEN 'alabama' THEN 'AL'
    WHEN 'alaska' THEN 'AK'
    WHEN 'arizona' THEN 'AZ'
    WHEN 'arkansas' THEN 'AR'
    WHEN 'california' THEN 'CA'
    WHEN 'colorado' THEN 'CO'
    WHEN 'connecticut' THEN 'CT'
    WHEN 'delaware' THEN 'DE'
    WHEN 'district of columbia' THEN 'DC'
    WHEN 'florida' THEN 'FL'
    WHEN 'georgia' THEN 'GA'
    WHEN 'hawaii' THEN 'HI'
    WHEN 'idaho' THEN 'ID'
    WHEN 'illinois' THEN 'IL'
    WHEN 'indiana' THEN 'IN'
    WHEN 'iowa' THEN 'IA'
    WHEN 'kansas' THEN 'KS'
    WHEN 'kentucky' THEN 'KY'
    WHEN 'louisiana' THEN 'LA'
    WHEN 'maine' THEN 'ME'
    WHEN 'maryland' THEN 'MD'
    WHEN 'massachusetts' THEN 'MA'
    WHEN 'michigan' THEN 'MI'
    WHEN 'minnesota' THEN 'MN'
    WHEN 'mississippi' THEN 'MS'
    WHEN 'missouri' THEN 'MO'
    WHEN 'montana' THEN 'MT'
    WHEN 'nebraska' THEN 'NE'
    WHEN 'nevada' THEN 'NV'
    WHEN 'new hampshire' THEN 'NH'
    WHEN 'new jersey' THEN 'NJ'
    WHEN 'new mexico' THEN 'NM'
    WHEN 'new york' THEN 'NY'
    WHEN 'north carolina' THEN 'NC'
    WHEN 'north dakota' THEN 'ND'
    WHEN 'ohio' THEN 'OH'
    WHEN 'oklahoma' THEN 'OK'
    WHEN 'oregon' THEN 'OR'
    WHEN 'pennsylvania' THEN 'PA'
    WHEN 'puerto rico' THEN 'PR'
    WHEN 'rhode island' THEN 'RI'
    WHEN 'south carolina' THEN 'SC'
    WHEN 'south dakota' THEN 'SD'
    WHEN 'tennessee' THEN 'TN'
    WHEN 'texas' THEN 'TX'
    WHEN 'utah' THEN 'UT'
    WHEN 'vermont' THEN 'VT'
    WHEN 'virginia' THEN 'VA'
    WHEN 'washington' THEN 'WA'
    WHEN 'west virginia' THEN 'WV'
    WHEN 'wisconsin' THEN 'WI'
    WHEN 'wyoming' THEN 'WY'
  END;
END;
$$;--> statement-breakpoint
CREATE TABLE "deal_stage_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"deal_id" text NOT NULL,
	"stage" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"next_stage" text
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "property_state" text GENERATED ALWAYS AS (us_state_code(property_address)) STORED;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_stage_history" ADD CONSTRAINT "deal_stage_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_history" ADD CONSTRAINT "deal_stage_history_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_stage_history_org_entered_idx" ON "deal_stage_history" USING btree ("organization_id","entered_at");--> statement-breakpoint
CREATE INDEX "deal_stage_history_deal_idx" ON "deal_stage_history" USING btree ("deal_id","entered_at");--> statement-breakpoint
CREATE INDEX "deals_org_application_idx" ON "deals" USING btree ("organization_id","application_date");--> statement-breakpoint
CREATE INDEX "deals_org_status_changed_idx" ON "deals" USING btree ("organization_id","status","status_changed_at");;--> statement-breakpoint
-- Deals made before the history existed start it where they are now.
UPDATE deals SET stage_entered_at = created_at,
  status_changed_at = CASE WHEN status IN ('Closed', 'Dead') THEN greatest(updated_at, created_at) ELSE created_at END;--> statement-breakpoint
INSERT INTO deal_stage_history (organization_id, deal_id, stage, entered_at)
  SELECT organization_id, id, stage, stage_entered_at FROM deals;--> statement-breakpoint
-- Whatever path moves a deal (the deal form, the assistant, an approved borrower update, an import), the
-- dates of its stage and status follow, and each stay in a stage is recorded.
CREATE FUNCTION deals_stamp_stage_and_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.stage_entered_at := NEW.created_at;
    NEW.status_changed_at := NEW.created_at;
  ELSE
    IF NEW.stage IS DISTINCT FROM OLD.stage THEN NEW.stage_entered_at := now(); END IF;
    IF NEW.status IS DISTINCT FROM OLD.status THEN NEW.status_changed_at := now(); END IF;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER deals_stamp_stage_and_status BEFORE INSERT OR UPDATE OF stage, status ON deals
  FOR EACH ROW EXECUTE FUNCTION deals_stamp_stage_and_status();--> statement-breakpoint
CREATE FUNCTION deal_stage_history_record() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.stage IS NOT DISTINCT FROM OLD.stage THEN RETURN NULL; END IF;
    UPDATE deal_stage_history SET left_at = NEW.stage_entered_at, next_stage = NEW.stage
      WHERE deal_id = NEW.id AND left_at IS NULL;
  END IF;
  INSERT INTO deal_stage_history (organization_id, deal_id, stage, entered_at)
    VALUES (NEW.organization_id, NEW.id, NEW.stage, NEW.stage_entered_at);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER deals_record_stage_history AFTER INSERT OR UPDATE OF stage ON deals
  FOR EACH ROW EXECUTE FUNCTION deal_stage_history_record();
