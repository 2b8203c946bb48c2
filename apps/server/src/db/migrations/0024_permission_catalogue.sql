ALTER TABLE "auth_flags" ADD COLUMN "added_by_administrator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_segments" ADD COLUMN "added_by_administrator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Segments and flags that exist already and are not Kansli's were made in Superadmin: the administrators' own.
UPDATE "auth_segments" SET "added_by_administrator" = true
  WHERE "key" NOT IN ('adminMenu', 'support', 'preschool', 'auth', 'communication', 'studybuddy');--> statement-breakpoint
UPDATE "auth_flags" f SET "added_by_administrator" = true FROM "auth_segments" s
  WHERE s."id" = f."segment_id" AND (s."key", f."key") NOT IN (
    ('adminMenu', 'PERSONS'),
    ('adminMenu', 'GROUPS'),
    ('adminMenu', 'PRESCHOOL'),
    ('adminMenu', 'LOCATIONS'),
    ('adminMenu', 'CHROMEBOOKS'),
    ('adminMenu', 'CBBILLING'),
    ('adminMenu', 'COMMUNICATION'),
    ('adminMenu', 'SYNCS'),
    ('adminMenu', 'SUPERADMIN'),
    ('support', 'EDIT_ROLES'),
    ('support', 'GHOST'),
    ('preschool', 'ACCESS'),
    ('preschool', 'BILLING'),
    ('preschool', 'READ_ALL_PERSONS'),
    ('auth', 'PERMISSION_ADMIN'),
    ('communication', 'SMSSEND'),
    ('studybuddy', 'ACCESS')
  );--> statement-breakpoint
-- Kansli's permission catalogue (packages/domain/src/access/catalogue.ts); every start adds what a later code adds.
INSERT INTO "auth_segments" ("key", "name", "description", "scope") VALUES
  ('adminMenu', 'Adminmeny', 'Vilka delar av menyn som visas', 'global'),
  ('support', 'Support', 'Stöd till användare', 'location'),
  ('preschool', 'Förskola', 'Förskoleadministration', 'location'),
  ('auth', 'Behörigheter', 'Administration av behörigheter', 'global'),
  ('communication', 'Kommunikation', 'Utskick', 'global'),
  ('studybuddy', 'Studybuddy', 'Ämnen för studiechatten', 'global')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "auth_flags" ("segment_id", "key", "name", "description", "bit")
SELECT s."id", v."key", v."name", v."description", v."bit" FROM "auth_segments" s, (VALUES
  (1, 'PERSONS', 'Personer', 'Personadministration', 1),
  (2, 'GROUPS', 'Grupper', 'Grupper och medlemmar', 2),
  (3, 'PRESCHOOL', 'Förskoleadministration', 'Förskolornas barn, vårdnadshavare och avgifter', 4),
  (4, 'LOCATIONS', 'Enheter', 'Skolenheter och synkronisering', 8),
  (5, 'CHROMEBOOKS', 'Chromedatorer', 'Sök bland Chromebooks', 16),
  (6, 'CBBILLING', 'CB Fakturering', 'Fakturering av skadade Chromebooks', 32),
  (7, 'COMMUNICATION', 'Kommunikation', 'SMS-utskick', 64),
  (8, 'SYNCS', 'Synkronisering', 'Synkronisering med skolsystemen', 128),
  (9, 'SUPERADMIN', 'Superadmin', 'Roller, behörigheter och databas', 256)
) AS v("position", "key", "name", "description", "bit")
WHERE s."key" = 'adminMenu' ORDER BY v."position"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "auth_flags" ("segment_id", "key", "name", "description", "bit")
SELECT s."id", v."key", v."name", v."description", v."bit" FROM "auth_segments" s, (VALUES
  (1, 'EDIT_ROLES', 'Redigera enhetsroller', 'Lägga till och ta bort roller på enheter', 1),
  (2, 'GHOST', 'Skugga', 'Agera som en annan person', 2)
) AS v("position", "key", "name", "description", "bit")
WHERE s."key" = 'support' ORDER BY v."position"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "auth_flags" ("segment_id", "key", "name", "description", "bit")
SELECT s."id", v."key", v."name", v."description", v."bit" FROM "auth_segments" s, (VALUES
  (1, 'ACCESS', 'Åtkomst', 'Se och redigera barn och vårdnadshavare på enheten', 1),
  (2, 'BILLING', 'Fakturering', 'Fakturera förskoleavgifter på enheten', 2),
  (3, 'READ_ALL_PERSONS', 'Läsa alla personer', 'Exportera alla barn till kalkylark', 4)
) AS v("position", "key", "name", "description", "bit")
WHERE s."key" = 'preschool' ORDER BY v."position"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "auth_flags" ("segment_id", "key", "name", "description", "bit")
SELECT s."id", v."key", v."name", v."description", v."bit" FROM "auth_segments" s, (VALUES
  (1, 'PERMISSION_ADMIN', 'Behörighetsadministratör', 'Ändra personers och rollers behörigheter', 1)
) AS v("position", "key", "name", "description", "bit")
WHERE s."key" = 'auth' ORDER BY v."position"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "auth_flags" ("segment_id", "key", "name", "description", "bit")
SELECT s."id", v."key", v."name", v."description", v."bit" FROM "auth_segments" s, (VALUES
  (1, 'SMSSEND', 'Skicka SMS', 'Skicka SMS till många mottagare', 1)
) AS v("position", "key", "name", "description", "bit")
WHERE s."key" = 'communication' ORDER BY v."position"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "auth_flags" ("segment_id", "key", "name", "description", "bit")
SELECT s."id", v."key", v."name", v."description", v."bit" FROM "auth_segments" s, (VALUES
  (1, 'ACCESS', 'Åtkomst', 'Hantera ämnen', 1)
) AS v("position", "key", "name", "description", "bit")
WHERE s."key" = 'studybuddy' ORDER BY v."position"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The built-in roles (packages/domain/src/access/built-in-roles.ts): a role made here gets its default grants.
WITH "made" AS (
  INSERT INTO "roles" ("name", "description") VALUES
    ('Administratör', 'Full behörighet i hela organisationen'),
    ('Förskolechef', 'Leder en förskoleenhet och fakturerar avgifter'),
    ('Förskollärare', 'Hanterar barn och vårdnadshavare på sin förskola'),
    ('Supportpersonal', 'IT-support för personal och elever'),
    ('Rektor', 'Leder en skolenhet'),
    ('Ekonom', 'Ekonomiavdelningen'),
    ('Barnskötare', 'Arbetar i barngrupp på förskola'),
    ('Lärare', 'Undervisar på en skolenhet'),
    ('Elev', 'Elev på en skolenhet'),
    ('Vårdnadshavare', 'Vårdnadshavare till elev')
  ON CONFLICT DO NOTHING RETURNING "id", "name"
)
INSERT INTO "grants" ("context", "context_id", "segment_id", "flags")
SELECT 'role', "made"."id", s."id", bit_or(f."bit")
FROM "made"
JOIN (VALUES
  ('Administratör', 'adminMenu', 'PERSONS'),
  ('Administratör', 'adminMenu', 'GROUPS'),
  ('Administratör', 'adminMenu', 'PRESCHOOL'),
  ('Administratör', 'adminMenu', 'LOCATIONS'),
  ('Administratör', 'adminMenu', 'CHROMEBOOKS'),
  ('Administratör', 'adminMenu', 'CBBILLING'),
  ('Administratör', 'adminMenu', 'COMMUNICATION'),
  ('Administratör', 'adminMenu', 'SYNCS'),
  ('Administratör', 'adminMenu', 'SUPERADMIN'),
  ('Administratör', 'support', 'EDIT_ROLES'),
  ('Administratör', 'support', 'GHOST'),
  ('Administratör', 'preschool', 'ACCESS'),
  ('Administratör', 'preschool', 'BILLING'),
  ('Administratör', 'preschool', 'READ_ALL_PERSONS'),
  ('Administratör', 'auth', 'PERMISSION_ADMIN'),
  ('Administratör', 'communication', 'SMSSEND'),
  ('Administratör', 'studybuddy', 'ACCESS'),
  ('Förskolechef', 'adminMenu', 'PRESCHOOL'),
  ('Förskolechef', 'preschool', 'ACCESS'),
  ('Förskolechef', 'preschool', 'BILLING'),
  ('Förskollärare', 'adminMenu', 'PRESCHOOL'),
  ('Förskollärare', 'preschool', 'ACCESS'),
  ('Supportpersonal', 'adminMenu', 'PERSONS'),
  ('Supportpersonal', 'support', 'EDIT_ROLES'),
  ('Supportpersonal', 'support', 'GHOST'),
  ('Rektor', 'adminMenu', 'GROUPS'),
  ('Rektor', 'adminMenu', 'LOCATIONS'),
  ('Ekonom', 'adminMenu', 'PRESCHOOL'),
  ('Ekonom', 'adminMenu', 'CBBILLING'),
  ('Ekonom', 'preschool', 'ACCESS'),
  ('Ekonom', 'preschool', 'BILLING'),
  ('Ekonom', 'preschool', 'READ_ALL_PERSONS')
) AS g("role", "segment", "flag") ON g."role" = "made"."name"
JOIN "auth_segments" s ON s."key" = g."segment"
JOIN "auth_flags" f ON f."segment_id" = s."id" AND f."key" = g."flag"
GROUP BY "made"."id", s."id"
ORDER BY "made"."id", s."id";
