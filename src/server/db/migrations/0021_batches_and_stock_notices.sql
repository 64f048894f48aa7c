CREATE TABLE "order_item_batches" (
	"order_item_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"lot_number" text NOT NULL,
	"best_before" date NOT NULL,
	"quantity" integer NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_item_batches_order_item_id_batch_id_pk" PRIMARY KEY("order_item_id","batch_id"),
	CONSTRAINT "order_item_batches_returned_within_quantity" CHECK ("order_item_batches"."returned_quantity" between 0 and "order_item_batches"."quantity")
);
--> statement-breakpoint
CREATE TABLE "product_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"lot_number" text NOT NULL,
	"produced_on" date,
	"best_before" date NOT NULL,
	"quantity" integer NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_batches_quantity_nonnegative" CHECK ("product_batches"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"course_date_id" integer,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_notices_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item_batches" ADD CONSTRAINT "order_item_batches_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_batches" ADD CONSTRAINT "order_item_batches_batch_id_product_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."product_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notices" ADD CONSTRAINT "stock_notices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notices" ADD CONSTRAINT "stock_notices_course_date_id_course_dates_id_fk" FOREIGN KEY ("course_date_id") REFERENCES "public"."course_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_batches_batch_idx" ON "order_item_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_batches_lot_idx" ON "product_batches" USING btree ("product_id","lot_number");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notices_subject_email_idx" ON "stock_notices" USING btree ("product_id",coalesce("course_date_id", 0),lower("email"));