CREATE TABLE "accounting_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"document_count" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"gross_cents" integer NOT NULL,
	"content" jsonb NOT NULL,
	"export_id" integer,
	CONSTRAINT "issued_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "issued_documents_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "issued_documents_credit_note_has_refund" CHECK (("issued_documents"."kind" = 'credit_note') = ("issued_documents"."refund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"taxes" jsonb NOT NULL,
	"shipping_cents" integer NOT NULL,
	"restock" boolean NOT NULL,
	"cancels_order" boolean DEFAULT false NOT NULL,
	"reason" text NOT NULL,
	"withdrawal_id" integer,
	"provider_refund_id" text,
	"failure" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_export_id_accounting_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."accounting_exports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_one_invoice_idx" ON "issued_documents" USING btree ("order_id") WHERE "issued_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "issued_documents_order_idx" ON "issued_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "issued_documents_export_idx" ON "issued_documents" USING btree ("export_id","issued_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunded_within_quantity" CHECK ("order_items"."refunded_quantity" between 0 and "order_items"."quantity");--> statement-breakpoint
CREATE FUNCTION "issued_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'issued invoices and credit notes are kept, never deleted';
  END IF;
  IF (NEW.kind, NEW.number, NEW.order_id, NEW.refund_id, NEW.issued_at, NEW.gross_cents, NEW.content)
       IS DISTINCT FROM (OLD.kind, OLD.number, OLD.order_id, OLD.refund_id, OLD.issued_at, OLD.gross_cents, OLD.content)
     OR (OLD.export_id IS NOT NULL AND NEW.export_id IS DISTINCT FROM OLD.export_id) THEN
    RAISE EXCEPTION 'issued invoices and credit notes are immutable: corrections go by credit note';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "issued_documents_immutable" BEFORE UPDATE OR DELETE ON "issued_documents"
  FOR EACH ROW EXECUTE FUNCTION "issued_documents_immutable"();
