import type { OrderSummary } from '../../domain/checkout-schema';
import { formatDateWithWeekday, withClock } from '../../domain/dates';
import { deliveryText, goodsSentence } from '../../domain/delivery-text';
import { formatEuro } from '../../domain/money';
import { TOTALS_LABELS as LABEL, pricesNote, vatLines } from '../../domain/pricing';
import { ratingLinks } from '../../domain/ratings';
import { paths } from '../../domain/routes';
import { orderNumber } from '../../domain/withdrawal';
import {
  type CourseBookingLink,
  courseBookingLinksHtml,
  courseBookingLinksText,
} from './course-booking-links';
import { mailColours as c, escapeHtml, mailFrame, serif } from './mail-layout';
import { markdownToText } from './markdown';

export interface ShopContact {
  shopEmail: string;
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A legal text as the confirmation carries it: Markdown for the text part, HTML for the other. */
export interface ContractTerm {
  title: string;
  markdown: string;
  html: string;
}

type OrderLine = OrderSummary['lines'][number];
type Course = NonNullable<OrderLine['course']>;
type Row = { label: string; value: string };

// course dates are calendar days: formatted in UTC so no server time zone can shift them

function courseRows(course: Course): Row[] {
  // the dates hold commas themselves ("Sa., 10.04.2027"), so a series is joined by dots
  const dates = course.dates.map(formatDateWithWeekday).join(' · ');
  const rows: Row[] = [
    {
      label: course.dates.length > 1 ? 'Termine' : 'Termin',
      value: course.label ? `${course.label}: ${dates}` : dates,
    },
  ];
  if (course.time) rows.push({ label: 'Uhrzeit', value: withClock(course.time) });
  rows.push({ label: 'Teilnehmer', value: course.attendee });
  return rows;
}

function totalRows(order: OrderSummary): Row[] {
  const { totals } = order;
  const rows: Row[] = [
    { label: LABEL.subtotal, value: formatEuro(totals.subtotal) },
    { label: LABEL.shipping, value: formatEuro(totals.shipping) },
  ];
  if (totals.discount > 0) {
    const code = order.discountCode ? ` (${order.discountCode})` : '';
    rows.push({ label: `${LABEL.discount}${code}`, value: formatEuro(-totals.discount) });
  }
  rows.push({ label: LABEL.total, value: formatEuro(totals.total) });
  return rows;
}

// "inkl. 19% Mehrwertsteuer: 2,82 €", or a small business's § 19 note alone
const vatTexts = (order: OrderSummary): string[] =>
  vatLines(order.totals, order.smallBusiness).map((line) =>
    line.tax === null ? line.label : `${line.label}: ${formatEuro(line.tax)}`,
  );

function greeting(order: OrderSummary): string[] {
  const sentences = ['Deine Zahlung ist bei uns eingegangen.'];
  if (order.lines.some((line) => !line.course)) sentences.push(goodsSentence(order.delivery));
  if (order.lines.some((line) => line.course))
    sentences.push('Deine Kursplätze sind fest für dich gebucht – wir freuen uns auf dich!');
  return sentences;
}

// docs/shop/legal-pages.md: courses on a fixed date carry no right of withdrawal
// (§ 312g Abs. 2 Nr. 9 BGB); an order of course places alone offers no way to withdraw, and says why
export const NO_WITHDRAWAL_FOR_COURSES =
  'Für Kurse zu einem festen Termin besteht nach § 312g Abs. 2 Nr. 9 BGB kein Widerrufsrecht.';
const onlyCourses = (order: OrderSummary) => order.lines.every((line) => line.course);

function withdrawalText(order: OrderSummary, number: string, shop: ShopContact): string[] {
  if (onlyCourses(order)) return [NO_WITHDRAWAL_FOR_COURSES, ''];
  return [
    'Du möchtest den Vertrag widerrufen? Das geht hier:',
    `${shop.publicUrl}${paths.withdrawOrder(number)}`,
    '',
  ];
}

function withdrawalHtml(order: OrderSummary, number: string, shop: ShopContact): string {
  const style = `margin:0;font-size:13px;color:${c.muted}`;
  if (onlyCourses(order)) return `<p style="${style}">${escapeHtml(NO_WITHDRAWAL_FOR_COURSES)}</p>`;
  return `<p style="${style}">Du möchtest den Vertrag widerrufen? <a href="${escapeHtml(shop.publicUrl + paths.withdrawOrder(number))}" style="color:${c.honeyDark}">Vertrag widerrufen</a></p>`;
}

// § 312f BGB: the contract's terms travel with the confirmation, not only as a link
function termsText(terms: readonly ContractTerm[], publicUrl: string): string[] {
  return terms.flatMap((term) => [
    '',
    '―'.repeat(40),
    term.title.toUpperCase(),
    '',
    markdownToText(term.markdown, publicUrl),
  ]);
}

const STATUS_INTRO = 'Den aktuellen Stand deiner Bestellung siehst du jederzeit hier:';

/** What the mail needs beyond the order: the day it is written, and the order's own links. */
export interface ConfirmationContext {
  /** The Berlin day the order was paid: a course is offered for rating only once it took place. */
  today: string;
  /** The customer's status page (docs/shop/after-the-sale.md#status-page). */
  statusPath?: string | null;
  bookingLinks?: readonly CourseBookingLink[];
}

function renderText(
  order: OrderSummary,
  number: string,
  shop: ShopContact,
  terms: readonly ContractTerm[],
  { today, statusPath = null, bookingLinks = [] }: ConfirmationContext,
): string {
  const { shopEmail } = shop;
  const links = ratingLinks(order, today);
  const rating = links.length
    ? [
        'Wie gefällt dir dein Einkauf? Deine Bewertung hilft anderen:',
        ...links.map((link) => `Jetzt bewerten – ${link.title}: ${shop.publicUrl}${link.path}`),
        '',
      ]
    : [];
  const lines = order.lines.flatMap((line, index) => [
    ...(index > 0 ? [''] : []),
    `${line.quantity} × ${line.title}`,
    `   je ${formatEuro(line.unitCents)}, zusammen ${formatEuro(line.lineCents)}`,
    ...(line.course ? courseRows(line.course).map((row) => `   ${row.label}: ${row.value}`) : []),
  ]);
  const delivery = deliveryText(order.delivery);
  return [
    'Hofladen – Imkerei & Kräuterhaus',
    '',
    'Vielen Dank für deinen Einkauf!',
    greeting(order).join(' '),
    '',
    `Bestellnummer: ${number}`,
    '',
    ...lines,
    '',
    ...(delivery
      ? [`${delivery.heading}:`, ...delivery.lines.map((line) => `   ${line}`), '']
      : []),
    ...totalRows(order).map((row) => `${row.label}: ${row.value}`),
    ...vatTexts(order),
    '',
    ...(statusPath ? [STATUS_INTRO, `${shop.publicUrl}${statusPath}`, ''] : []),
    ...courseBookingLinksText(bookingLinks, shop.publicUrl),
    ...rating,
    ...withdrawalText(order, number, shop),
    `Fragen zu deiner Bestellung? Schreib uns an ${shopEmail}.`,
    '',
    'Herzliche Grüße aus dem Hofladen',
    ...termsText(terms, shop.publicUrl),
  ].join('\n');
}

const cell = (style: string, content: string) => `<td style="${style}">${content}</td>`;

function lineHtml(line: OrderLine): string {
  const details = line.course
    ? `<div style="margin-top:8px;padding:8px 12px;background:${c.herbTint};border-left:3px solid ${c.herb};font-size:13px">${courseRows(
        line.course,
      )
        .map(
          (row) =>
            `<div><span style="color:${c.muted}">${row.label}:</span> ${escapeHtml(row.value)}</div>`,
        )
        .join('')}</div>`
    : '';
  const item = `<div style="font-weight:bold">${escapeHtml(line.title)}</div><div style="font-size:13px;color:${c.muted}">${line.quantity} × ${formatEuro(line.unitCents)}</div>${details}`;
  const edge = `padding:14px 0;border-bottom:1px solid ${c.border};vertical-align:top`;
  return `<tr>${cell(edge, item)}${cell(`${edge};padding-left:12px;text-align:right;white-space:nowrap;font-weight:bold`, formatEuro(line.lineCents))}</tr>`;
}

function totalHtml(row: Row, index: number, rows: Row[]): string {
  const isTotal = index === rows.length - 1;
  const style = isTotal
    ? `padding:10px 0 4px;border-top:2px solid ${c.honey};font-size:18px;font-weight:bold;font-family:${serif}`
    : 'padding:3px 0';
  return `<tr>${cell(style, escapeHtml(row.label))}${cell(`${style};text-align:right;white-space:nowrap`, row.value)}</tr>`;
}

function ratingHtml(order: OrderSummary, publicUrl: string, today: string): string {
  const links = ratingLinks(order, today);
  if (links.length === 0) return '';
  const items = links
    .map(
      (link) =>
        `<li style="margin:0 0 6px">${escapeHtml(link.title)} – <a href="${escapeHtml(publicUrl + link.path)}" style="color:${c.honeyDark};font-weight:bold">Jetzt bewerten</a></li>`,
    )
    .join('');
  return `<h2 style="margin:0 0 8px;font-family:${serif};font-size:18px;color:${c.honeyDark}">Wie gefällt dir dein Einkauf?</h2>
<p style="margin:0 0 8px">Deine Bewertung hilft anderen bei der Wahl:</p>
<ul style="margin:0 0 24px;padding-left:20px">${items}</ul>`;
}

// relative links in the owner's Markdown (/widerrufsbelehrung) must work from a mailbox
const absoluteLinks = (html: string, publicUrl: string) =>
  html.replaceAll('href="/', `href="${publicUrl}/`);

function termsHtml(terms: readonly ContractTerm[], publicUrl: string): string {
  if (terms.length === 0) return '';
  const sections = terms
    .map(
      (term) =>
        `<h2 style="margin:24px 0 8px;font-family:${serif};font-size:18px;color:${c.honeyDark}">${escapeHtml(term.title)}</h2>
<div style="font-size:13px;line-height:1.5;color:${c.ink}">${absoluteLinks(term.html, publicUrl)}</div>`,
    )
    .join('');
  return `<div style="margin-top:32px;padding-top:8px;border-top:1px solid ${c.border}">
<p style="margin:16px 0 0;font-size:13px;color:${c.muted}">Diese Bedingungen gelten für deine Bestellung. Bewahre diese E-Mail gut auf.</p>${sections}</div>`;
}

function statusHtml(statusPath: string | null, publicUrl: string): string {
  if (!statusPath) return '';
  return `<p style="margin:0 0 24px">${STATUS_INTRO} <a href="${escapeHtml(publicUrl + statusPath)}" style="color:${c.honeyDark};font-weight:bold">Bestellstatus ansehen</a></p>`;
}

function deliveryHtml(order: OrderSummary): string {
  const delivery = deliveryText(order.delivery);
  if (!delivery) return '';
  return `<div style="margin:0 0 20px;padding:12px 16px;background:${c.footer};border-radius:8px">
<div style="font-weight:bold;margin-bottom:4px">${escapeHtml(delivery.heading)}</div>
<div style="font-size:14px;line-height:1.5">${delivery.lines.map(escapeHtml).join('<br>')}</div></div>`;
}

function renderHtml(
  order: OrderSummary,
  number: string,
  subject: string,
  shop: ShopContact,
  terms: readonly ContractTerm[],
  { today, statusPath = null, bookingLinks = [] }: ConfirmationContext,
): string {
  const email = escapeHtml(shop.shopEmail);
  const table = (rows: string, margin: string) =>
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:${margin}">${rows}</table>`;
  const body = `<h1 style="margin:0 0 12px;font-family:${serif};font-size:26px;line-height:1.25;color:${c.honeyDark}">Vielen Dank für deinen Einkauf!</h1>
<p style="margin:0 0 16px">${greeting(order).join(' ')}</p>
<p style="margin:0 0 8px"><span style="display:inline-block;padding:4px 12px;background:${c.footer};border-radius:999px;font-size:13px">Bestellnummer <strong style="letter-spacing:1px">${escapeHtml(number)}</strong></span></p>
${table(order.lines.map(lineHtml).join(''), '8px 0 16px')}
${deliveryHtml(order)}
${table(totalRows(order).map(totalHtml).join(''), '0')}
<p style="margin:4px 0 24px;font-size:13px;color:${c.muted};text-align:right">${vatTexts(order)
    .map(escapeHtml)
    .join('<br>')}</p>
${statusHtml(statusPath, shop.publicUrl)}
${courseBookingLinksHtml(bookingLinks, shop.publicUrl, c.honeyDark)}
${ratingHtml(order, shop.publicUrl, today)}
<p style="margin:0 0 12px">Fragen zu deiner Bestellung? Schreib uns an <a href="mailto:${email}" style="color:${c.honeyDark};font-weight:bold">${email}</a> – wir helfen gern.</p>
${withdrawalHtml(order, number, shop)}
${termsHtml(terms, shop.publicUrl)}`;
  const footer = `<strong style="color:${c.ink}">Herzliche Grüße aus dem Hofladen</strong><br>Imkerei &amp; Kräuterhaus · <a href="mailto:${email}" style="color:${c.muted}">${email}</a><br>${pricesNote(order.smallBusiness)}`;
  const preview = `Bestellnummer ${number} · ${LABEL.total} ${formatEuro(order.totals.total)}`;
  return mailFrame({ title: escapeHtml(subject), preview, body, footer });
}

/**
 * The order confirmation as HTML and plain text, German, with every figure the order holds and
 * the terms that apply to it (§ 312f BGB). No status link in the payment page's preview.
 */
export function renderOrderConfirmation(
  order: OrderSummary,
  shop: ShopContact,
  terms: readonly ContractTerm[],
  context: ConfirmationContext,
): RenderedMail {
  const number = orderNumber(order.orderId);
  const subject = `Deine Bestellung ${number} im Hofladen`;
  return {
    subject,
    html: renderHtml(order, number, subject, shop, terms, context),
    text: renderText(order, number, shop, terms, context),
  };
}
