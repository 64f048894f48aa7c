import type { SeedProduct } from './catalogue-types';
import { bottleStill, HONEY, ingredientsStill } from './illustrations';
import { combDetail, meadow } from './scenes';

export const DRINKS: SeedProduct[] = [
  {
    id: 'p-honigmet-klassisch',
    type: 'drink',
    title: 'Honigmet klassisch',
    priceCents: 1490,
    shortDescription: 'Goldener Honigwein aus Sommertrachthonig, mild-süß mit 11 % vol.',
    description:
      'Unser Met wird aus eigenem Sommerhonig, Quellwasser und Weinhefe vergoren und reift ein halbes Jahr im Keller. Er schmeckt mild, süß und blumig. Gekühlt als Aperitif oder im Winter leicht erwärmt.',
    longDescription:
      'Met ist das älteste vergorene Getränk der Menschheit. Wir keltern ihn in kleinen Chargen von 200 Litern und lassen ihm Zeit: Erst nach sechs Monaten Reife im kühlen Gewölbekeller wird abgefüllt.\n\nDer Verschluss mit rotem Siegelwachs macht jede Flasche zu einem kleinen Geschenk. Enthält Sulfite. Abgabe nur an Personen ab 16 Jahren.',
    amountAvailable: 20,
    properties: [
      { key: 'alkoholgehalt', value: '11 % vol.' },
      { key: 'zutaten', value: 'Wasser, Honig (35 %), Weinhefe, Sulfite' },
      { key: 'herkunft', value: 'eigene Kelterei' },
      { key: 'trinktemperatur', value: '8–10 °C oder leicht erwärmt' },
    ],
    netContent: { amount: 750, unit: 'ml' },
    images: [
      {
        svg: bottleStill({
          shape: 'mead',
          closure: 'wax',
          liquid: '#d9901c',
          title: 'Honigmet klassisch',
          note: '0,75 l',
          accent: '#7a3b12',
          decor: ['dipper'],
        }),
        alt: 'Flasche Honigmet mit rotem Wachssiegel, daneben ein Honiglöffel',
      },
      { svg: combDetail(HONEY.summer, 11), alt: 'Goldene Honigwabe, aus der der Met entsteht' },
      { svg: meadow(['calendula', 'daisy'], 'summer'), alt: 'Sommerwiese mit Biene' },
    ],
    ratings: [
      {
        title: 'Lecker!',
        ort: 'Erfurt',
        rate: 4,
        comment: 'Schön süß, aber nicht klebrig. Im Winter warm ein Traum.',
        date: '2026-01-19',
        enabled: true,
      },
      {
        title: 'Perfektes Mitbringsel',
        ort: 'Jena',
        rate: 5,
        comment: 'Die Flasche mit dem Wachssiegel macht richtig was her.',
        date: '2026-02-22',
        enabled: true,
      },
    ],
  },
  {
    id: 'p-kirschmet',
    type: 'drink',
    title: 'Kirschmet',
    priceCents: 1250,
    shortDescription: 'Honigwein mit Saft unserer Sauerkirschen – fruchtig und tiefrot.',
    description:
      'Für den Kirschmet vergären wir Blütenhonig zusammen mit Saft aus den Schattenmorellen der Streuobstwiese. Er ist tiefrot, fruchtig und weniger süß als der klassische Met. Passt hervorragend zu Schokoladendesserts.',
    longDescription:
      'Die Sauerkirschen ernten wir Ende Juli von Hand. Ihr Saft bringt eine feine Säure, die die Süße des Honigs ausbalanciert.\n\nKirschmet schmeckt gekühlt am besten. Nach dem Öffnen im Kühlschrank aufbewahren und innerhalb von vier Wochen genießen. Enthält Sulfite.',
    amountAvailable: 12,
    properties: [
      { key: 'alkoholgehalt', value: '10 % vol.' },
      { key: 'zutaten', value: 'Wasser, Honig (28 %), Sauerkirschsaft (20 %), Weinhefe, Sulfite' },
      { key: 'herkunft', value: 'eigene Kelterei' },
    ],
    netContent: { amount: 500, unit: 'ml' },
    images: [
      {
        svg: bottleStill({
          shape: 'slim',
          closure: 'cork',
          liquid: '#8e1424',
          title: 'Kirschmet',
          note: '0,5 l',
          accent: '#8e1424',
          decor: ['cherries'],
          mood: 'rose',
        }),
        alt: 'Schlanke Flasche tiefroter Kirschmet mit Korken, davor Kirschen',
      },
      {
        svg: ingredientsStill(['cherries', 'blossom', 'cherries']),
        alt: 'Sauerkirschen und Kirschblüten auf einem Holzbrett',
      },
    ],
  },
  {
    id: 'p-holunderbluetensirup',
    type: 'drink',
    title: 'Holunderblütensirup',
    priceCents: 690,
    shortDescription: 'Duftender Sirup aus handgepflückten Holunderblüten, mit Honig gesüßt.',
    description:
      'Im Juni pflücken wir die Holunderdolden am Hofrand und setzen sie mit Zitrone und Honig an. Der Sirup duftet intensiv nach Sommer. Mit Sprudelwasser 1:8 verdünnen – oder für den Hugo.',
    longDescription:
      'Holunder wächst bei uns an jeder Hecke. Wir pflücken nur an sonnigen Vormittagen, wenn die Blüten am meisten Duft tragen, und verarbeiten sie noch am selben Tag.\n\nStatt Haushaltszucker verwenden wir zur Hälfte eigenen Akazienhonig, der den Blütenduft nicht überdeckt. Nach dem Öffnen gekühlt lagern.',
    amountAvailable: 24,
    properties: [
      { key: 'zutaten', value: 'Wasser, Zucker, Akazienhonig, Holunderblüten, Zitronensaft' },
      { key: 'verdünnung', value: '1 Teil Sirup auf 8 Teile Wasser' },
      { key: 'herkunft', value: 'Hecken am Hofrand' },
      { key: 'haltbarkeit', value: 'ungeöffnet 12 Monate' },
    ],
    netContent: { amount: 500, unit: 'ml' },
    images: [
      {
        svg: bottleStill({
          shape: 'swing',
          closure: 'swing',
          liquid: '#e8d7a0',
          title: 'Holunderblüten\u00adsirup',
          note: '500 ml',
          accent: '#5a7a2a',
          decor: ['elder'],
          mood: 'meadow',
        }),
        alt: 'Bügelflasche Holunderblütensirup, daneben eine Holunderdolde',
      },
      {
        svg: ingredientsStill(['elder', 'sprig', 'elder']),
        alt: 'Frische Holunderdolden und Blätter auf einem Holzbrett',
      },
    ],
  },
  {
    id: 'p-apfel-quitten-saft',
    type: 'drink',
    title: 'Apfel-Quitten-Saft naturtrüb',
    priceCents: 450,
    shortDescription: 'Direktsaft von der Streuobstwiese – ohne Zuckerzusatz.',
    description:
      'Aus alten Apfelsorten wie Boskoop und Goldparmäne und einem Anteil Quitten pressen wir im Herbst unseren Direktsaft. Er ist naturtrüb, fruchtig und angenehm herb. Ohne Zusatz von Zucker oder Konzentrat.',
    longDescription:
      'Jeden Oktober sammeln wir mit Freunden und Nachbarn das Obst unserer Streuobstwiese. In der Lohnmosterei im Nachbarort wird es gepresst, kurz pasteurisiert und sofort abgefüllt.\n\nDie Quitten geben dem Saft ein blumiges Aroma und eine feine Säure. Geöffnet im Kühlschrank aufbewahren und innerhalb weniger Tage trinken.',
    amountAvailable: 40,
    properties: [
      { key: 'zutaten', value: 'Apfelsaft (80 %), Quittensaft (20 %)' },
      { key: 'herkunft', value: 'eigene Streuobstwiese' },
      { key: 'sorten', value: 'Boskoop, Goldparmäne, Bohnapfel, Portugiesische Birnquitte' },
      { key: 'haltbarkeit', value: 'ungeöffnet 12 Monate' },
    ],
    netContent: { amount: 1000, unit: 'ml' },
    images: [
      {
        svg: bottleStill({
          shape: 'juice',
          closure: 'cap',
          liquid: '#e3a53a',
          title: 'Apfel-Quitten-Saft',
          note: '1 l',
          accent: '#9a5a12',
          decor: ['apple', 'quince'],
        }),
        alt: 'Saftflasche Apfel-Quitten-Saft, davor Äpfel und eine Quitte',
      },
      {
        svg: ingredientsStill(['apple', 'quince', 'apple']),
        alt: 'Äpfel und Quitten von der Streuobstwiese auf einem Holzbrett',
      },
      { svg: meadow(['blossom'], 'spring'), alt: 'Streuobstwiese zur Blütezeit' },
    ],
  },
  {
    id: 'p-zitronenmelisse-sirup',
    type: 'drink',
    title: 'Zitronenmelisse-Sirup',
    priceCents: 590,
    shortDescription: 'Erfrischend-zitroniger Kräutersirup aus dem eigenen Kräutergarten.',
    description:
      'Frische Zitronenmelisse aus unserem Kräutergarten, mit Honig und etwas Zitrone angesetzt. Der Sirup schmeckt frisch, leicht minzig und gar nicht aufdringlich. Mit kaltem Wasser oder Tee aufgießen.',
    longDescription:
      'Zitronenmelisse ist eine der Lieblingspflanzen unserer Bienen – deshalb wächst sie bei uns in großen Büscheln entlang der Bienenstände. Wir ernten kurz vor der Blüte, wenn die Blätter am aromatischsten sind.\n\nAuch warm ist der Sirup ein Genuss: ein Schuss in heißes Wasser ergibt einen beruhigenden Abendtee.',
    amountAvailable: 15,
    properties: [
      { key: 'zutaten', value: 'Wasser, Zucker, Blütenhonig, Zitronenmelisse, Zitronensaft' },
      { key: 'verdünnung', value: '1 Teil Sirup auf 7 Teile Wasser' },
      { key: 'herkunft', value: 'eigener Kräutergarten' },
      { key: 'haltbarkeit', value: 'ungeöffnet 12 Monate' },
    ],
    netContent: { amount: 500, unit: 'ml' },
    images: [
      {
        svg: bottleStill({
          shape: 'swing',
          closure: 'swing',
          liquid: '#c9d67a',
          title: 'Zitronenmelisse-Sirup',
          note: '500 ml',
          accent: '#4f7d3a',
          decor: ['sprig', 'daisy'],
          mood: 'sage',
        }),
        alt: 'Bügelflasche mit hellgrünem Zitronenmelisse-Sirup, daneben frische Melisse',
      },
      {
        svg: ingredientsStill(['sprig', 'sprig', 'daisy']),
        alt: 'Frische Zweige Zitronenmelisse auf einem Holzbrett',
      },
    ],
  },
];
