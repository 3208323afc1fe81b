-- Custom SQL migration file, put your code below! --
-- A card shows its offer's revision (offer-list.ts): its candidate's list changes with it.
CREATE FUNCTION offer_revisions_bump_offers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_offers_version(ARRAY[OLD.candidate_id]);
  ELSE
    PERFORM bump_offers_version(ARRAY[NEW.candidate_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offer_revisions_bump_offers_version AFTER INSERT OR UPDATE OR DELETE ON offer_revisions
  FOR EACH ROW EXECUTE FUNCTION offer_revisions_bump_offers_version();
