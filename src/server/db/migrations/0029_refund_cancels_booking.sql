ALTER TABLE "refunds" ADD COLUMN "requested_by_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cancels_booking" boolean DEFAULT false NOT NULL;