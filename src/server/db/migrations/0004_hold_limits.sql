ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
CREATE INDEX "orders_client_status_idx" ON "orders" USING btree ("client_address","status");