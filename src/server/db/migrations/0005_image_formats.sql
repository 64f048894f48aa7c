ALTER TABLE "image_variants" ADD COLUMN "format" text DEFAULT 'webp' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_variants" DROP CONSTRAINT "image_variants_image_id_width_pk";--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_width_format_pk" PRIMARY KEY("image_id","width","format");
