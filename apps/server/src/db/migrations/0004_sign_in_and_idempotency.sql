CREATE TABLE "idempotency_keys" (
	"person_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_person_id_key_pk" PRIMARY KEY("person_id","key")
);
--> statement-breakpoint
CREATE TABLE "used_id_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "used_id_tokens_expires_at_idx" ON "used_id_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Like sessions, used tokens skip the write-ahead log, so that sign-in stays one flush-free statement.
-- After a database crash the table is empty; a token is still bound to the browser by its nonce.
ALTER TABLE "used_id_tokens" SET UNLOGGED;
