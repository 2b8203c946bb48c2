ALTER TABLE "preschool_invoices" ADD COLUMN "visma_invoice_uuid" text;--> statement-breakpoint
ALTER TABLE "preschool_invoices" ADD COLUMN "status_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preschool_invoices" ADD COLUMN "visma_reference" text;--> statement-breakpoint
ALTER TABLE "preschool_invoices" ADD COLUMN "upload_error" text;--> statement-breakpoint
ALTER TABLE "preschool_invoices" ADD COLUMN "upload_lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "preschool_invoices_awaiting_upload_idx" ON "preschool_invoices" USING btree ("id") WHERE "preschool_invoices"."upload_to_visma" and "preschool_invoices"."visma_invoice_id" is null and "preschool_invoices"."upload_error" is null;--> statement-breakpoint
CREATE INDEX "preschool_invoices_open_idx" ON "preschool_invoices" USING btree ("id") WHERE "preschool_invoices"."visma_status" = 'open';