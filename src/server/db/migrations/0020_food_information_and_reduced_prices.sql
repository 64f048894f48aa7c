CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"price_cents" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "food" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reduced_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reduction_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reduction_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reduction_complete" CHECK (("products"."reduced_price_cents" is null) = ("products"."reduction_starts_at" is null) and ("products"."reduced_price_cents" is null) = ("products"."reduction_ends_at" is null));--> statement-breakpoint
-- the history starts with the price each product has today, from when it was created
INSERT INTO "price_history" ("product_id", "kind", "price_cents", "starts_at") SELECT "id", 'regular', "price_cents", "created_at" FROM "products";
