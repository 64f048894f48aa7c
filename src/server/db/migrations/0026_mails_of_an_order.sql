ALTER TABLE "outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_order_idx" ON "outbox" USING btree ("order_id");--> statement-breakpoint
UPDATE "outbox" SET "order_id" = "orders"."id"
FROM "orders"
WHERE "outbox"."kind" IN ('order-confirmation', 'shipping-confirmation', 'pickup-ready', 'pickup-reminder')
  AND "orders"."id"::text = substring("outbox"."dedupe_key" from '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}');--> statement-breakpoint
UPDATE "outbox" SET "order_id" = "issued_documents"."order_id"
FROM "issued_documents"
WHERE "outbox"."kind" = 'credit-note' AND "issued_documents"."id" = "outbox"."attachment_document_id";--> statement-breakpoint
UPDATE "outbox" SET "order_id" = "order_items"."order_id"
FROM "order_items"
WHERE "outbox"."kind" = 'course-reminder'
  AND "order_items"."id"::text = split_part("outbox"."dedupe_key", ':', 2);
