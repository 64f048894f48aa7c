import type { SeedProduct } from './catalogue-types';
import { HONEY, ingredientsStill, openJarStill } from './illustrations';
import { bowlStill, candlesStill, combDetail, tealightsStill, wrapsStill } from './scenes';

export const OTHER: SeedProduct[] = [
  {
    id: 'p-bienenwachskerzen-gerollt',
    type: 'other',
    title: 'Gerollte Bienenwachskerzen, 3er-Set',
    priceCents: 1290,
    shortDescription: 'Drei handgerollte Kerzen aus reinen Bienenwachs-Waben.',
    description:
      'Wir rollen die Kerzen aus gewalzten Wachsplatten mit Wabenmuster. Sie brennen ruhig, tropfen kaum und duften dezent nach Honig. Das Set enthält drei Kerzen in verschiedenen Höhen.',
    longDescription:
      'Bienenwachs entsteht, wenn Bienen Waben bauen – für ein Kilogramm Wachs verbrauchen sie rund zehn Kilogramm Honig. Entsprechend wertvoll ist jede Kerze.\n\nUnser Wachs stammt ausschließlich aus Entdeckelungswachs der eigenen Völker und ist rückstandsgeprüft. Kerzen nie unbeaufsichtigt brennen lassen.',
    amountAvailable: 16,
    properties: [
      { key: 'material', value: '100 % Bienenwachs, Baumwolldocht' },
      { key: 'inhalt', value: '3 Kerzen (10, 15 und 20 cm)' },
      { key: 'brenndauer', value: 'ca. 8 bis 16 Stunden je Kerze' },
      { key: 'herkunft', value: 'Wachs aus eigener Imkerei' },
    ],
    images: [
      {
        svg: candlesStill(),
        alt: 'Drei gerollte Bienenwachskerzen mit Wabenmuster, zwei davon brennen',
      },
      { svg: combDetail('#f0c860', 7), alt: 'Helles Wabenwachs in Nahaufnahme' },
    ],
    ratings: [
      {
        title: 'Wunderschön',
        ort: 'Dresden',
        rate: 5,
        comment: 'Der Honigduft beim Brennen ist herrlich.',
        date: '2026-01-06',
        enabled: true,
      },
      {
        title: 'Schön, aber schnell abgebrannt',
        ort: 'Leipzig',
        rate: 4,
        comment: 'Die kleine Kerze war nach einem Abend weg.',
        date: '2026-02-14',
        enabled: true,
      },
      {
        title: 'Tropfen',
        ort: 'Chemnitz',
        rate: 2,
        comment: 'Bei mir haben sie getropft.',
        date: '2026-03-01',
        enabled: false,
      },
    ],
  },
  {
    id: 'p-bienenwachs-teelichter',
    type: 'other',
    title: 'Bienenwachs-Teelichter, 6 Stück',
    priceCents: 790,
    shortDescription: 'Sechs Teelichter aus reinem Bienenwachs im Aluminiumschälchen.',
    description:
      'Unsere Teelichter brennen etwa fünf Stunden mit warmem, ruhigem Licht. Das Bienenwachs rußt kaum und duftet fein. Die Aluschälchen kannst du bei uns zum Nachfüllen abgeben.',
    longDescription:
      'Teelichter gießen wir aus den Resten, die beim Kerzenziehen übrig bleiben – so geht kein Gramm Wachs verloren.\n\nBitte auf eine hitzebeständige Unterlage stellen und nicht unbeaufsichtigt brennen lassen.',
    amountAvailable: 28,
    properties: [
      { key: 'material', value: '100 % Bienenwachs, Baumwolldocht' },
      { key: 'inhalt', value: '6 Teelichter' },
      { key: 'brenndauer', value: 'ca. 5 Stunden' },
    ],
    images: [
      { svg: tealightsStill(), alt: 'Sechs Bienenwachs-Teelichter, fünf davon brennen' },
      { svg: candlesStill(), alt: 'Bienenwachskerzen im warmen Kerzenlicht' },
    ],
  },
  {
    id: 'p-bienenwachstuecher',
    type: 'other',
    title: 'Bienenwachstücher, 3er-Set',
    priceCents: 1490,
    shortDescription: 'Die Alternative zur Frischhaltefolie – waschbar und wiederverwendbar.',
    description:
      'Baumwolltücher, getränkt mit Bienenwachs, Jojobaöl und Baumharz. Mit der Wärme der Hände formst du sie um Schüsseln, Brot oder Käse. Das Set enthält je ein Tuch in S, M und L.',
    longDescription:
      'Bienenwachstücher halten Lebensmittel frisch, weil sie atmen und trotzdem vor dem Austrocknen schützen. Nach Gebrauch einfach mit kaltem Wasser und etwas Spülmittel abwaschen.\n\nBei guter Pflege halten die Tücher etwa ein Jahr. Danach kannst du sie im Hofladen nachwachsen lassen oder als Anzünder verwenden. Nicht für rohes Fleisch verwenden.',
    amountAvailable: 21,
    properties: [
      { key: 'material', value: 'Bio-Baumwolle, Bienenwachs, Jojobaöl, Baumharz' },
      { key: 'inhalt', value: '3 Tücher: 20 × 20, 25 × 25 und 30 × 30 cm' },
      { key: 'pflege', value: 'kalt abwaschen, an der Luft trocknen' },
    ],
    images: [
      {
        svg: wrapsStill(),
        alt: 'Gefaltete Bienenwachstücher in drei Farben und eine abgedeckte Schüssel',
      },
      { svg: bowlStill(0), alt: 'Schüssel, abgedeckt mit einem grünen Bienenwachstuch' },
      { svg: bowlStill(2), alt: 'Schüssel, abgedeckt mit einem blauen Bienenwachstuch' },
    ],
  },
  {
    id: 'p-honigloeffel-buchenholz',
    type: 'other',
    title: 'Honiglöffel aus Buchenholz',
    priceCents: 350,
    shortDescription: 'Gedrechselter Honigheber – damit nichts mehr vom Löffel tropft.',
    description:
      'Der Honigheber wird in einer kleinen Drechslerei im Nachbardorf aus heimischem Buchenholz gefertigt. Die Rillen halten den Honig, bis er über Brot oder Tee ist. Nur mit Lebensmittelöl behandelt.',
    longDescription:
      'Einfach ins Glas tauchen, drehen und herausheben: Durch die Rillen bleibt der Honig am Löffel, solange du ihn drehst. Mit einem Honiglöffel gibt es keine klebrigen Gläser und Tischdecken mehr.\n\nBitte von Hand mit warmem Wasser spülen, nicht in die Spülmaschine geben.',
    amountAvailable: 50,
    properties: [
      { key: 'material', value: 'Buchenholz, geölt' },
      { key: 'länge', value: '16 cm' },
      { key: 'herkunft', value: 'Drechslerei im Nachbardorf' },
    ],
    images: [
      {
        svg: ingredientsStill(['dipper']),
        alt: 'Honiglöffel aus Buchenholz auf einem Brett',
      },
      {
        svg: openJarStill({ title: 'Blütenhonig', colour: HONEY.blossom }),
        alt: 'Honiglöffel über einem offenen Honigglas',
      },
    ],
  },
];
