import type { Tx } from '../db/client';
import { outbox } from '../db/schema';
import { escapeHtml, mailButton, mailFrame, mailParagraphs } from '../mail/mail-layout';
import type { RenderedMail } from '../mail/order-confirmation-template';

// The mails of docs/shop/stock.md: the double opt-in, the one back-in-stock mail, and the
// shop's low-stock alerts.

const unsubscribeFooter = (href: string) =>
  `Du willst doch keine Nachricht? <a href="${escapeHtml(href)}" style="color:#8a5a00">Abmelden</a> — dann löschen wir deine Adresse sofort.`;

function mail(
  subject: string,
  paragraphs: string[],
  action: [string, string] | null,
  footer: string,
  footerText: string,
): RenderedMail {
  const html = mailFrame({
    title: escapeHtml(subject),
    preview: paragraphs[0] ?? subject,
    body: mailParagraphs(paragraphs) + (action ? mailButton(action[1], action[0]) : ''),
    footer,
  });
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action[0]}: ${action[1]}`, ''] : []),
    footerText,
  ].join('\n');
  return { subject, html, text };
}

export interface NoticeLinks {
  confirm: string;
  unsubscribe: string;
  product: string;
}

export function renderNoticeConfirmation(subject: string, links: NoticeLinks): RenderedMail {
  return mail(
    `Bitte bestätigen: Nachricht zu ${subject}`,
    [
      `Du möchtest eine E-Mail bekommen, sobald ${subject} wieder erhältlich ist.`,
      'Bitte bestätige das mit einem Klick. Ohne Bestätigung schreiben wir dir nicht und löschen die Anfrage nach 7 Tagen.',
    ],
    ['Benachrichtigung bestätigen', links.confirm],
    unsubscribeFooter(links.unsubscribe),
    `Abmelden: ${links.unsubscribe}`,
  );
}

export function renderBackInStock(subject: string, links: NoticeLinks): RenderedMail {
  return mail(
    `${subject} ist wieder da`,
    [
      `Gute Nachricht: ${subject} ist wieder erhältlich.`,
      'Wer zuerst bestellt, bekommt zuerst — wir halten nichts für dich zurück. Dies ist die einzige Nachricht: deine Adresse haben wir damit gelöscht.',
    ],
    ['Jetzt ansehen', links.product],
    'Du hattest um diese Nachricht gebeten. Weitere bekommst du nicht.',
    'Du hattest um diese Nachricht gebeten. Weitere bekommst du nicht.',
  );
}

export interface LowStockLine {
  title: string;
  amount: number;
  threshold: number;
}

export function renderLowStock(
  lines: LowStockLine[],
  adminUrl: string,
  digest: boolean,
): RenderedMail {
  const subject =
    digest || lines.length !== 1
      ? `Niedriger Bestand: ${lines.length} Produkte`
      : `Niedriger Bestand: ${lines[0]?.title}`;
  return mail(
    subject,
    [
      digest
        ? 'Diese Produkte liegen heute unter ihrer Warnschwelle:'
        : 'Ein Produkt ist unter seine Warnschwelle gefallen:',
      ...lines.map((line) => `${line.title}: noch ${line.amount} (Schwelle ${line.threshold})`),
    ],
    ['Produkte im Backoffice', adminUrl],
    'Diese Nachricht schickt dein Hofladen. Schwelle und Art der Nachricht stellst du im Backoffice ein.',
    'Diese Nachricht schickt dein Hofladen.',
  );
}

export async function enqueueMail(
  tx: Tx,
  kind: string,
  dedupeKey: string,
  recipient: string,
  rendered: RenderedMail,
): Promise<void> {
  await tx
    .insert(outbox)
    .values({ kind, dedupeKey, recipient, ...rendered })
    .onConflictDoNothing({ target: outbox.dedupeKey });
}
