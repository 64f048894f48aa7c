ALTER TABLE "products" ADD COLUMN "kept_in_batches" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "products" SET "kept_in_batches" = true
  WHERE EXISTS (SELECT 1 FROM "product_batches" b WHERE b."product_id" = "products"."id" AND NOT b."expired");--> statement-breakpoint
-- A product sells from its batches while one is on sale. Every writer of batches holds the
-- product's row already (docs/decisions/035-batches-and-stock-notices.md): the flag changes
-- under the same lock, and a checkout's UPDATE of the row answers it as the row now stands.
CREATE FUNCTION "note_kept_in_batches"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product text;
BEGIN
  FOREACH product IN ARRAY CASE TG_OP
      WHEN 'INSERT' THEN ARRAY[NEW.product_id]
      WHEN 'DELETE' THEN ARRAY[OLD.product_id]
      ELSE ARRAY[OLD.product_id, NEW.product_id] END
  LOOP
    UPDATE products SET kept_in_batches = on_sale.any
      FROM (SELECT EXISTS (SELECT 1 FROM product_batches b
                           WHERE b.product_id = product AND NOT b.expired) AS any) AS on_sale
      WHERE products.id = product AND products.kept_in_batches <> on_sale.any;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_batches_kept_in_batches"
  AFTER INSERT OR DELETE OR UPDATE OF "expired", "product_id" ON "product_batches"
  FOR EACH ROW EXECUTE FUNCTION "note_kept_in_batches"();
