CREATE TABLE "documents_to_issue" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"number_prefix" text NOT NULL,
	"number_digits" integer NOT NULL,
	"number_suffix" text NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"gross_cents" integer NOT NULL,
	"content" jsonb NOT NULL,
	"attach_to_mail" text
);
--> statement-breakpoint
-- The next running number of a kind in its year, formatted as formatDocumentNumber does: padded
-- to the format's digits, a longer number kept whole. The counter row stays locked until the
-- calling transaction ends, so numbers run 1, 2, 3 … without gap or duplicate.
CREATE FUNCTION "next_document_number"(doc_kind text, doc_year integer, prefix text, digits integer, suffix text)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
  INSERT INTO document_counters (kind, year, last_number) VALUES (doc_kind, doc_year, 1)
  ON CONFLICT (kind, year) DO UPDATE SET last_number = document_counters.last_number + 1
  RETURNING last_number INTO taken;
  RETURN prefix || lpad(taken::text, greatest(digits, length(taken::text)), '0') || suffix;
END
$$;--> statement-breakpoint
-- A document queued in documents_to_issue is numbered and written as its transaction commits:
-- the counter is held from here to the end of the commit, never across a round trip to the shop.
CREATE FUNCTION "issue_document_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc_number text;
  doc_id integer;
BEGIN
  doc_number := next_document_number(NEW.kind, NEW.year, NEW.number_prefix, NEW.number_digits, NEW.number_suffix);
  INSERT INTO issued_documents (kind, number, order_id, refund_id, issued_at, gross_cents, content)
  VALUES (NEW.kind, doc_number, NEW.order_id, NEW.refund_id, NEW.issued_at, NEW.gross_cents,
          jsonb_set(NEW.content, '{number}', to_jsonb(doc_number)))
  RETURNING id INTO doc_id;
  IF NEW.attach_to_mail IS NOT NULL THEN
    UPDATE outbox SET attachment_document_id = doc_id WHERE dedupe_key = NEW.attach_to_mail;
  END IF;
  DELETE FROM documents_to_issue WHERE id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "documents_to_issue_at_commit" AFTER INSERT ON "documents_to_issue"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "issue_document_at_commit"();
