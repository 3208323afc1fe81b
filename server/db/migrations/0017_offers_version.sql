-- Custom SQL migration file, put your code below! --
-- candidates.offers_version moves on every write that can change what a candidate's offers list
-- shows (server/domain/offer-list.ts reads offers, their companies, senders and coffee chats). The
-- API answers 304, or a list it built before, while the version and the next expiry are unchanged:
-- a write missed here would leave a candidate looking at an old list.
CREATE FUNCTION bump_offers_version(candidate_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE candidates SET offers_version = offers_version + 1 WHERE id = ANY(candidate_ids);
$$;
--> statement-breakpoint
CREATE FUNCTION offers_bump_offers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_offers_version(ARRAY[NEW.candidate_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_offers_version(ARRAY[OLD.candidate_id]);
  ELSE
    PERFORM bump_offers_version(ARRAY(SELECT DISTINCT unnest(ARRAY[OLD.candidate_id, NEW.candidate_id])));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offers_bump_offers_version AFTER INSERT OR UPDATE OR DELETE ON offers
  FOR EACH ROW EXECUTE FUNCTION offers_bump_offers_version();
--> statement-breakpoint
-- A card shows its coffee chat's id: the candidate of the offer the chat belongs to.
CREATE FUNCTION coffeechats_bump_offers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_offers_version(ARRAY(SELECT candidate_id FROM offers WHERE id = NEW.offer_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_offers_version(ARRAY(SELECT candidate_id FROM offers WHERE id = OLD.offer_id));
  ELSE
    PERFORM bump_offers_version(ARRAY(SELECT DISTINCT candidate_id FROM offers WHERE id IN (OLD.offer_id, NEW.offer_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER coffeechats_bump_offers_version AFTER INSERT OR UPDATE OF id, offer_id OR DELETE ON coffeechats
  FOR EACH ROW EXECUTE FUNCTION coffeechats_bump_offers_version();
--> statement-breakpoint
-- A card shows its company's name, logo and domain: every candidate with an offer from it.
CREATE FUNCTION companies_bump_offers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_offers_version(ARRAY(SELECT DISTINCT candidate_id FROM offers WHERE company_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_bump_offers_version AFTER UPDATE OF name, logo_path, domain ON companies
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.logo_path IS DISTINCT FROM NEW.logo_path OR OLD.domain IS DISTINCT FROM NEW.domain)
  EXECUTE FUNCTION companies_bump_offers_version();
--> statement-breakpoint
-- A card shows whether an agent or operator sent it, and then their name: every candidate with an
-- offer from that sender. Renames are rare; offers has no index on sender_id, so this reads them all.
CREATE FUNCTION biz_accounts_bump_offers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_offers_version(ARRAY(SELECT DISTINCT candidate_id FROM offers WHERE sender_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER biz_accounts_bump_offers_version AFTER UPDATE OF name, role ON biz_accounts
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION biz_accounts_bump_offers_version();
