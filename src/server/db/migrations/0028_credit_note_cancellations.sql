ALTER TABLE "issued_documents" DROP CONSTRAINT "issued_documents_refund_id_unique";--> statement-breakpoint
ALTER TABLE "issued_documents" DROP CONSTRAINT "issued_documents_credit_note_has_refund";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "shipping_asked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- what earlier forms asked is not known: what they took is the best guess
UPDATE "refunds" SET "shipping_asked" = "shipping_cents" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_one_per_refund_idx" ON "issued_documents" USING btree ("refund_id","kind");--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_correction_has_refund" CHECK (("issued_documents"."kind" = 'invoice') = ("issued_documents"."refund_id" is null));