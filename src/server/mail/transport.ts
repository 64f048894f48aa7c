import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent along: an invoice or credit note made when the mail is sent, a calendar file. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Stable per outbox row, so a mail sent twice after a crash is recognisable as one. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// Bounded so that one unreachable mail server can never stall a delivery run for minutes;
// the outbox claim lease (outbox-delivery.ts) is sized from these.
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/** SMTP over `smtpUrl` (`smtp://user:pass@host:587`, `smtps://…`), every mail sent as `from`. */
export function createMailTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport(
    {
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUTS_MS.connection,
      greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
      socketTimeout: SMTP_TIMEOUTS_MS.socket,
    },
    { from },
  );
  return {
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * `<outbox-42.1732300000000@hofladen.example>`: the creation time keeps ids unique across a
 * rebuilt database, the domain is the sender's.
 */
export function outboxMessageId(row: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'hofladen.invalid';
  return `<outbox-${row.id}.${row.createdAt.getTime()}@${domain}>`;
}
