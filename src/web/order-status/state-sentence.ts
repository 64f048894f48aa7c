import type { DeliveryMethod, FulfilmentState } from '../../domain/order-states';

// docs/shop/after-the-sale.md#states: one sentence per state, in the shop's voice.
const SENTENCES: Record<FulfilmentState, string> = {
  paid: 'Deine Zahlung ist angekommen. Wir packen deine Bestellung, sobald wir können.',
  processing: 'Wir packen gerade deine Bestellung.',
  shipped: 'Dein Paket ist unterwegs zu dir.',
  ready_for_pickup: 'Deine Bestellung liegt für dich bereit.',
  picked_up: 'Du hast deine Bestellung abgeholt. Viel Freude damit!',
  cancelled: 'Diese Bestellung wurde storniert. Hast du Fragen dazu? Schreib uns.',
};

export function stateSentence(state: FulfilmentState, delivery: DeliveryMethod): string {
  if (state === 'paid' && delivery === 'none')
    return 'Deine Zahlung ist angekommen. Deine Kursplätze sind fest für dich gebucht.';
  return SENTENCES[state];
}
