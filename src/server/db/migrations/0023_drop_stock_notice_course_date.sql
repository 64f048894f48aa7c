ALTER TABLE "stock_notices" DROP CONSTRAINT "stock_notices_course_date_id_course_dates_id_fk";
--> statement-breakpoint
-- a notice for a course date is never mailed any more (its waitlist holds freed places, decision
-- 035), and one address waiting for two dates of a course would break the new unique index
DELETE FROM "stock_notices" WHERE "course_date_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "stock_notices_subject_email_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notices_product_email_idx" ON "stock_notices" USING btree ("product_id",lower("email"));--> statement-breakpoint
ALTER TABLE "stock_notices" DROP COLUMN "course_date_id";
