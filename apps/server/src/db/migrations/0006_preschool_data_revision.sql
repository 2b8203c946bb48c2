CREATE TABLE "preschool_data_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" uuid NOT NULL,
	CONSTRAINT "preschool_data_revision_single_row" CHECK ("preschool_data_revision"."id" = 1)
);
--> statement-breakpoint
-- Every statement that writes a table an overview is made of gives the data a new revision. The trigger
-- runs before the statement, so a transaction takes the revision row's lock before any row it writes:
-- two saves wait for each other instead of deadlocking. The revision commits with the data, so a
-- reader that reads the revision before the data never keeps old data under a new revision.
CREATE FUNCTION "preschool_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "preschool_data_revision" ("id", "revision") VALUES (1, gen_random_uuid())
  ON CONFLICT ("id") DO UPDATE SET "revision" = excluded."revision";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "preschool_children_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "preschool_children"
  FOR EACH STATEMENT EXECUTE FUNCTION "preschool_data_changed"();--> statement-breakpoint
CREATE TRIGGER "preschool_guardians_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "preschool_guardians"
  FOR EACH STATEMENT EXECUTE FUNCTION "preschool_data_changed"();--> statement-breakpoint
CREATE TRIGGER "preschool_child_guardians_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "preschool_child_guardians"
  FOR EACH STATEMENT EXECUTE FUNCTION "preschool_data_changed"();--> statement-breakpoint
CREATE TRIGGER "preschool_care_periods_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "preschool_care_periods"
  FOR EACH STATEMENT EXECUTE FUNCTION "preschool_data_changed"();--> statement-breakpoint
CREATE TRIGGER "preschool_invoices_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "preschool_invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "preschool_data_changed"();--> statement-breakpoint
INSERT INTO "preschool_data_revision" ("id", "revision") VALUES (1, gen_random_uuid());
