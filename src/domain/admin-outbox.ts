// What the backoffice shows of the outbox; the server answers these shapes (admin/outbox-routes.ts).

export const OUTBOX_VIEWS = ['alle', 'wartet', 'fehler', 'gespeichert', 'versendet'] as const;
export type OutboxView = (typeof OUTBOX_VIEWS)[number];

export const OUTBOX_PER_PAGE = 25;

export interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: 'pending' | 'sent' | 'stored';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
}

export interface OutboxPage {
  mails: OutboxRow[];
  total: number;
  page: number;
  pages: number;
}

export interface OutboxMail extends OutboxRow {
  text: string;
}
