ALTER TABLE "course_dates" ADD COLUMN "min_participants" integer;--> statement-breakpoint
ALTER TABLE "course_dates" ADD COLUMN "decision_on" date;--> statement-breakpoint
ALTER TABLE "course_dates" ADD COLUMN "decision_days_before" integer;--> statement-breakpoint
ALTER TABLE "course_dates" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "course_bring" text;--> statement-breakpoint
ALTER TABLE "course_bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;