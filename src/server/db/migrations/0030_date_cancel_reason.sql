ALTER TABLE "course_dates" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
-- dates the decision day called off before the reason was kept: their late mails say why
UPDATE "course_dates" SET "cancel_reason" = 'Es haben sich nicht genug Teilnehmende angemeldet.'
WHERE "cancelled_at" IS NOT NULL AND "id"::text IN (
  SELECT "entity_id" FROM "audit_log"
  WHERE "entity" = 'course_date' AND "action" = 'cancelled' AND "staff_user_id" IS NULL
    AND "staff_name" = 'Automatisch (Shop)'
);
