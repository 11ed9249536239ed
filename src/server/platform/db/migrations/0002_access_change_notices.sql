-- Every change to who a signed-in caller is (their session, account, profile or organization) is announced
-- on 'lender_os_access_changes', delivered on commit to every app instance, which then forgets what it
-- had cached about that user or organization (src/server/auth/session-cache.ts, decision 0003).
CREATE OR REPLACE FUNCTION announce_access_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'organizations' THEN
    PERFORM pg_notify('lender_os_access_changes', 'organization:' || changed.id);
  ELSIF TG_TABLE_NAME = 'auth_session' THEN
    PERFORM pg_notify('lender_os_access_changes', 'user:' || changed.user_id);
  ELSE
    -- auth_user and profiles share the user's id.
    PERFORM pg_notify('lender_os_access_changes', 'user:' || changed.id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER auth_session_access_change AFTER UPDATE OR DELETE ON auth_session FOR EACH ROW EXECUTE FUNCTION announce_access_change();--> statement-breakpoint
CREATE TRIGGER auth_user_access_change AFTER UPDATE OR DELETE ON auth_user FOR EACH ROW EXECUTE FUNCTION announce_access_change();--> statement-breakpoint
CREATE TRIGGER profiles_access_change AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION announce_access_change();--> statement-breakpoint
CREATE TRIGGER organizations_access_change AFTER UPDATE OR DELETE ON organizations FOR EACH ROW EXECUTE FUNCTION announce_access_change();--> statement-breakpoint
-- Truncation (tests, restores) forgets everything.
CREATE OR REPLACE FUNCTION announce_access_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lender_os_access_changes', 'all');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER auth_session_access_reset AFTER TRUNCATE ON auth_session FOR EACH STATEMENT EXECUTE FUNCTION announce_access_reset();--> statement-breakpoint
CREATE TRIGGER auth_user_access_reset AFTER TRUNCATE ON auth_user FOR EACH STATEMENT EXECUTE FUNCTION announce_access_reset();--> statement-breakpoint
CREATE TRIGGER profiles_access_reset AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION announce_access_reset();--> statement-breakpoint
CREATE TRIGGER organizations_access_reset AFTER TRUNCATE ON organizations FOR EACH STATEMENT EXECUTE FUNCTION announce_access_reset();
