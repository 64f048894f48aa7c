import type { SeedProduct } from './catalogue-types';
import { HONEY, jarStill, jarTrio, openJarStill } from './illustrations';
import { combDetail, combFrameScene, hiveScene, meadow } from './scenes';

export const HONIG_MORE: SeedProduct[] = [
  {
    id: 'p-kastanienhonig',
    type: 'honig',
    title: 'Kastanienhonig',
    priceCents: 790,
    shortDescription: 'Bernsteinfarben, herb und mit feiner Bitternote.',
    description:
      'Die Edelkastanien am Südhang blühen im Juni. Ihr Honig ist dunkel-bernsteinfarben und schmeckt angenehm herb. Ein Honig für Kenner, der wunderbar zu Ziegenkäse passt.',
    longDescription:
      'Kastanienhonig polarisiert: Die einen lieben seine feine Bitterkeit, die anderen finden ihn zu kräftig. Wir gehören eindeutig zur ersten Gruppe.\n\nEr bleibt lange flüssig und ist reich an Mineralstoffen. In der Küche verfeinert er Salatdressings, Schmorgerichte und Wildsaucen.',
    amountAvailable: 14,
    properties: [
      { key: 'sorte', value: 'Edelkastanie' },
      { key: 'konsistenz', value: 'flüssig' },
      { key: 'herkunft', value: 'Kastanienhain am Südhang' },
      { key: 'haltbarkeit', value: 'mindestens 2 Jahre' },
    ],
    netContent: { amount: 250, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Kastanienhonig',
          note: '250 g',
          colour: HONEY.chestnut,
          lid: 'wood',
          decor: ['autumn-leaves', 'sprig'],
          accent: '#6b3a14',
        }),
        alt: 'Glas Kastanienhonig mit Holzdeckel und Herbstlaub',
      },
      { svg: combDetail(HONEY.chestnut, 2), alt: 'Wabe mit bernsteinfarbenem Kastanienhonig' },
      {
        svg: openJarStill({ title: 'Kastanienhonig', colour: HONEY.chestnut, mood: 'rose' }),
        alt: 'Kastanienhonig fließt vom Honiglöffel',
      },
    ],
  },
  {
    id: 'p-loewenzahnhonig-cremig',
    type: 'honig',
    title: 'Löwenzahnhonig cremig',
    priceCents: 690,
    shortDescription: 'Sonnengelb, kräftig-blumig und fein gerührt.',
    description:
      'Löwenzahnhonig ist der gelbste Honig, den wir ernten. Er schmeckt kräftig und ein wenig nach Heu. Fein gerührt ist er ein Genuss auf frischem Bauernbrot.',
    longDescription:
      'Sortenreinen Löwenzahnhonig gibt es nur, wenn die Wiesen im April flächig gelb blühen und kein Raps in der Nähe steht. Das gelingt uns nicht jedes Jahr.\n\nDer Honig kristallisiert rasch, deshalb rühren wir ihn cremig. Sein intensiver Duft erinnert an frisch gemähte Frühlingswiesen.',
    amountAvailable: 20,
    properties: [
      { key: 'sorte', value: 'Löwenzahn' },
      { key: 'konsistenz', value: 'cremig gerührt' },
      { key: 'herkunft', value: 'Streuobstwiesen am Hof' },
      { key: 'haltbarkeit', value: 'mindestens 2 Jahre' },
    ],
    netContent: { amount: 250, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Löwenzahnhonig cremig',
          note: '250 g',
          colour: HONEY.dandelion,
          content: 'creamy',
          lid: 'gingham',
          decor: ['dandelion'],
          mood: 'meadow',
        }),
        alt: 'Glas gelber Löwenzahnhonig mit Löwenzahnblüten',
      },
      {
        svg: meadow(['dandelion', 'daisy'], 'spring'),
        alt: 'Löwenzahnwiese im Frühling mit Biene',
      },
    ],
  },
  {
    id: 'p-obstbluetenhonig',
    type: 'honig',
    title: 'Obstblütenhonig',
    priceCents: 890,
    shortDescription: 'Aus unserer Streuobstwiese – fruchtig, zart und cremig.',
    description:
      'Auf unserer Streuobstwiese stehen über sechzig alte Apfel-, Birnen- und Kirschbäume. Ihr Honig ist zart-fruchtig und hell. Wir rühren ihn cremig, damit er schön streichfähig bleibt.',
    longDescription:
      'Streuobstwiesen gehören zu den artenreichsten Lebensräumen Mitteleuropas. Mit dem Kauf dieses Honigs hilfst du uns, die alten Hochstämme zu pflegen und neue Bäume zu pflanzen.\n\nIm Geschmack ist Obstblütenhonig feiner als Rapshonig und hat eine leichte Fruchtnote, die an Apfelblüten erinnert.',
    amountAvailable: 16,
    properties: [
      { key: 'sorte', value: 'Obstblüte (Apfel, Birne, Kirsche)' },
      { key: 'konsistenz', value: 'cremig gerührt' },
      { key: 'herkunft', value: 'eigene Streuobstwiese' },
      { key: 'haltbarkeit', value: 'mindestens 2 Jahre' },
    ],
    netContent: { amount: 500, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Obstblütenhonig',
          note: '500 g',
          colour: '#f0dca0',
          content: 'creamy',
          decor: ['blossom', 'apple'],
        }),
        alt: 'Glas Obstblütenhonig, davor Apfelblüten und Äpfel',
      },
      { svg: meadow(['blossom', 'daisy'], 'spring'), alt: 'Streuobstwiese in voller Blüte' },
      { svg: hiveScene('spring'), alt: 'Bienenbeute auf der Streuobstwiese' },
    ],
  },
  {
    id: 'p-wabenhonig',
    type: 'honig',
    title: 'Wabenhonig im Rähmchen',
    priceCents: 1490,
    shortDescription: 'Die ganze Wabe, so wie die Bienen sie verdeckelt haben.',
    description:
      'Ein kleines Holzrähmchen, gefüllt mit unbehandelter Naturwabe und Sommerhonig. Das Wachs kann mitgegessen werden. Ein besonderes Geschenk für alle, die Honig einmal ganz ursprünglich erleben möchten.',
    longDescription:
      'Für Wabenhonig lassen wir die Bienen in kleinen Sektionsrähmchen ganz ohne Mittelwand bauen. So entsteht reines Bienenwachs, gefüllt mit Honig und von den Bienen verdeckelt.\n\nSchneide einfach ein Stück ab und genieße es auf Brot, zu Käse oder pur. Das Wachs ist unbedenklich und kann gekaut werden.',
    amountAvailable: 6,
    properties: [
      { key: 'sorte', value: 'Sommertracht in Naturwabe' },
      { key: 'inhalt', value: 'Wabe im Holzrähmchen, ca. 450 g' },
      { key: 'herkunft', value: 'Bienenstände rund um den Hof' },
      { key: 'haltbarkeit', value: '1 Jahr, kühl lagern' },
    ],
    netContent: { amount: 450, unit: 'g' },
    images: [
      {
        svg: combFrameScene(HONEY.blossom),
        alt: 'Holzrähmchen mit verdeckelter Honigwabe und Bienen',
      },
      { svg: combDetail(HONEY.blossom, 3), alt: 'Nahaufnahme der Wabenzellen mit goldenem Honig' },
      { svg: hiveScene('summer'), alt: 'Bienenbeute im Sommer' },
    ],
    ratings: [
      {
        title: 'Tolles Geschenk',
        ort: 'Heidelberg',
        rate: 5,
        comment: 'Mein Vater war begeistert. Sehr gut verpackt.',
        date: '2026-03-08',
        enabled: true,
      },
      {
        title: 'Lecker',
        ort: 'Karlsruhe',
        rate: 5,
        comment: 'Wabe pur ist ein Erlebnis.',
        date: '2026-05-17',
        enabled: true,
      },
    ],
  },
  {
    id: 'p-zimt-honig-cremig',
    type: 'honig',
    title: 'Zimt-Honig cremig',
    priceCents: 690,
    shortDescription: 'Cremiger Blütenhonig mit Ceylon-Zimt – schmeckt nach Advent.',
    description:
      'Für unseren Winterhonig rühren wir feinen Ceylon-Zimt in cremigen Blütenhonig. Das Ergebnis duftet nach Bratapfel und Adventsgebäck. Besonders gut auf Waffeln und im Milchreis.',
    longDescription:
      'Die Idee stammt von unserer Tochter, die im Winter jeden Morgen Zimt auf ihr Honigbrot streute. Inzwischen mischen wir für sie – und für dich – gleich im Glas.\n\nWir verwenden ausschließlich Ceylon-Zimt, der deutlich weniger Cumarin enthält als Cassia-Zimt.',
    amountAvailable: 22,
    properties: [
      { key: 'zutaten', value: 'Blütenhonig (98 %), Ceylon-Zimt (2 %)' },
      { key: 'konsistenz', value: 'cremig gerührt' },
      { key: 'herkunft', value: 'Honig aus eigener Imkerei' },
      { key: 'haltbarkeit', value: '18 Monate' },
    ],
    netContent: { amount: 250, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Zimt-Honig cremig',
          note: '250 g',
          colour: '#d9a866',
          content: 'creamy',
          lid: 'gingham',
          decor: ['autumn-leaves', 'apple'],
          mood: 'rose',
        }),
        alt: 'Glas Zimt-Honig mit Stoffhaube, davor Äpfel und Herbstlaub',
      },
      { svg: combDetail('#d9a866', 6), alt: 'Wabe mit cremigem Honig' },
    ],
  },
  {
    id: 'p-honig-probierset',
    type: 'honig',
    title: 'Honig-Probierset',
    priceCents: 1290,
    shortDescription: 'Drei kleine Gläser: Akazie, Raps und Wald – zum Kennenlernen.',
    description:
      'Du kannst dich nicht entscheiden? Unser Probierset enthält drei Gläser zu je 125 g: milden Akazienhonig, cremigen Rapshonig und kräftigen Waldhonig. Schön verpackt, ideal zum Verschenken.',
    longDescription:
      'Die drei Sorten zeigen, wie unterschiedlich Honig schmecken kann – von hell und mild bis dunkel und würzig. Probier in dieser Reihenfolge, dann entfalten sich die Aromen am besten.\n\nDas Set wird in einer Kartonbox mit Holzwolle geliefert. Auf Wunsch legen wir eine handgeschriebene Karte bei.',
    amountAvailable: 4,
    properties: [
      { key: 'inhalt', value: '3 × 125 g (Akazie, Raps, Wald)' },
      { key: 'herkunft', value: 'eigene Imkerei' },
      { key: 'verpackung', value: 'Geschenkbox mit Holzwolle' },
      { key: 'haltbarkeit', value: 'mindestens 18 Monate' },
    ],
    netContent: { amount: 375, unit: 'g' },
    images: [
      {
        svg: jarTrio(
          [
            { title: 'Akazie', colour: HONEY.acacia },
            { title: 'Raps', colour: '#f6ead0', content: 'creamy' },
            { title: 'Wald', colour: HONEY.forest },
          ],
          '125 g',
        ),
        alt: 'Drei kleine Honiggläser nebeneinander: Akazie, Raps und Wald',
      },
      { svg: combDetail(HONEY.summer, 8), alt: 'Honigwabe mit Biene' },
      {
        svg: meadow(['blossom', 'dandelion', 'daisy'], 'summer'),
        alt: 'Blühende Sommerwiese mit Biene',
      },
    ],
  },
  {
    // sold out: stock 0 means hidden (docs/shop/catalogue.md#what-is-listed), so the shop must not
    // list it
    id: 'p-tannenhonig',
    type: 'honig',
    title: 'Tannenhonig',
    priceCents: 1190,
    shortDescription: 'Dunkelgrüner Honigtau-Honig aus dem Weißtannenwald.',
    description:
      'Tannenhonig ist der König der Waldhonige: dunkel, fast grünlich schimmernd und malzig-würzig. Die Ernte des letzten Jahres ist ausverkauft.',
    longDescription:
      'Weißtannen honigen nur in wenigen Jahren. Sobald wir wieder ernten können, füllen wir neuen Tannenhonig ab und benachrichtigen alle, die danach gefragt haben.',
    amountAvailable: 0,
    productDisplayed: false,
    properties: [
      { key: 'sorte', value: 'Weißtanne (Honigtau)' },
      { key: 'konsistenz', value: 'flüssig' },
      { key: 'herkunft', value: 'Weißtannenwald am Kamm' },
    ],
    netContent: { amount: 500, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Tannenhonig',
          note: '500 g',
          colour: HONEY.fir,
          decor: ['fir'],
          accent: '#3d4a2a',
        }),
        alt: 'Glas dunkler Tannenhonig mit Tannenzweig',
      },
      { svg: combDetail(HONEY.fir, 9), alt: 'Wabe mit fast schwarzem Tannenhonig' },
    ],
  },
];
