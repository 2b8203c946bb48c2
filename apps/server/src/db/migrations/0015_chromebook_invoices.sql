CREATE TABLE "chromebook_invoices" (
	"freshservice_id" bigint PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"serial_number" text,
	"category" text,
	"cost_ore" integer DEFAULT 0 NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text_html" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"requester" text,
	"student_civic_number" text,
	"student_id" integer,
	"guardian_id" integer,
	"fetched_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone,
	"registered_by" integer,
	"visma_customer_id" text,
	"visma_invoice_id" text,
	"visma_invoice_number" text,
	"visma_status" text,
	"status_checked_at" timestamp with time zone,
	"chromedevice_status" text,
	"deprovisioned_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chromebook_invoices_visma_status" CHECK ("chromebook_invoices"."visma_status" in ('open', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "chromebook_invoices" ADD CONSTRAINT "chromebook_invoices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chromebook_invoices" ADD CONSTRAINT "chromebook_invoices_student_id_persons_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chromebook_invoices" ADD CONSTRAINT "chromebook_invoices_guardian_id_persons_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chromebook_invoices" ADD CONSTRAINT "chromebook_invoices_registered_by_persons_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chromebook_invoices_location_requested_idx" ON "chromebook_invoices" USING btree ("location_id","requested_at");--> statement-breakpoint
CREATE INDEX "chromebook_invoices_serial_idx" ON "chromebook_invoices" USING btree (lower("serial_number"));--> statement-breakpoint
CREATE INDEX "chromebook_invoices_student_idx" ON "chromebook_invoices" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "chromebook_invoices_guardian_idx" ON "chromebook_invoices" USING btree ("guardian_id");