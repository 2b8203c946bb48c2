ALTER TABLE "chrome_devices" ADD COLUMN "annotated_user" text;--> statement-breakpoint
ALTER TABLE "chrome_devices" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chrome_devices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(serial_number || ' ' || coalesce(annotated_user, '') || ' ' || model)) STORED;--> statement-breakpoint
ALTER TABLE "person_chrome_devices" ADD COLUMN "user_rank" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "chrome_devices_search_text_idx" ON "chrome_devices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chrome_devices_last_sync_idx" ON "chrome_devices" USING btree ("last_sync" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chrome_devices_seen_at_idx" ON "chrome_devices" USING btree ("seen_at");