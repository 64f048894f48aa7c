ALTER TABLE "orders" ADD COLUMN "small_business" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- orders from before the column: sold as small business if their invoice says so, or, without an
-- invoice yet (unpaid, or paid before the shop issued its own), if the setting says so now, as
-- their documents would have followed the setting
UPDATE "orders" SET "small_business" = true
WHERE EXISTS (
    SELECT 1 FROM "issued_documents" d
    WHERE d."order_id" = "orders"."id" AND d."kind" = 'invoice'
      AND (d."content" -> 'smallBusiness') = 'true'::jsonb)
  OR (NOT EXISTS (
      SELECT 1 FROM "issued_documents" d
      WHERE d."order_id" = "orders"."id" AND d."kind" = 'invoice')
    AND EXISTS (
      SELECT 1 FROM "shop_settings" s
      WHERE s."key" = 'invoicing' AND (s."value" -> 'smallBusiness') = 'true'::jsonb));
