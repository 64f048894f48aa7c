import { sql } from 'drizzle-orm';
import { documentNumberParts } from '../../domain/document-number';
import type { CountedKind, DocumentContent } from '../../domain/invoice-content';
import { builtOnce } from '../db/built-once';
import type { Tx } from '../db/client';
import { documentsToIssue } from '../db/schema';

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
 * Writes a document with the next running number of its kind in its year, at once: for a
 * document whose number the same transaction goes on to use (a credit note's mail names it).
 * The counter row stays locked until the calling transaction ends: concurrent issuers wait their
 * turn, and a transaction that rolls back gives its number back — so the numbers that exist run
 * 1, 2, 3 … without a gap or a duplicate. The number is taken, the document written and attached
 * to its mail in one statement; the caller should commit next.
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
    with numbered as (
      select next_document_number(${document.kind}, ${document.year}, ${prefix}, ${digits}::int, ${suffix}) as number
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

// every payment queues its invoice: built once per connection (db/built-once.ts)
const queueDocument = builtOnce(
  [
    'kind',
    'year',
    'numberPrefix',
    'numberDigits',
    'numberSuffix',
    'orderId',
    'refundId',
    'issuedAt',
    'grossCents',
    'content',
    'attachToMail',
  ],
  (db, values) => db.insert(documentsToIssue).values(values),
);

/**
 * Has a document numbered and written as the calling transaction commits (a deferred trigger,
 * migration 0032): for a document nothing in the transaction reads again (the invoice of a
 * payment). Every paid order waits for the orders paid before it to take their numbers; taken
 * at the commit, the counter is held for the commit alone — taken mid-transaction, it was held
 * across the round trip through a busy server to the commit too, the payments' main wait under
 * load (docs/decisions/037-performance.md). Same numbers, no gap, no duplicate; a transaction
 * that rolls back issues nothing.
 */
export async function issueDocumentAtCommit(tx: Tx, document: NumberedDocument): Promise<void> {
  const { prefix, digits, suffix } = documentNumberParts(document.format, document.year);
  await queueDocument(tx, {
    kind: document.kind,
    year: document.year,
    numberPrefix: prefix,
    numberDigits: digits,
    numberSuffix: suffix,
    orderId: document.orderId,
    refundId: document.refundId ?? null,
    issuedAt: document.issuedAt,
    grossCents: document.content.totalCents,
    content: document.content,
    attachToMail: document.attachToMail ?? null,
  });
}
