ALTER TABLE "discount_codes" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "max_uses" integer;