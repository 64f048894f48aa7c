import { formatDateWithWeekday } from '../../domain/dates';
import {
  type Fact,
  type FulfilmentMailOrder,
  factsHtml,
  frame,
  goodsHtml,
  goodsText,
  heading,
  hello,
  paragraph,
  subheading,
} from './fulfilment-mail-parts';
import { escapeHtml } from './mail-layout';
import type { RenderedMail, ShopContact } from './order-confirmation-template';

export interface PickupNotice extends FulfilmentMailOrder {
  /** yyyy-mm-dd */
  pickupDate: string;
  place: {
    name: string;
    address: string;
    description: string;
    /** "Samstag: 8:00–13:00 Uhr", one line per open weekday. */
    openingHours: string[];
  };
}

function pickupFacts(notice: PickupNotice): Fact[] {
  const { place } = notice;
  const where = [place.name, place.address, ...(place.description ? [place.description] : [])];
  return [
    ['Wann', escapeHtml(formatDateWithWeekday(notice.pickupDate))],
    ['Wo', where.map(escapeHtml).join('<br>')],
    ['Öffnungszeiten', place.openingHours.map(escapeHtml).join('<br>')],
  ];
}

function pickupText(notice: PickupNotice): string[] {
  const { place } = notice;
  return [
    `Wann: ${formatDateWithWeekday(notice.pickupDate)}`,
    `Wo: ${place.name}`,
    `    ${place.address}`,
    ...(place.description ? [`    ${place.description}`] : []),
    'Öffnungszeiten:',
    ...place.openingHours.map((line) => `    ${line}`),
  ];
}

const bringNumber = (notice: PickupNotice) =>
  `Nenne bei der Abholung einfach deine Bestellnummer ${notice.orderNumber}.`;
const cannotCome =
  'Du kannst an dem Tag nicht? Schreib uns kurz, dann finden wir einen anderen Termin.';

function pickupMail(
  notice: PickupNotice,
  shop: ShopContact,
  words: { subject: string; title: string; intro: string },
): RenderedMail {
  return frame(
    {
      subject: words.subject,
      statusPath: notice.statusPath,
      preview: `${formatDateWithWeekday(notice.pickupDate)} · ${notice.place.name}`,
      text: [
        hello(notice),
        '',
        words.intro,
        '',
        ...pickupText(notice),
        '',
        'Für dich eingepackt:',
        ...goodsText(notice),
        '',
        bringNumber(notice),
        cannotCome,
      ],
      html: `${heading(words.title)}
${paragraph(hello(notice))}
${paragraph(words.intro)}
${factsHtml(pickupFacts(notice))}
${subheading('Für dich eingepackt')}
${goodsHtml(notice)}
${paragraph(bringNumber(notice))}
${paragraph(cannotCome)}`,
    },
    shop,
  );
}

/** "Abholbereit": packed and waiting, with place, day and opening hours. */
export const renderPickupReady = (notice: PickupNotice, shop: ShopContact): RenderedMail =>
  pickupMail(notice, shop, {
    subject: `Deine Bestellung ${notice.orderNumber} liegt zur Abholung bereit`,
    title: 'Deine Bestellung wartet auf dich',
    intro: `deine Bestellung ${notice.orderNumber} ist gepackt und liegt für dich bereit.`,
  });

/** The evening before the pickup day. */
export const renderPickupReminder = (notice: PickupNotice, shop: ShopContact): RenderedMail =>
  pickupMail(notice, shop, {
    subject: `Morgen abholen: deine Bestellung ${notice.orderNumber}`,
    title: 'Bis morgen!',
    intro: `nur zur Erinnerung: Morgen, ${formatDateWithWeekday(notice.pickupDate)}, kannst du deine Bestellung ${notice.orderNumber} bei uns abholen.`,
  });
