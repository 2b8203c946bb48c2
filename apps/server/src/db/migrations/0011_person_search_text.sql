DROP INDEX "person_emails_search_idx";--> statement-breakpoint
DROP INDEX "persons_search_idx";--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(family_name) || ' ' || lower(given_name)) STORED;--> statement-breakpoint
CREATE FUNCTION person_search_text(person_id integer, given_name text, family_name text, civic_number text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(given_name || ' ' || family_name || ' ' || coalesce(civic_number, '') || coalesce(
    (SELECT ' ' || string_agg(e.email, ' ' ORDER BY e.id) FROM person_emails e WHERE e.person_id = $1), ''))
$$;--> statement-breakpoint
CREATE FUNCTION persons_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := person_search_text(NEW.id, NEW.given_name, NEW.family_name, NEW.civic_number);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER persons_search_text BEFORE INSERT OR UPDATE OF given_name, family_name, civic_number, search_text
  ON persons FOR EACH ROW EXECUTE FUNCTION persons_set_search_text();--> statement-breakpoint
CREATE FUNCTION person_emails_refresh_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Writing search_text makes the row trigger above compute it afresh.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE persons SET search_text = '' WHERE id IN (SELECT DISTINCT person_id FROM new_rows);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE persons SET search_text = '' WHERE id IN (SELECT DISTINCT person_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER person_emails_search_text_insert AFTER INSERT ON person_emails
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION person_emails_refresh_search_text();--> statement-breakpoint
CREATE TRIGGER person_emails_search_text_update AFTER UPDATE ON person_emails
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION person_emails_refresh_search_text();--> statement-breakpoint
CREATE TRIGGER person_emails_search_text_delete AFTER DELETE ON person_emails
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION person_emails_refresh_search_text();--> statement-breakpoint
UPDATE persons SET search_text = '';--> statement-breakpoint
CREATE INDEX "persons_search_text_idx" ON "persons" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_ids_system_id_idx" ON "system_ids" USING btree ("system_id");