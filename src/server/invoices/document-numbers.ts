import { sql } from 'drizzle-orm';
import { documentNumberParts } from '../../domain/document-number';
import type { CountedKind, DocumentContent } from '../../domain/invoice-content';
import type { Tx } from '../db/client';

export interface NumberedDocument {
  kind: CountedKind;
  /** The number format staff chose (settings), for the document's year. */
  format: string;
  year: number;
  orderId: string;
  refundId?: string;
  issuedAt: Date;
  /** The content without its number: the number is put in as the document is written. */
  content: DocumentContent;
  /** The outbox mail (its dedupe key) the document goes out with, if any. */
  attachToMail?: string;
}

/**
 * Writes a document with the next running number of its kind in its year. The counter row stays
 * locked until the calling transaction ends: concurrent issuers wait their turn, and a
 * transaction that rolls back gives its number back — so the numbers that exist run 1, 2, 3 …
 * without a gap or a duplicate. Every paid order waits here for the orders paid before it, so the
 * number is taken, formatted, the document written and attached to its mail in one statement,
 * and the caller commits next: a round trip through a busy server between each of those held
 * every later payment up (the payments' main wait under load, docs/decisions/037-performance.md).
 */
export async function issueNumberedDocument(
  tx: Tx,
  document: NumberedDocument,
): Promise<{ id: number; content: DocumentContent }> {
  const { prefix, digits, suffix } = documentNumberParts(document.format, document.year);
  const attach = document.attachToMail
    ? sql`, attached as (
        update outbox set attachment_document_id = (select id from written)
        where dedupe_key = ${document.attachToMail})`
    : sql``;
  const result = await tx.execute(sql`
    with taken as (
      insert into document_counters (kind, year, last_number)
      values (${document.kind}, ${document.year}, 1)
      on conflict (kind, year) do update set last_number = document_counters.last_number + 1
      returning last_number
    ), numbered as (
      -- as formatDocumentNumber: padded to the format's digits, a longer number kept whole
      select ${prefix} || lpad(last_number::text, greatest(${digits}::int, length(last_number::text)), '0')
        || ${suffix} as number
      from taken
    ), written as (
      insert into issued_documents (kind, number, order_id, refund_id, issued_at, gross_cents, content)
      select ${document.kind}, number, ${document.orderId}, ${document.refundId ?? null},
        ${document.issuedAt}, ${document.content.totalCents},
        jsonb_set(${JSON.stringify(document.content)}::jsonb, '{number}', to_jsonb(number))
      from numbered
      returning id, number
    )${attach}
    select id, number from written`);
  const [row] = (result as unknown as { rows: { id: number; number: string }[] }).rows;
  if (!row) throw new Error(`${document.kind} not written`);
  return { id: row.id, content: { ...document.content, number: row.number } };
}
