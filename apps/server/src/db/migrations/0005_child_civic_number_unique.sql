-- Children saved twice before this index existed stop the migration here, named by id only: the index's
-- own error would print the civic number. Staff resolve them (remove or correct one of each), then start again.
DO $$
DECLARE repeated text;
BEGIN
  SELECT string_agg(c.id::text, ', ' ORDER BY c.id) INTO repeated FROM "preschool_children" c
  WHERE EXISTS (SELECT 1 FROM "preschool_children" o WHERE o.civic_number = c.civic_number AND o.id <> c.id);
  IF repeated IS NOT NULL THEN
    RAISE EXCEPTION 'The preschool children % share civic numbers; resolve them before this migration', repeated;
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "preschool_children_civic_number_key" ON "preschool_children" USING btree ("civic_number");
