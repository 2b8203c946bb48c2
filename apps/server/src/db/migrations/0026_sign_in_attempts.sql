CREATE TABLE "sign_in_attempts" (
	"key_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "sign_in_attempts_key_hash_window_start_pk" PRIMARY KEY("key_hash","window_start")
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_window_start_idx" ON "sign_in_attempts" USING btree ("window_start");--> statement-breakpoint
-- Counters that a crash may lose: unlogged, as the sessions, for cheap writes.
ALTER TABLE "sign_in_attempts" SET UNLOGGED;