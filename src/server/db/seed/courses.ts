import type { SeedProduct } from './catalogue-types';
import { HONEY } from './illustrations';
import {
  candlesStill,
  combFrameScene,
  dippingScene,
  herbBasket,
  herbWalk,
  hiveScene,
  meadow,
  wreath,
} from './scenes';

// Course availability is counted in places per date, not stock: amountAvailable stays 0
// while the course is listed. The `booked` counts make one date full and one nearly full.
export const COURSES: SeedProduct[] = [
  {
    id: 'c-kraeuterkurs-im-jahreskreis',
    type: 'course',
    title: 'Kräuterkurs im Jahreskreis',
    priceCents: 14900,
    shortDescription:
      'Fünf Samstage von März bis November: Kräuter erkennen, sammeln und verarbeiten.',
    description:
      'In fünf Treffen begleiten wir die Kräuter durch das Jahr – vom ersten Bärlauch bis zur Hagebutte. Du lernst Pflanzen sicher zu bestimmen und verarbeitest sie zu Tee, Salbe, Sirup und Kräutersalz. Gebucht wird eine feste Gruppe für alle fünf Termine.',
    longDescription:
      'Der Kurs findet in unserem Kräutergarten und auf den Wiesen rund um den Hof statt. Jede Jahreszeit hat ihre eigenen Schätze: Im Frühling sammeln wir junge Wildkräuter, im Sommer Blüten, im Herbst Samen, Früchte und Wurzeln, im Winter geht es um Vorräte und Hausapotheke.\n\nDie Gruppe bleibt das ganze Jahr über zusammen. Bitte wähle bei der Buchung Gruppe 1 oder Gruppe 2; alle Termine einer Gruppe gehören zusammen. Material, Kräuter und ein kleiner Imbiss sind im Preis enthalten.',
    amountAvailable: 0,
    properties: [
      { key: 'termine', value: '5 Samstage je Gruppe' },
      { key: 'teilnehmer', value: 'höchstens 12 Personen je Gruppe' },
      { key: 'leitung', value: 'Kräuterpädagogin Marlene Hofer' },
    ],
    images: [
      {
        svg: wreath(['Kräuter', 'im Jahreskreis']),
        alt: 'Kranz aus Kräutern und Blüten der vier Jahreszeiten',
      },
      { svg: herbBasket(), alt: 'Korb mit frisch gesammelten Kräutern' },
      {
        svg: meadow(['calendula', 'cornflower'], 'summer', '#8e5fc0'),
        alt: 'Sommerwiese mit Lavendel, Ringelblumen und Kornblumen',
      },
    ],
    course: {
      series: true,
      time: 'Samstags 10:00 – 13:00 Uhr',
      location: 'Kräutergarten am Hofladen (bei Regen in der Hofscheune)',
      bring:
        'Wetterfeste Kleidung, festes Schuhwerk, Korb oder Stofftasche, Schreibzeug und drei leere Schraubgläser',
      sections: [
        {
          heading: 'Inhalte',
          items: [
            'Frühling: Bärlauch, Brennnessel und Giersch – Wildkräutersalz',
            'Frühsommer: Holunder und Zitronenmelisse – Sirup ansetzen',
            'Sommer: Ringelblume und Johanniskraut – Ölauszüge und Salben',
            'Herbst: Hagebutte, Weißdorn und Wurzeln – Tee und Tinkturen',
            'Spätherbst: die Hausapotheke für den Winter',
          ],
        },
        {
          heading: 'Mitzubringen',
          items: [
            'Wetterfeste Kleidung und festes Schuhwerk',
            'Korb oder Stofftasche',
            'Schreibzeug',
            'Drei leere Schraubgläser',
          ],
        },
        {
          heading: 'Im Preis enthalten',
          items: ['Alle Kräuter und Materialien', 'Kursskript', 'Kräutertee und Imbiss'],
        },
      ],
      dates: [
        {
          label: 'Gruppe 1',
          fixedDates: ['2027-03-13', '2027-05-08', '2027-07-03', '2027-09-18', '2027-11-06'],
          time: '10:00 – 13:00',
          totalSpace: 12,
          booked: 7,
        },
        {
          label: 'Gruppe 2',
          fixedDates: ['2027-03-20', '2027-05-15', '2027-07-10', '2027-09-25', '2027-11-13'],
          time: '10:00 – 13:00',
          totalSpace: 12,
          booked: 3,
        },
      ],
    },
  },
  {
    id: 'c-imkern-fuer-einsteiger',
    type: 'course',
    title: 'Imkern für Einsteiger',
    priceCents: 6500,
    shortDescription:
      'Ein Tag am Bienenstand: Was du für dein erstes eigenes Bienenvolk wissen musst.',
    description:
      'Du träumst von eigenen Bienen? An diesem Kurstag öffnen wir gemeinsam Völker, erklären das Bienenjahr und die wichtigsten Arbeiten. Schutzkleidung stellen wir. Danach weißt du, ob Imkern das Richtige für dich ist.',
    longDescription:
      'Vormittags geht es um Theorie: Wie lebt ein Bienenvolk, welche Beuten gibt es, was kostet der Einstieg und wie viel Zeit braucht man wirklich? Nach der Mittagspause stehen wir am Bienenstand, ziehen Waben, suchen die Königin und probieren frischen Honig direkt aus der Wabe.\n\nDer Kurs ist ein Schnuppertag und ersetzt keinen Imkerkurs über die ganze Saison – gibt aber einen ehrlichen Eindruck.',
    amountAvailable: 0,
    properties: [
      { key: 'dauer', value: '6 Stunden mit Mittagspause' },
      { key: 'teilnehmer', value: 'höchstens 10 Personen' },
      { key: 'leitung', value: 'Imkermeister Jonas Hofer' },
    ],
    images: [
      {
        svg: hiveScene('spring'),
        alt: 'Bunte Bienenbeute auf der Frühlingswiese mit fliegenden Bienen',
      },
      {
        svg: combFrameScene(HONEY.summer),
        alt: 'Wabenrähmchen mit Bienen, wie es im Kurs gezogen wird',
      },
      { svg: meadow(['dandelion', 'blossom'], 'spring'), alt: 'Biene über einer Frühlingswiese' },
    ],
    course: {
      series: false,
      time: '10:00 – 16:00 Uhr',
      location: 'Bienenstand hinter dem Hofladen',
      bring: 'Helle, lange Kleidung und feste Schuhe; Schleier und Handschuhe leihen wir dir',
      sections: [
        {
          heading: 'Inhalte',
          items: [
            'Das Bienenjahr im Überblick',
            'Beuten, Werkzeug und Kosten',
            'Praxis am offenen Volk',
            'Honigernte und Varroa-Behandlung',
          ],
        },
        {
          heading: 'Mitzubringen',
          items: [
            'Helle, lange Kleidung',
            'Geschlossene Schuhe',
            'Neugier (Schutzkleidung stellen wir)',
          ],
        },
      ],
      dates: [
        {
          label: null,
          fixedDates: ['2027-04-17'],
          time: '10:00 – 16:00',
          totalSpace: 10,
          booked: 9,
        },
        {
          label: null,
          fixedDates: ['2027-05-22'],
          time: '10:00 – 16:00',
          totalSpace: 10,
          booked: 4,
        },
        {
          label: null,
          fixedDates: ['2027-06-19'],
          time: '10:00 – 16:00',
          totalSpace: 10,
          booked: 0,
        },
      ],
    },
  },
  {
    id: 'c-bienenwachskerzen-selber-ziehen',
    type: 'course',
    title: 'Bienenwachskerzen selber ziehen',
    priceCents: 3500,
    shortDescription: 'Ein gemütlicher Adventsnachmittag am warmen Wachstopf.',
    description:
      'Schicht für Schicht ziehst du deine eigenen Kerzen aus reinem Bienenwachs – so wie früher. Dazu gibt es Punsch und Lebkuchen. Jede Person nimmt etwa sechs Kerzen mit nach Hause.',
    longDescription:
      'Kerzenziehen braucht Geduld: Der Docht wird immer wieder in das flüssige Wachs getaucht, bis die Kerze nach rund dreißig Durchgängen ihre Form hat. Währenddessen erzählen wir vom Leben der Bienen im Winter.\n\nDer Kurs ist auch für Kinder ab acht Jahren in Begleitung eines Erwachsenen geeignet. Das Wachs stammt aus unserer eigenen Imkerei.',
    amountAvailable: 0,
    properties: [
      { key: 'dauer', value: '3 Stunden' },
      { key: 'teilnehmer', value: 'höchstens 8 Personen' },
      { key: 'geeignet', value: 'für Erwachsene und Kinder ab 8 Jahren' },
    ],
    images: [
      { svg: dippingScene(), alt: 'Frisch gezogene Kerzen hängen paarweise über dem Wachstopf' },
      { svg: candlesStill(), alt: 'Brennende Bienenwachskerzen' },
    ],
    course: {
      series: false,
      time: '14:00 – 17:00 Uhr',
      location: 'Hofscheune am Hofladen',
      bring: 'Kleidung, die Wachsflecken verträgt',
      sections: [
        {
          heading: 'Inhalte',
          items: [
            'Bienenwachs: Gewinnung und Eigenschaften',
            'Kerzen ziehen und rollen',
            'Dochtkunde',
          ],
        },
        {
          heading: 'Mitzubringen',
          items: ['Kleidung, die Wachsflecken verträgt', 'Einen Karton für den Heimweg'],
        },
      ],
      dates: [
        {
          label: null,
          fixedDates: ['2027-11-27'],
          time: '14:00 – 17:00',
          totalSpace: 8,
          booked: 8,
        },
        {
          label: null,
          fixedDates: ['2027-12-04'],
          time: '14:00 – 17:00',
          totalSpace: 8,
          booked: 5,
        },
        {
          label: null,
          fixedDates: ['2027-12-11'],
          time: '14:00 – 17:00',
          totalSpace: 8,
          booked: 1,
        },
      ],
    },
  },
  {
    id: 'c-wildkraeuter-spaziergang',
    type: 'course',
    title: 'Wildkräuter-Spaziergang',
    priceCents: 2500,
    shortDescription: 'Zwei Stunden unterwegs an Wegrand und Waldsaum – mit Kostproben.',
    description:
      'Auf einem gemütlichen Spaziergang entdecken wir, was am Wegesrand wächst und essbar ist. Du lernst die häufigsten Wildkräuter sicher zu erkennen. Zum Abschluss gibt es Kräuterbrot und Wildkräuterquark.',
    longDescription:
      'Giersch, Gundermann, Spitzwegerich, Knoblauchsrauke – viele Wildkräuter wachsen direkt vor der Haustür. Wir zeigen, woran man sie erkennt, welche giftigen Doppelgänger es gibt und wie man sie in der Küche verwendet.\n\nDer Weg ist etwa drei Kilometer lang und auch für Familien geeignet. Hunde an der Leine sind willkommen.',
    amountAvailable: 0,
    properties: [
      { key: 'dauer', value: '2,5 Stunden' },
      { key: 'strecke', value: 'ca. 3 km, leicht' },
      { key: 'treffpunkt', value: 'Parkplatz am Hofladen' },
    ],
    images: [
      { svg: herbWalk(), alt: 'Feldweg durch eine Frühlingswiese mit Wildkräutern am Rand' },
      {
        svg: meadow(['daisy', 'dandelion'], 'spring'),
        alt: 'Frühlingswiese mit Gänseblümchen und Löwenzahn',
      },
    ],
    course: {
      series: false,
      time: '15:00 – 17:30 Uhr',
      location: 'Treffpunkt: Parkplatz am Hofladen',
      bring: 'Festes Schuhwerk, Regenjacke und einen kleinen Korb',
      sections: [
        {
          heading: 'Inhalte',
          items: [
            'Zehn häufige Wildkräuter sicher bestimmen',
            'Giftige Doppelgänger',
            'Rezepte für die Wildkräuterküche',
          ],
        },
        { heading: 'Mitzubringen', items: ['Festes Schuhwerk', 'Kleiner Korb', 'Getränk'] },
      ],
      dates: [
        {
          label: null,
          fixedDates: ['2027-04-24'],
          time: '15:00 – 17:30',
          totalSpace: 15,
          booked: 6,
        },
        {
          label: null,
          fixedDates: ['2027-05-09'],
          time: '15:00 – 17:30',
          totalSpace: 15,
          booked: 0,
        },
      ],
    },
  },
];
