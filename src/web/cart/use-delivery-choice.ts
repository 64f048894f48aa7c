import { useEffect, useState } from 'react';
import { choiceWithin, type DeliveryChoice, type DeliveryOffer } from '../../domain/delivery';

// the choice survives reloads within the tab, like the discount code
const STORAGE_KEY = 'hofladen_delivery';

function readStoredChoice(): DeliveryChoice | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return stored && typeof stored === 'object' ? (stored as DeliveryChoice) : null;
  } catch {
    return null;
  }
}

function storeChoice(choice: DeliveryChoice): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // storage can be blocked (private mode); the choice then lasts until the page is left
  }
}

/**
 * "Versand" or "Abholung", kept valid against what the shop offers now (choiceWithin): a stored
 * day whose cutoff has passed moves on instead of failing at checkout.
 */
export function useDeliveryChoice(offer: DeliveryOffer | undefined) {
  // the server renders the spec's default (it cannot see the tab's storage); the stored one follows
  const [wanted, setWanted] = useState<DeliveryChoice | null>(null);
  useEffect(() => setWanted(readStoredChoice()), []);
  const choice = offer ? choiceWithin(wanted, offer) : null;
  const choose = (next: DeliveryChoice) => {
    storeChoice(next);
    setWanted(next);
  };
  return { choice, choose };
}
