ALTER TABLE "accounting_exports" ADD COLUMN "csv" text NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_exports" ADD COLUMN "datev" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_exports_month_idx" ON "accounting_exports" USING btree ("month");