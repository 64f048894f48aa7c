/**
 * The frame every shop mail shares. Mail clients ignore <style> blocks and modern CSS, so the
 * layout is nested tables with inline styles only, at most 600 px wide.
 */

export const mailColours = {
  page: '#f6efe1',
  card: '#fffdf8',
  border: '#ecdcb8',
  honey: '#e3a72f',
  honeyDeep: '#c98a12',
  honeyDark: '#8a5a00',
  ink: '#3b2f1e',
  muted: '#7a6647',
  herb: '#5b7f3a',
  herbTint: '#f1f5e9',
  footer: '#f3e7cc',
} as const;

export const serif = "Georgia,'Times New Roman',serif";
export const sans = "'Helvetica Neue',Helvetica,Arial,sans-serif";

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The greeting of a mail that carries a document. A document names its recipient by the e-mail
 * address when the order has no name (a course place bought alone); a mail never says
 * "Hallo jane@example.org".
 */
export const documentGreeting = (buyer: { name: string; email: string | null }) =>
  buyer.name && buyer.name !== buyer.email ? `Hallo ${buyer.name},` : 'Hallo,';

/** Plain sentences as the mails' paragraphs; a line break in one stays, as in the text mail. */
export const mailParagraphs = (texts: string[]) =>
  texts
    .map(
      (text) => `<p style="margin:0 0 12px">${text.split('\n').map(escapeHtml).join('<br>')}</p>`,
    )
    .join('\n');

/** The plain-text mails' last lines: where to write with a question, and who writes. */
export const textSignature = (shopEmail: string) => [
  `Fragen? Schreib uns an ${shopEmail}.`,
  '',
  'Dein Hofladen',
];

/** The customer mails' footer: where to write with a question. */
export const questionsFooter = (shopEmail: string) =>
  `Fragen? Schreib uns an <a href="mailto:${escapeHtml(shopEmail)}" style="color:${mailColours.honeyDark}">${escapeHtml(shopEmail)}</a>.`;

/** A link drawn as a button (mail clients keep inline styles only). */
export const mailButton = (href: string, label: string) =>
  `<p style="margin:18px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${mailColours.honeyDark};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

export interface MailFrame {
  /** Already escaped. */
  title: string;
  /** Shown by mail clients next to the subject; plain text, escaped here. */
  preview: string;
  /** Already escaped HTML of the card's body. */
  body: string;
  /** Already escaped HTML of the footer. */
  footer: string;
}

export function mailFrame({ title, preview, body, footer }: MailFrame): string {
  const c = mailColours;
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:0;background:${c.page}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${c.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${c.card};border:1px solid ${c.border};border-radius:12px;border-collapse:separate;overflow:hidden">
<tr><td style="background:${c.honey};border-bottom:4px solid ${c.honeyDeep};padding:22px 28px;font-family:${serif};color:${c.ink}">
<div style="font-family:${sans};font-size:12px;letter-spacing:2px;text-transform:uppercase;color:#5a3b05">Imkerei &amp; Kräuterhaus</div>
<div style="font-size:28px;font-weight:bold;line-height:1.3">Hofladen</div>
</td></tr>
<tr><td style="padding:28px;font-family:${sans};font-size:15px;line-height:1.55;color:${c.ink}">
${body}
</td></tr>
<tr><td style="background:${c.footer};padding:18px 28px;font-family:${sans};font-size:13px;line-height:1.5;color:${c.muted}">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}
