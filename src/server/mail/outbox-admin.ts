import { and, asc, count, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import { OUTBOX_PER_PAGE, type OutboxView } from '../../domain/admin-outbox';
import type { OutboxMail, OutboxPage, OutboxRow } from '../../domain/admin-outbox-schema';
import { documentFileName } from '../../domain/invoice-content';
import { type Actor, recordChange } from '../audit/service';
import type { Db } from '../db/client';
import { likeText } from '../db/like-pattern';
import { issuedDocuments, outbox } from '../db/schema';

const VIEWS: Record<OutboxView, SQL | undefined> = {
  alle: undefined,
  wartet: eq(outbox.status, 'pending'),
  // still pending after a failed attempt: the SMTP server refused or could not be reached
  fehler: and(eq(outbox.status, 'pending'), gt(outbox.attempts, 0)),
  gespeichert: eq(outbox.status, 'stored'),
  versendet: eq(outbox.status, 'sent'),
};

const rowColumns = {
  id: outbox.id,
  kind: outbox.kind,
  recipient: outbox.recipient,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  nextAttemptAt: outbox.nextAttemptAt,
  sentAt: outbox.sentAt,
};

type Row = Omit<OutboxRow, 'createdAt' | 'nextAttemptAt' | 'sentAt'> & {
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
};

const toOutboxRow = (row: Row): OutboxRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * Mails whose recipient or subject (it names the order) holds `text`, in any case; an order
 * number may come as "#1A2B3C4D", as customers write it.
 */
function mentioning(text: string | undefined): SQL | undefined {
  const wanted = text?.replace(/^#/, '');
  if (!wanted) return undefined;
  const pattern = `%${likeText(wanted)}%`;
  return or(ilike(outbox.recipient, pattern), ilike(outbox.subject, pattern));
}

/**
 * The outbox for staff, newest first, a page at a time; `q` finds a customer's mails ("did my
 * confirmation go out?") by part of the address or by the order's number.
 */
export async function listOutbox(
  db: Db,
  query: { view: OutboxView; page: number; q?: string | undefined },
): Promise<Omit<OutboxPage, 'mailServer'>> {
  const where = and(VIEWS[query.view], mentioning(query.q));
  const [counted] = await db.select({ total: count() }).from(outbox).where(where);
  const total = Number(counted?.total ?? 0);
  const rows = await db
    .select(rowColumns)
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_PER_PAGE)
    .offset((query.page - 1) * OUTBOX_PER_PAGE);
  return {
    mails: rows.map(toOutboxRow),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / OUTBOX_PER_PAGE)),
  };
}

/** One mail with its text, as the customer reads it. */
export async function outboxMail(db: Db, id: number): Promise<OutboxMail | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      text: outbox.text,
      documentKind: issuedDocuments.kind,
      documentNumber: issuedDocuments.number,
    })
    .from(outbox)
    .leftJoin(issuedDocuments, eq(issuedDocuments.id, outbox.attachmentDocumentId))
    .where(eq(outbox.id, id));
  if (!row) return null;
  const { text, documentKind, documentNumber, ...listed } = row;
  return {
    ...toOutboxRow(listed),
    text,
    attachment:
      documentKind && documentNumber
        ? documentFileName({ kind: documentKind, number: documentNumber })
        : null,
  };
}

/**
 * Puts a waiting or kept mail first in line: due now, whatever its back-off said. A kept mail
 * (no SMTP at the time) becomes pending again. A sent mail is left alone: answers false.
 */
export async function retryMail(db: Db, actor: Actor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: outbox.status, nextAttemptAt: outbox.nextAttemptAt })
      .from(outbox)
      .where(and(eq(outbox.id, id), sql`${outbox.status} <> 'sent'`))
      .for('update');
    if (!before) return false;
    await tx
      .update(outbox)
      .set({ status: 'pending', nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, id));
    await recordChange(tx, actor, {
      entity: 'outbox',
      entityId: String(id),
      action: 'updated',
      before: { status: before.status, nextAttemptAt: before.nextAttemptAt.toISOString() },
      after: { status: 'pending', nextAttemptAt: 'sofort' },
    });
    return true;
  });
}

/** The mails about an order (confirmation and its copies, shipping, credit notes, reminders), oldest first. */
export async function mailsOfOrder(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.orderId, orderId))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => ({
    kind: row.kind,
    subject: row.subject,
    recipient: row.recipient,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
