import type { SeedProduct } from './catalogue-types';
import { HONEY, jarStill, openJarStill } from './illustrations';
import { combDetail, meadow } from './scenes';

// docs/shop/cart.md#vat: honey is tax-free; the tax class is assigned by type in catalogue-data.ts.
export const HONIG: SeedProduct[] = [
  {
    id: 'p-fruehtrachthonig-cremig',
    type: 'honig',
    title: 'Frühtrachthonig cremig',
    priceCents: 790,
    shortDescription:
      'Mild und streichzart – der erste Honig des Jahres aus Obstblüte und Löwenzahn.',
    description:
      'Unser Frühtrachthonig stammt aus den ersten warmen Wochen im April und Mai. Wir rühren ihn nach der Ernte behutsam, bis er fein cremig wird. So bleibt er auf dem Frühstücksbrot, wo er hingehört.',
    longDescription:
      'Wenn Apfel, Kirsche und Löwenzahn rund um den Hof blühen, haben unsere Bienen kaum Zeit zum Ausruhen. Aus diesem ersten Nektar des Jahres entsteht ein heller, milder Honig mit zarter Blütennote.\n\nDa Frühtrachthonig schnell kristallisiert, rühren wir ihn mehrere Tage lang von Hand. Das Ergebnis ist eine feine, samtige Konsistenz ohne grobe Kristalle. Der Honig wird nicht erhitzt und behält so seine natürlichen Enzyme.',
    amountAvailable: 38,
    properties: [
      { key: 'sorte', value: 'Frühtracht (Obstblüte, Löwenzahn)' },
      { key: 'konsistenz', value: 'cremig gerührt' },
      { key: 'herkunft', value: 'Bienenstände rund um den Hof' },
      { key: 'haltbarkeit', value: 'mindestens 2 Jahre, trocken und dunkel lagern' },
    ],
    netContent: { amount: 500, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Frühtrachthonig cremig',
          note: '500 g',
          colour: HONEY.creamy,
          content: 'creamy',
          lid: 'gingham',
          decor: ['blossom', 'dandelion'],
        }),
        alt: 'Glas Frühtrachthonig cremig mit karierter Stoffhaube, daneben Apfelblüten',
      },
      {
        svg: meadow(['blossom', 'dandelion'], 'spring'),
        alt: 'Biene über einer Frühlingswiese mit Obstblüten und Löwenzahn',
      },
      { svg: combDetail(HONEY.creamy, 1), alt: 'Honigwabe in hellem Gelb in Nahaufnahme' },
    ],
  },
  {
    id: 'p-sommertrachthonig-fluessig',
    type: 'honig',
    title: 'Sommertrachthonig flüssig',
    priceCents: 850,
    shortDescription: 'Goldgelber Blütenhonig aus Kornblume, Klee und Wiesenkräutern.',
    description:
      'Im Juni und Juli sammeln unsere Bienen auf den Magerwiesen und Feldrainen rund ums Dorf. Der Sommerhonig ist kräftiger als die Frühtracht und bleibt lange flüssig. Ideal für Tee, Joghurt und zum Backen.',
    longDescription:
      'Sommertrachthonig ist jedes Jahr ein wenig anders: Mal gibt Klee den Ton an, mal Kornblume, Brombeere oder Wiesenbärenklau. Gerade das macht ihn für uns zum ehrlichsten Honig der Imkerei.\n\nWir schleudern ihn kalt, sieben ihn nur grob und füllen ihn direkt in Gläser ab. Sollte er mit der Zeit fest werden, im warmen Wasserbad (nicht über 40 °C) wieder verflüssigen.',
    amountAvailable: 25,
    properties: [
      { key: 'sorte', value: 'Sommertracht (Wiesenblumen, Klee)' },
      { key: 'konsistenz', value: 'flüssig' },
      { key: 'herkunft', value: 'Magerwiesen am Ortsrand' },
      { key: 'haltbarkeit', value: 'mindestens 2 Jahre' },
    ],
    netContent: { amount: 500, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Sommertrachthonig flüssig',
          note: '500 g',
          colour: HONEY.summer,
          decor: ['cornflower', 'sprig'],
        }),
        alt: 'Glas Sommertrachthonig mit goldenem Deckel, davor Kornblumen',
      },
      {
        svg: openJarStill({ title: 'Sommertrachthonig', colour: HONEY.summer }),
        alt: 'Honiglöffel über dem offenen Glas, Honig läuft herab',
      },
      {
        svg: meadow(['cornflower', 'daisy', 'calendula'], 'summer'),
        alt: 'Sommerwiese mit Kornblumen und Margeriten',
      },
    ],
  },
  {
    id: 'p-akazienhonig',
    type: 'honig',
    title: 'Akazienhonig',
    priceCents: 990,
    shortDescription: 'Hell, klar und besonders mild – bleibt über Monate flüssig.',
    description:
      'Die Robinien am Bahndamm blühen nur wenige Tage im Mai. Ihr Honig ist fast wasserhell und sehr mild. Wegen seines hohen Fruchtzuckeranteils bleibt er lange flüssig und eignet sich gut zum Süßen.',
    longDescription:
      'Akazienhonig – botanisch eigentlich Robinienhonig – ist eine Rarität bei uns: Nur wenn das Wetter zur Blüte mitspielt, können wir ihn sortenrein ernten. Dafür wandern wir mit einigen Völkern an den Bahndamm, wo die alten Robinien stehen.\n\nSein Geschmack ist zurückhaltend und leicht vanillig. Kinder mögen ihn besonders, und im Tee überdeckt er das Aroma nicht.',
    amountAvailable: 18,
    properties: [
      { key: 'sorte', value: 'Robinie (Akazie)' },
      { key: 'konsistenz', value: 'flüssig' },
      { key: 'herkunft', value: 'Wanderstand am Bahndamm' },
      { key: 'haltbarkeit', value: 'mindestens 2 Jahre' },
    ],
    netContent: { amount: 500, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Akazienhonig',
          note: '500 g',
          colour: HONEY.acacia,
          decor: ['blossom', 'sprig'],
          bee: true,
        }),
        alt: 'Glas Akazienhonig, hellgelb und klar, mit einer Biene',
      },
      {
        svg: openJarStill({ title: 'Akazienhonig', colour: HONEY.acacia }),
        alt: 'Heller Akazienhonig läuft vom Honiglöffel ins Glas',
      },
      { svg: meadow(['blossom'], 'spring'), alt: 'Biene fliegt über weiß blühende Wiese im Mai' },
    ],
    ratings: [
      {
        title: 'Herrlich mild',
        ort: 'Freiburg',
        rate: 5,
        comment: 'Genau so soll Akazienhonig schmecken. Meine Kinder essen ihn pur vom Löffel.',
        date: '2026-06-14',
        enabled: true,
      },
      {
        title: 'Sehr gut',
        ort: 'Ulm',
        rate: 4,
        comment: 'Schön klar und mild, nur das Glas dürfte etwas größer sein.',
        date: '2026-07-02',
        enabled: true,
      },
      {
        title: 'Zu süß',
        ort: 'Kassel',
        rate: 1,
        comment: 'War mir persönlich zu süß.',
        date: '2026-08-19',
        enabled: false,
      },
    ],
  },
  {
    id: 'p-waldhonig',
    type: 'honig',
    title: 'Waldhonig',
    priceCents: 1090,
    shortDescription: 'Dunkel, würzig und malzig – Honigtau aus Fichte und Eiche.',
    description:
      'Waldhonig entsteht nicht aus Blüten, sondern aus Honigtau, den die Bienen von Fichten und Eichen sammeln. Er ist dunkel, kräftig und weniger süß als Blütenhonig. Wunderbar zu Käse und im Porridge.',
    longDescription:
      'In manchen Sommern "honigt" der Wald: Läuse auf Fichten und Eichen scheiden süßen Saft aus, den die Bienen eintragen. Daraus wird ein fast schwarzbrauner Honig mit malzigem, leicht harzigem Aroma.\n\nWaldhonig enthält viele Mineralstoffe und kristallisiert nur langsam. Wir ernten ihn, wenn überhaupt, im Hochsommer – in schlechten Jahren gibt es keinen.',
    amountAvailable: 12,
    properties: [
      { key: 'sorte', value: 'Waldhonig (Fichte, Eiche)' },
      { key: 'konsistenz', value: 'flüssig, zähfließend' },
      { key: 'herkunft', value: 'Waldrand am Mühlberg' },
      { key: 'haltbarkeit', value: 'mindestens 2 Jahre' },
    ],
    netContent: { amount: 500, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Waldhonig',
          note: '500 g',
          colour: HONEY.forest,
          decor: ['fir', 'autumn-leaves'],
          accent: '#5b3a1a',
        }),
        alt: 'Glas dunkler Waldhonig mit Fichtenzweig',
      },
      { svg: combDetail(HONEY.forest, 5), alt: 'Dunkle Honigwabe mit einer Biene' },
      {
        svg: openJarStill({ title: 'Waldhonig', colour: HONEY.forest }),
        alt: 'Zähfließender Waldhonig am Honiglöffel',
      },
    ],
    ratings: [
      {
        title: 'Kräftig und lecker',
        ort: 'Regensburg',
        rate: 5,
        comment: 'Der beste Waldhonig, den ich kenne. Passt perfekt zu Bergkäse.',
        date: '2026-05-21',
        enabled: true,
      },
      {
        title: 'Gut',
        ort: 'Bamberg',
        rate: 4,
        comment: 'Schön würzig, schnelle Lieferung.',
        date: '2026-06-30',
        enabled: true,
      },
      // enabled but without a comment: counts for the mean, but the list must not show it
      { title: null, ort: 'Passau', rate: 5, comment: null, date: '2026-09-03', enabled: true },
      {
        title: 'Glas beschädigt',
        ort: 'Hof',
        rate: 2,
        comment: 'Der Deckel war verbeult.',
        date: '2026-10-11',
        enabled: false,
      },
    ],
  },
  {
    id: 'p-lindenhonig',
    type: 'honig',
    title: 'Lindenhonig',
    priceCents: 950,
    shortDescription: 'Frisch und leicht minzig – aus den alten Linden an der Dorfkirche.',
    description:
      'Mitte Juni duften die Linden im Dorf so stark, dass man die Bienen schon von weitem summen hört. Lindenhonig ist hellgelb mit grünlichem Schimmer. Sein frischer, leicht minziger Geschmack ist unverwechselbar.',
    longDescription:
      'Die Linden an der Dorfkirche und entlang der Allee sind über hundert Jahre alt. Zur Blüte stellen wir ein paar Völker in den Pfarrgarten – mit freundlicher Erlaubnis des Pfarrers, der dafür ein Glas bekommt.\n\nLindenhonig gilt traditionell als Erkältungshonig. Probier ihn in warmer Milch oder in Lindenblütentee.',
    amountAvailable: 15,
    properties: [
      { key: 'sorte', value: 'Linde' },
      { key: 'konsistenz', value: 'flüssig, später feinkristallin' },
      { key: 'herkunft', value: 'Pfarrgarten an der Dorfkirche' },
      { key: 'haltbarkeit', value: 'mindestens 2 Jahre' },
    ],
    netContent: { amount: 500, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Lindenhonig',
          note: '500 g',
          colour: HONEY.linden,
          lid: 'gingham',
          decor: ['sprig', 'daisy'],
        }),
        alt: 'Glas Lindenhonig mit rot-weiß karierter Haube',
      },
      {
        svg: openJarStill({ title: 'Lindenhonig', colour: HONEY.linden }),
        alt: 'Lindenhonig läuft vom Holzlöffel ins offene Glas',
      },
      {
        svg: meadow(['daisy', 'dandelion'], 'summer'),
        alt: 'Sommerwiese mit Biene unter blauem Himmel',
      },
    ],
  },
  {
    id: 'p-rapshonig-cremig',
    type: 'honig',
    title: 'Rapshonig cremig',
    priceCents: 750,
    shortDescription: 'Schneeweiß, zartschmelzend und sehr mild.',
    description:
      'Wenn die Rapsfelder im Frühjahr gelb leuchten, füllen sich die Waben in wenigen Tagen. Rapshonig kristallisiert sehr schnell und wird durch Rühren herrlich cremig. Mild genug für jeden Geschmack.',
    longDescription:
      'Rapshonig ist der Klassiker vieler Imkereien – und bei uns der Liebling der Kinder. Er ist fast weiß, schmilzt auf der Zunge und schmeckt kaum nach Blüte, sondern einfach nach süßem Frühling.\n\nDie Rapsfelder unserer Nachbarn werden ohne Insektizide während der Blüte bewirtschaftet. Dafür bedanken wir uns jedes Jahr mit einem Honigfrühstück am Feldrand.',
    amountAvailable: 30,
    properties: [
      { key: 'sorte', value: 'Raps' },
      { key: 'konsistenz', value: 'cremig gerührt' },
      { key: 'herkunft', value: 'Felder der Nachbarhöfe' },
      { key: 'haltbarkeit', value: 'mindestens 2 Jahre' },
    ],
    netContent: { amount: 500, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Rapshonig cremig',
          note: '500 g',
          colour: '#f6ead0',
          content: 'creamy',
          lid: 'gingham',
          decor: ['dandelion', 'dipper'],
          mood: 'rose',
        }),
        alt: 'Glas cremiger Rapshonig, daneben ein Honiglöffel',
      },
      { svg: meadow(['dandelion'], 'spring'), alt: 'Biene über gelb blühendem Frühlingsfeld' },
    ],
    ratings: [
      {
        title: 'Wie früher bei Oma',
        ort: 'Göttingen',
        rate: 5,
        comment: 'Schön cremig und streichfähig, genau richtig.',
        date: '2026-04-28',
        enabled: true,
      },
    ],
  },
  {
    id: 'p-heidehonig',
    type: 'honig',
    title: 'Heidehonig',
    priceCents: 1290,
    shortDescription: 'Herb-aromatisch mit geleeartiger Konsistenz – nur in kleinen Mengen.',
    description:
      'Im August wandern wir mit wenigen Völkern in die Heide. Heidehonig ist rötlich-braun, herb und hat ein kräftiges Aroma. Er ist so zäh, dass wir jede Wabe einzeln ausstechen müssen.',
    longDescription:
      'Besenheide-Honig ist thixotrop: In der Wabe ist er fest wie Gelee, beim Rühren wird er flüssig. Man kann ihn deshalb nicht schleudern, sondern muss ihn aus den Waben lösen – eine mühsame Handarbeit.\n\nSein Geschmack ist unverwechselbar: leicht bitter, würzig, mit einer Note von Karamell. Die Menge ist jedes Jahr klein; wenn er weg ist, ist er weg.',
    amountAvailable: 2,
    properties: [
      { key: 'sorte', value: 'Besenheide' },
      { key: 'konsistenz', value: 'geleeartig' },
      { key: 'herkunft', value: 'Wanderstand in der Heide' },
      { key: 'haltbarkeit', value: 'mindestens 2 Jahre' },
    ],
    netContent: { amount: 500, unit: 'g' },
    images: [
      {
        svg: jarStill({
          title: 'Heidehonig',
          note: '500 g',
          colour: HONEY.heather,
          lid: 'gingham',
          decor: ['heather'],
          mood: 'lavender',
        }),
        alt: 'Glas rotbrauner Heidehonig mit Heidekraut',
      },
      {
        svg: meadow(['daisy'], 'autumn', '#b05a9c'),
        alt: 'Spätsommerliche Heidelandschaft mit blühendem Heidekraut',
      },
      { svg: combDetail(HONEY.heather, 4), alt: 'Wabe mit rotbraunem Heidehonig' },
    ],
    ratings: [
      {
        title: 'Etwas ganz Besonderes',
        ort: 'Lüneburg',
        rate: 5,
        comment: 'Erinnert mich an Urlaube in der Heide. Unbedingt probieren!',
        date: '2026-09-12',
        enabled: true,
      },
      {
        title: 'Nicht mein Fall',
        ort: 'Celle',
        rate: 3,
        comment: 'Qualität top, aber mir zu herb.',
        date: '2026-09-30',
        enabled: true,
      },
    ],
  },
];
