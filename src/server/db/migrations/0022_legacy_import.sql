CREATE TABLE "legacy_records" (
	"collection" text NOT NULL,
	"legacy_id" text NOT NULL,
	"target_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legacy_records_collection_legacy_id_pk" PRIMARY KEY("collection","legacy_id")
);
--> statement-breakpoint
CREATE INDEX "legacy_records_target_idx" ON "legacy_records" USING btree ("collection","target_id");