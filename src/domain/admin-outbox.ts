// What the backoffice shows of the outbox; the shapes the server answers are in
// admin-outbox-schema.ts (admin/outbox-routes.ts).

export const OUTBOX_VIEWS = ['alle', 'wartet', 'fehler', 'gespeichert', 'versendet'] as const;
export type OutboxView = (typeof OUTBOX_VIEWS)[number];

export const OUTBOX_PER_PAGE = 25;

/** A mail waits to be sent, was sent, or was only stored (no SMTP server set up). */
export const MAIL_STATUSES = ['pending', 'sent', 'stored'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
