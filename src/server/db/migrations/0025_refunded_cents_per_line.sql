ALTER TABLE "order_items" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "refunded_cents" = given."cents"
FROM (
  SELECT ("line"->>'itemId')::integer AS "item_id", sum(("line"->>'grossCents')::integer) AS "cents"
  FROM "refunds", jsonb_array_elements("refunds"."lines") AS "line"
  WHERE "refunds"."status" IN ('succeeded', 'pending')
  GROUP BY 1
) AS given
WHERE "order_items"."id" = given."item_id";
