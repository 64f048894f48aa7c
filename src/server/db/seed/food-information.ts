// The demo's food information (LMIV) per product, apart from the product texts so those stay
// readable. The demo farm bottles its own honey in Germany; allergens are marked **…**.
import type { FoodFields } from '../../../domain/food-info';

const OPERATOR = 'Imkerei Sonnenwiese\nLindenweg 4\n14467 Potsdam';
const DRY_DARK = 'Trocken, dunkel und nicht über 20 °C lagern.';
const BEST_BEFORE_LID = 'Mindestens haltbar bis: siehe Deckel';

function honey(name: string, extra: Partial<FoodFields> = {}): FoodFields {
  return {
    name,
    ingredients: name,
    bestBefore: BEST_BEFORE_LID,
    storage: DRY_DARK,
    operator: OPERATOR,
    alcohol: '',
    honeyOrigin: 'country',
    originCountry: 'Deutschland',
    ...extra,
  };
}

function food(name: string, ingredients: string, extra: Partial<FoodFields> = {}): FoodFields {
  return {
    name,
    ingredients,
    bestBefore: 'Mindestens haltbar bis: siehe Etikett',
    storage: '',
    operator: OPERATOR,
    alcohol: '',
    honeyOrigin: '',
    originCountry: '',
    ...extra,
  };
}

const SYRUP_STORAGE = 'Nach dem Öffnen gekühlt aufbewahren und innerhalb von 4 Wochen verbrauchen.';

export const FOOD_INFORMATION: Record<string, FoodFields> = {
  'p-fruehtrachthonig-cremig': honey('Blütenhonig (Frühtracht), cremig gerührt'),
  'p-sommertrachthonig-fluessig': honey('Blütenhonig (Sommertracht)'),
  'p-akazienhonig': honey('Robinienhonig (Akazienhonig)'),
  'p-waldhonig': honey('Waldhonig'),
  'p-lindenhonig': honey('Lindenhonig'),
  'p-rapshonig-cremig': honey('Rapshonig, cremig gerührt'),
  'p-heidehonig': honey('Heidehonig'),
  'p-kastanienhonig': honey('Kastanienhonig'),
  'p-loewenzahnhonig-cremig': honey('Löwenzahnhonig, cremig gerührt'),
  'p-obstbluetenhonig': honey('Obstblütenhonig'),
  'p-wabenhonig': honey('Wabenhonig', {
    ingredients: 'Honig in der Wabe (Bienenwachs)',
    storage: 'Kühl und trocken lagern, nicht im Kühlschrank.',
  }),
  'p-zimt-honig-cremig': honey('Honigzubereitung mit Zimt', {
    ingredients: 'Blütenhonig (98 %), Ceylon-Zimt (2 %)',
  }),
  'p-honig-probierset': honey('Blütenhonig, Waldhonig und Lindenhonig, je 125 g', {
    ingredients: 'Blütenhonig; Waldhonig; Lindenhonig',
  }),
  'p-tannenhonig': honey('Waldhonig (Tannenhonig)'),
  'p-honigmet-klassisch': food('Met (Honigwein)', 'Wasser, Honig (35 %), Weinhefe, **Sulfite**', {
    alcohol: '11 % vol',
    bestBefore: 'Bei kühler, dunkler Lagerung unbegrenzt haltbar',
    storage: 'Liegend, kühl und dunkel lagern.',
  }),
  'p-kirschmet': food(
    'Met (Honigwein) mit Sauerkirschsaft',
    'Wasser, Honig (28 %), Sauerkirschsaft (20 %), Weinhefe, **Sulfite**',
    {
      alcohol: '10 % vol',
      bestBefore: 'Bei kühler, dunkler Lagerung unbegrenzt haltbar',
      storage: 'Liegend, kühl und dunkel lagern.',
    },
  ),
  'p-holunderbluetensirup': food(
    'Sirup aus Holunderblüten mit Honig',
    'Wasser, Zucker, Akazienhonig (10 %), Holunderblüten (5 %), Zitronensaft',
    { storage: SYRUP_STORAGE },
  ),
  'p-apfel-quitten-saft': food(
    'Apfel-Quitten-Saft, Direktsaft',
    'Apfelsaft (80 %), Quittensaft (20 %)',
    { storage: 'Nach dem Öffnen gekühlt aufbewahren und innerhalb von 3 Tagen verbrauchen.' },
  ),
  'p-zitronenmelisse-sirup': food(
    'Sirup aus Zitronenmelisse mit Honig',
    'Wasser, Zucker, Blütenhonig (10 %), Zitronenmelisse (4 %), Zitronensaft',
    { storage: SYRUP_STORAGE },
  ),
  'p-propolis-tinktur': food('Propolis-Tinktur', 'Ethanol (70 % vol), Propolis (20 %), Wasser', {
    alcohol: '56 % vol',
    storage: 'Verschlossen, lichtgeschützt und kühl lagern.',
  }),
  'p-bluetenpollen': food('Blütenpollen, getrocknet', 'Blütenpollen', {
    storage: DRY_DARK,
  }),
  'p-gelee-royale-in-honig': food(
    'Rapshonig mit Gelée royale',
    'Rapshonig (97 %), Gelée royale (3 %)',
    { storage: 'Gekühlt bei 2 bis 7 °C lagern.' },
  ),
  'p-honig-salbei-bonbons': food(
    'Bonbons mit Honig und Salbei',
    'Zucker, Glukosesirup, Honig (20 %), Salbei (1 %), Salbeiöl',
    { storage: 'Trocken lagern.' },
  ),
};

/**
 * The demo's one reduced product: 8,50 € for three weeks now, 7,90 € before that, reduced to
 * 7,50 € since two days — so the price struck through is 7,90 €, the lowest of the 30 days before
 * the reduction, not the 8,50 € just before it (decision 034).
 */
export const DEMO_REDUCTION = {
  productId: 'p-sommertrachthonig-fluessig',
  earlierPriceCents: 790,
  reducedPriceCents: 750,
  startedDaysAgo: 2,
  raisedDaysBeforeStart: 20,
  runsDays: 28,
};
