CREATE INDEX "course_bookings_buyer_idx" ON "course_bookings" USING btree ("buyer_id") WHERE "course_bookings"."buyer_id" is not null;--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_course_date_idx" ON "order_items" USING btree ("course_date_id") WHERE "order_items"."course_date_id" is not null;--> statement-breakpoint
CREATE INDEX "ratings_order_idx" ON "ratings" USING btree ("order_id");