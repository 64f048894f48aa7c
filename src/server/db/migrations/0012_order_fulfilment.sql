CREATE TABLE "pickup_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"town" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cutoff_days_before" integer NOT NULL,
	"cutoff_time" text NOT NULL,
	"closed_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_places_cutoff_range" CHECK ("pickup_places"."cutoff_days_before" between 0 and 14)
);
--> statement-breakpoint
ALTER TABLE "shipping_costs" ADD COLUMN "country_group" text DEFAULT 'DE' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_costs" ADD COLUMN "free_from_cents" integer;--> statement-breakpoint
ALTER TABLE "shipping_costs" ADD COLUMN "countries" jsonb DEFAULT '["DE"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- orders placed before issue 27 were all shipped when they held goods; new orders name their method
UPDATE "orders" SET "delivery_method" = 'shipping' WHERE EXISTS (SELECT 1 FROM "order_items" WHERE "order_items"."order_id" = "orders"."id" AND "order_items"."course_date_id" IS NULL);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_method" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_place_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_changed_at" timestamp with time zone;--> statement-breakpoint
-- paid orders enter the order lifecycle where every paid order starts
UPDATE "orders" SET "fulfilment_state" = 'paid' WHERE "status" = 'paid';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_place_id_pickup_places_id_fk" FOREIGN KEY ("pickup_place_id") REFERENCES "public"."pickup_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- only the first row was ever read (the flat rate): it becomes Germany's
DELETE FROM "shipping_costs" WHERE "id" <> (SELECT min("id") FROM "shipping_costs");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_costs_group_idx" ON "shipping_costs" USING btree ("country_group");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_status_token_idx" ON "orders" USING btree ("status_token");--> statement-breakpoint
CREATE INDEX "orders_fulfilment_idx" ON "orders" USING btree ("fulfilment_state","delivery_method");--> statement-breakpoint
CREATE INDEX "orders_pickup_idx" ON "orders" USING btree ("pickup_place_id","pickup_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_has_place" CHECK ("orders"."delivery_method" <> 'pickup' or ("orders"."pickup_place_id" is not null and "orders"."pickup_date" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_has_tracking" CHECK ("orders"."fulfilment_state" is distinct from 'shipped' or ("orders"."carrier" is not null and "orders"."tracking_number" is not null));