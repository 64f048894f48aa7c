import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { documentFileName, issuedDocumentPdf } from '../documents/invoice-pdf';
import { documentById } from '../invoices/issued-documents';
import {
  createMailTransport,
  type MailTransport,
  outboxMessageId,
  SMTP_TIMEOUTS_MS,
} from './transport';

export interface DeliveryLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxDeliveryDeps {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  logger?: DeliveryLogger;
  /** The clock for due times and back-off; tests move it forward. */
  now?: () => Date;
  /** Defaults to SMTP over `config.SMTP_URL`, opened for one run and closed after it. */
  transport?: MailTransport;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  stored: number;
}

type OutboxRow = typeof outbox.$inferSelect;

const BATCH_SIZE = 10;
const MINUTE_MS = 60_000;
const MAX_BACKOFF_MS = 60 * MINUTE_MS;
// A claimed mail is hidden from other processes this long. It outlasts a whole batch hitting
// every SMTP timeout, so only the claim of a process that died mid-run ever runs out.
const CLAIM_LEASE_MS =
  2 *
  BATCH_SIZE *
  (SMTP_TIMEOUTS_MS.connection + SMTP_TIMEOUTS_MS.greeting + SMTP_TIMEOUTS_MS.socket);

/** 1, 2, 4 … minutes after the 1st, 2nd, 3rd … failure, never more than an hour. */
export function retryDelayMs(failedAttemptsBefore: number): number {
  return Math.min(MINUTE_MS * 2 ** failedAttemptsBefore, MAX_BACKOFF_MS);
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Takes up to a batch of due mail for this run. SKIP LOCKED lets a second server process pass
 * over rows being claimed here instead of waiting for them, and the lease pushes them out of
 * everybody's due window while they are sent — so no mail goes out twice, and no SMTP call
 * happens inside a transaction (on PGlite that would block every other query meanwhile).
 */
async function claimDueMail(db: Db, now: Date): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      // the database stamps microseconds, our clock milliseconds: a mail queued within the
      // current millisecond is due now, not at the next round
      .where(and(eq(outbox.status, 'pending'), lt(outbox.nextAttemptAt, later(now, 1))))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      const ids = due.map((row) => row.id);
      await tx
        .update(outbox)
        .set({ nextAttemptAt: later(now, CLAIM_LEASE_MS) })
        .where(inArray(outbox.id, ids));
    }
    return due;
  });
}

/**
 * The row keeps only the document's id, so the outbox stays readable text; the PDF is made from
 * the document's frozen content at sending time, the same every time it is made.
 */
async function attachmentsOf(db: Db, row: OutboxRow) {
  const stored = row.attachments.map((file) => ({
    filename: file.filename,
    content: Buffer.from(file.contentBase64, 'base64'),
    contentType: file.contentType,
  }));
  if (row.attachmentDocumentId === null) return stored;
  const content = await documentById(db, row.attachmentDocumentId);
  if (!content) return stored;
  const document = {
    filename: documentFileName(content),
    content: await issuedDocumentPdf(content),
    contentType: 'application/pdf',
  };
  return [document, ...stored];
}

async function deliverOne(
  deps: OutboxDeliveryDeps,
  transport: MailTransport,
  row: OutboxRow,
  now: () => Date,
) {
  try {
    await transport.send({
      to: row.recipient,
      subject: row.subject,
      html: row.html,
      text: row.text,
      messageId: outboxMessageId(row, deps.config.MAIL_FROM),
      attachments: await attachmentsOf(deps.db, row),
    });
  } catch (error) {
    // never dropped: the mail stays pending and is tried again later, for as long as it takes
    const failedAt = now();
    const nextAttemptAt = later(failedAt, retryDelayMs(row.attempts));
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await deps.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastError, nextAttemptAt })
      .where(eq(outbox.id, row.id));
    deps.logger?.warn(
      { outboxId: row.id, attempts: row.attempts + 1, nextAttemptAt, lastError },
      'mail not sent',
    );
    return false;
  }
  // outside the try: a failed status write must not be booked as a failed send and resent
  await deps.db
    .update(outbox)
    .set({ status: 'sent', sentAt: now(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, row.id));
  return true;
}

/**
 * Without SMTP the mail is kept in the outbox for the shop to read in the admin — once it is
 * due: a pickup reminder queued for the evening before stays pending until that evening.
 */
async function keepUnsent(db: Db, now: Date): Promise<number> {
  const kept = await db
    .update(outbox)
    .set({ status: 'stored' })
    .where(and(eq(outbox.status, 'pending'), lt(outbox.nextAttemptAt, later(now, 1))))
    .returning({ id: outbox.id });
  return kept.length;
}

/** Sends every due outbox mail once; safe to run in several processes at the same time. */
export async function deliverPendingMail(deps: OutboxDeliveryDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, stored: 0 };
  const smtpUrl = deps.config.SMTP_URL;
  const now = deps.now ?? (() => new Date());
  if (!smtpUrl) {
    report.stored = await keepUnsent(deps.db, now());
    return report;
  }
  const transport = deps.transport ?? createMailTransport(smtpUrl, deps.config.MAIL_FROM);
  try {
    let batch = await claimDueMail(deps.db, now());
    while (batch.length > 0) {
      for (const row of batch) {
        if (await deliverOne(deps, transport, row, now)) report.sent += 1;
        else report.failed += 1;
      }
      batch = await claimDueMail(deps.db, now());
    }
    return report;
  } finally {
    if (!deps.transport) transport.close();
  }
}

export interface OutboxDelivery {
  /** Stops the timer, waits for a run in progress and closes the SMTP connection. */
  stop(): Promise<void>;
}

/** Runs `deliverPendingMail` now and every `intervalMs`; the timer never keeps the process alive. */
export function startOutboxDelivery(deps: OutboxDeliveryDeps, intervalMs: number): OutboxDelivery {
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = deps.config;
  const transport = deps.transport ?? (smtpUrl ? createMailTransport(smtpUrl, from) : undefined);
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = () => {
    // a slow run (mail server timing out) is never overlapped by the next tick
    if (running || stopped) return;
    running = deliverPendingMail({ ...deps, transport })
      .then((report) => {
        if (report.sent + report.failed + report.stored > 0)
          deps.logger?.info({ ...report }, 'outbox delivery');
      })
      .catch((error: unknown) => deps.logger?.error({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      if (!deps.transport) transport?.close();
    },
  };
}
