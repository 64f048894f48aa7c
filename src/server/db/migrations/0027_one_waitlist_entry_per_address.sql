-- entries doubled by a form sent twice at once before this index: the one furthest along stays
-- (an offer before a confirmed entry before an unconfirmed one), else the first
UPDATE "waitlist_entries" SET "status" = 'removed'
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "course_date_id", lower("email")
      ORDER BY CASE "status" WHEN 'offered' THEN 0 WHEN 'waiting' THEN 1 ELSE 2 END, "id"
    ) AS "nth"
    FROM "waitlist_entries"
    WHERE "status" IN ('unconfirmed', 'waiting', 'offered')
  ) AS "ranked"
  WHERE "nth" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_active_email_idx" ON "waitlist_entries" USING btree ("course_date_id",lower("email")) WHERE "waitlist_entries"."status" in ('unconfirmed', 'waiting', 'offered');