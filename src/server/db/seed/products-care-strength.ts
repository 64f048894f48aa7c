import type { SeedProduct } from './catalogue-types';
import {
  bottleStill,
  HONEY,
  ingredientsStill,
  jarStill,
  potStill,
  tinStill,
} from './illustrations';
import { combDetail, combFrameScene, herbBasket, hiveScene, meadow } from './scenes';

// Cosmetics carry their net content too: the Grundpreis rules (PAngV) cover them as well.
export const CARE: SeedProduct[] = [
  {
    id: 'p-ringelblumensalbe',
    type: 'care',
    title: 'Ringelblumensalbe',
    priceCents: 890,
    shortDescription: 'Pflegende Salbe aus Ringelblumenöl und Bienenwachs für raue Haut.',
    description:
      'Die Ringelblumen aus unserem Garten setzen wir sechs Wochen in Olivenöl an und rühren das Öl mit eigenem Bienenwachs zu einer festen Salbe. Sie pflegt trockene, rissige Hände und beansprucht Haut. Frei von Duft- und Konservierungsstoffen.',
    longDescription:
      'Ringelblumensalbe ist ein altes Hausmittel, das in keiner Bauernküche fehlen durfte. Wir stellen sie in kleinen Mengen nach einem Rezept aus Großmutters Notizbuch her.\n\nDie Salbe zieht langsam ein und bildet einen schützenden Film – ideal nach der Gartenarbeit oder im Winter. Nur äußerlich anwenden.',
    amountAvailable: 22,
    properties: [
      {
        key: 'inhaltsstoffe',
        value: 'Olea Europaea Fruit Oil, Calendula Officinalis Flower Extract, Cera Alba',
      },
      { key: 'anwendung', value: 'dünn auf trockene Hautstellen auftragen' },
      { key: 'herkunft', value: 'Ringelblumen aus eigenem Garten' },
      { key: 'haltbarkeit', value: '12 Monate nach dem Öffnen' },
    ],
    netContent: { amount: 50, unit: 'ml' },
    images: [
      {
        svg: tinStill({
          metal: '#c8c2b4',
          title: 'Ringelblumen\u00adsalbe',
          note: '50 ml',
          accent: '#d07010',
          mood: 'rose',
          decor: ['calendula'],
        }),
        alt: 'Runde Blechdose Ringelblumensalbe, daneben Ringelblumenblüten',
      },
      {
        svg: ingredientsStill(['calendula', 'wax', 'calendula']),
        alt: 'Ringelblumen und ein Block Bienenwachs auf einem Holzbrett',
      },
      { svg: herbBasket(), alt: 'Korb mit frisch geernteten Kräutern und Ringelblumen' },
    ],
    ratings: [
      {
        title: 'Hilft wirklich',
        ort: 'Kempten',
        rate: 5,
        comment: 'Meine Hände sind nach der Stallarbeit endlich nicht mehr rissig.',
        date: '2026-02-03',
        enabled: true,
      },
      {
        title: 'Gute Salbe',
        ort: 'Lindau',
        rate: 4,
        comment: 'Zieht etwas langsam ein, pflegt aber super.',
        date: '2026-03-15',
        enabled: true,
      },
    ],
  },
  {
    id: 'p-propolis-handcreme',
    type: 'care',
    title: 'Propolis-Handcreme',
    priceCents: 1190,
    shortDescription: 'Reichhaltige Handcreme mit Propolis, Honig und Sheabutter.',
    description:
      'Unsere Handcreme verbindet Propolis-Extrakt aus der eigenen Imkerei mit Sheabutter und einem Hauch Honig. Sie zieht schnell ein und hinterlässt kein fettiges Gefühl. Mit dezentem Duft nach Bienenwachs.',
    longDescription:
      'Propolis ist das Kittharz, mit dem Bienen ihre Beute abdichten und schützen. Wir gewinnen es im Herbst mit Propolisgittern und lösen es in Alkohol.\n\nDie Creme wird für uns in einer kleinen Naturkosmetik-Manufaktur gerührt. Sie eignet sich für beanspruchte Hände, auch für den täglichen Gebrauch.',
    amountAvailable: 17,
    properties: [
      {
        key: 'inhaltsstoffe',
        value: 'Aqua, Butyrospermum Parkii Butter, Propolis Extract, Mel, Cera Alba, Glycerin',
      },
      { key: 'anwendung', value: 'mehrmals täglich in die Hände einmassieren' },
      { key: 'herkunft', value: 'Propolis aus eigener Imkerei' },
      { key: 'haltbarkeit', value: '6 Monate nach dem Öffnen' },
    ],
    netContent: { amount: 75, unit: 'ml' },
    images: [
      {
        svg: potStill({
          body: '#f5f1ea',
          lid: '#c9a063',
          label: { title: 'Propolis-Handcreme', note: '75 ml', accent: '#8a5a1a' },
          mood: 'sage',
          decor: ['wax', 'calendula'],
        }),
        alt: 'Cremetiegel Propolis-Handcreme mit Holzdeckel, daneben Bienenwachs',
      },
      {
        svg: combFrameScene(HONEY.summer),
        alt: 'Wabenrähmchen mit Bienen, von dem das Propolis stammt',
      },
    ],
  },
  {
    id: 'p-lippenbalsam-honig-vanille',
    type: 'care',
    title: 'Lippenbalsam Honig & Vanille',
    priceCents: 450,
    shortDescription: 'Schützender Lippenbalsam aus Bienenwachs, Honig und Bourbon-Vanille.',
    description:
      'Ein kleines Döschen für die Jackentasche: Bienenwachs, Mandelöl, ein Tropfen Honig und echte Vanille schützen die Lippen bei Wind und Kälte. Schmeckt dezent süß.',
    longDescription:
      'Der Lippenbalsam ist unser meistverkauftes Mitbringsel vom Wochenmarkt. Er ist fest genug für die Hosentasche und schmilzt trotzdem sofort auf den Lippen.\n\nAlle Zutaten sind lebensmitteltauglich. Die Blechdose ist wiederbefüllbar – bring sie einfach in den Hofladen mit.',
    amountAvailable: 35,
    properties: [
      {
        key: 'inhaltsstoffe',
        value: 'Prunus Amygdalus Dulcis Oil, Cera Alba, Mel, Vanilla Planifolia Fruit Extract',
      },
      { key: 'anwendung', value: 'bei Bedarf auf die Lippen auftragen' },
      { key: 'herkunft', value: 'Bienenwachs aus eigener Imkerei' },
    ],
    netContent: { amount: 15, unit: 'ml' },
    images: [
      {
        svg: tinStill({
          metal: '#d8b26a',
          title: 'Lippen\u00adbalsam',
          note: 'Honig & Vanille',
          accent: '#8a4a14',
          mood: 'honey',
          decor: ['wax'],
        }),
        alt: 'Goldene Blechdose Lippenbalsam Honig & Vanille mit Bienenwachs',
      },
      {
        svg: ingredientsStill(['wax', 'dipper']),
        alt: 'Bienenwachs und Honiglöffel auf einem Holzbrett',
      },
    ],
  },
  {
    id: 'p-beinwell-salbe',
    type: 'care',
    title: 'Beinwell-Salbe',
    priceCents: 990,
    shortDescription: 'Traditionelle Kräutersalbe aus Beinwellwurzel für beanspruchte Gelenke.',
    description:
      'Beinwell – im Volksmund „Wallwurz“ – wird seit Jahrhunderten für Salben verwendet. Wir graben die Wurzeln im Spätherbst und verarbeiten sie mit Bienenwachs und Sonnenblumenöl. Angenehm wärmend beim Einmassieren.',
    longDescription:
      'Die Salbe eignet sich zur Pflege nach Wanderungen, Gartenarbeit oder Sport. Im braunen Glastiegel ist sie vor Licht geschützt und hält lange.\n\nNur auf intakter Haut verwenden, nicht für Kinder unter drei Jahren. Bei Beschwerden frag bitte deine Ärztin oder deinen Apotheker.',
    amountAvailable: 9,
    properties: [
      {
        key: 'inhaltsstoffe',
        value: 'Helianthus Annuus Seed Oil, Symphytum Officinale Root Extract, Cera Alba',
      },
      { key: 'anwendung', value: 'zwei- bis dreimal täglich einmassieren' },
      { key: 'herkunft', value: 'Beinwell aus eigenem Kräutergarten' },
      { key: 'haltbarkeit', value: '12 Monate nach dem Öffnen' },
    ],
    netContent: { amount: 50, unit: 'ml' },
    images: [
      {
        svg: potStill({
          body: '#7a3b0c',
          lid: '#2b2522',
          label: { title: 'Beinwell-Salbe', note: '50 ml', accent: '#4f7d3a' },
          mood: 'meadow',
          decor: ['sprig', 'wax'],
        }),
        alt: 'Brauner Glastiegel Beinwell-Salbe mit schwarzem Deckel, daneben Kräuter',
      },
      { svg: herbBasket(), alt: 'Korb mit frischen Kräutern aus dem Garten' },
    ],
  },
];

export const STRENGTH: SeedProduct[] = [
  {
    id: 'p-propolis-tinktur',
    type: 'strength',
    title: 'Propolis-Tinktur',
    priceCents: 990,
    shortDescription: 'Propolis aus eigener Imkerei, in Alkohol gelöst – tropfenweise dosierbar.',
    description:
      'Unsere Tinktur enthält 20 % reines Propolis, gelöst in Weingeist. Sie wird traditionell zur Stärkung der Abwehrkräfte im Winter verwendet. Ein paar Tropfen auf einen Löffel Honig genügen.',
    longDescription:
      'Im Spätsommer legen wir Propolisgitter auf die Völker. Die Bienen verkitten die Lücken, wir ernten das Harz, frieren es ein und lösen es sechs Wochen lang in Weingeist.\n\nDie Pipettenflasche aus Braunglas schützt vor Licht. Nicht anwenden bei Allergie gegen Bienenprodukte.',
    amountAvailable: 19,
    properties: [
      { key: 'zutaten', value: 'Ethanol (70 % vol.), Propolis (20 %)' },
      { key: 'anwendung', value: '10–15 Tropfen täglich, z. B. auf Honig' },
      { key: 'herkunft', value: 'eigene Imkerei' },
      { key: 'haltbarkeit', value: '3 Jahre' },
    ],
    netContent: { amount: 20, unit: 'ml' },
    images: [
      {
        svg: bottleStill({
          shape: 'dropper',
          closure: 'dropper',
          liquid: '#5a2a08',
          glass: '#8a4a12',
          title: 'Propolis-Tinktur',
          note: '20 ml',
          accent: '#6a3a12',
          decor: ['wax', 'sprig'],
        }),
        alt: 'Braune Pipettenflasche Propolis-Tinktur, daneben Bienenwachs',
      },
      { svg: hiveScene('summer'), alt: 'Bienenbeute im Sommer, aus der das Propolis stammt' },
    ],
  },
  {
    id: 'p-bluetenpollen',
    type: 'strength',
    title: 'Blütenpollen',
    priceCents: 1190,
    shortDescription: 'Getrocknete Pollenhöschen in allen Farben des Sommers.',
    description:
      'Blütenpollen sind die kleinen Kügelchen, die Bienen an den Hinterbeinen nach Hause tragen. Wir sammeln sie mit Pollenfallen, trocknen sie schonend und füllen sie ab. Ein Teelöffel im Müsli genügt.',
    longDescription:
      'Je nach Blüte sind die Pollenhöschen gelb, orange, braun oder sogar blau. Sie enthalten Eiweiß, Vitamine und Mineralstoffe und schmecken leicht süßlich-herb.\n\nWir sammeln nur an wenigen Tagen im Jahr, damit den Völkern genug Pollen für die Brut bleibt. Trocken und kühl lagern.',
    amountAvailable: 11,
    properties: [
      { key: 'zutaten', value: '100 % Blütenpollen' },
      { key: 'anwendung', value: '1 Teelöffel täglich in Müsli oder Joghurt' },
      { key: 'herkunft', value: 'eigene Imkerei' },
      { key: 'haltbarkeit', value: '12 Monate' },
    ],
    netContent: { amount: 250, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Blütenpollen',
          note: '250 g',
          colour: '#e8a83a',
          content: 'granules',
          lid: 'wood',
          decor: ['daisy', 'dandelion'],
          mood: 'meadow',
        }),
        alt: 'Glas mit bunten Blütenpollen und Holzdeckel',
      },
      {
        svg: meadow(['calendula', 'cornflower', 'dandelion'], 'summer'),
        alt: 'Bunte Blumenwiese, von der die Pollen stammen',
      },
    ],
  },
  {
    id: 'p-gelee-royale-in-honig',
    type: 'strength',
    title: 'Gelée royale in Honig',
    priceCents: 1990,
    shortDescription: 'Cremiger Blütenhonig mit 3 % frischem Gelée royale.',
    description:
      'Gelée royale ist der Futtersaft, mit dem Bienen ihre Königin ernähren. Wir rühren ihn frisch in cremigen Rapshonig ein. Morgens einen Teelöffel auf nüchternen Magen – ein altes Stärkungsmittel.',
    longDescription:
      'Die Gewinnung von Gelée royale ist aufwendig: Aus jeder Weiselzelle lassen sich nur wenige Milligramm entnehmen. Deshalb stellen wir nur kleine Mengen her.\n\nIm Honig ist der empfindliche Futtersaft gut geschützt. Bitte im Kühlschrank lagern.',
    amountAvailable: 4,
    properties: [
      { key: 'zutaten', value: 'Rapshonig (97 %), frisches Gelée royale (3 %)' },
      { key: 'anwendung', value: '1 Teelöffel täglich' },
      { key: 'herkunft', value: 'eigene Imkerei' },
      { key: 'haltbarkeit', value: '12 Monate, gekühlt' },
    ],
    netContent: { amount: 250, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Gelée royale in Honig',
          note: '250 g',
          colour: '#f5ecd0',
          content: 'creamy',
          decor: ['blossom'],
          mood: 'lavender',
          bee: true,
        }),
        alt: 'Glas cremiger Honig mit Gelée royale, mit einer Biene',
      },
      { svg: combFrameScene(HONEY.acacia), alt: 'Wabe mit Bienen im Holzrähmchen' },
      { svg: hiveScene('spring'), alt: 'Bienenbeute auf der Frühlingswiese' },
    ],
  },
  {
    id: 'p-honig-salbei-bonbons',
    type: 'strength',
    title: 'Honig-Salbei-Bonbons',
    priceCents: 390,
    shortDescription: 'Handgekochte Bonbons mit Honig und Salbei – wohltuend im Hals.',
    description:
      'Unsere Bonbons werden mit 20 % eigenem Honig und Salbei aus dem Kräutergarten gekocht. Sie schmecken kräuterig-süß und tun gut, wenn der Hals kratzt. Im wiederverschließbaren Glas.',
    longDescription:
      'Eine kleine Bonbonmanufaktur im Nachbartal kocht die Bonbons für uns im offenen Kupferkessel. Der Salbei wird frisch geerntet, getrocknet und fein gemahlen.\n\nDas Glas kannst du im Hofladen wieder auffüllen lassen.',
    amountAvailable: 45,
    properties: [
      { key: 'zutaten', value: 'Zucker, Glukosesirup, Honig (20 %), Salbei (1 %), Salbeiöl' },
      { key: 'inhalt', value: 'ca. 40 Bonbons' },
      { key: 'herkunft', value: 'Honig und Salbei vom Hof' },
      { key: 'haltbarkeit', value: '18 Monate' },
    ],
    netContent: { amount: 150, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Honig-Salbei-Bonbons',
          note: '150 g',
          colour: '#d88a1a',
          content: 'drops',
          decor: ['sprig'],
          mood: 'sage',
        }),
        alt: 'Glas mit goldenen Honig-Salbei-Bonbons, daneben Salbei',
      },
      { svg: combDetail(HONEY.blossom, 12), alt: 'Honigwabe mit Biene' },
    ],
  },
];
