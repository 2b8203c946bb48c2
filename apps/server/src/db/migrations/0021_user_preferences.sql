CREATE TABLE "user_preferences" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"color_scheme" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_color_scheme" CHECK ("user_preferences"."color_scheme" in ('system', 'light', 'dark'))
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;