CREATE TABLE "integration_status" (
	"system" text PRIMARY KEY NOT NULL,
	"ok" boolean NOT NULL,
	"message" text,
	"checked_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone
);
