import { useMutation } from '@tanstack/react-query';
import { pricesNote } from '../../domain/pricing';
import { cancelCheckoutSession, startCheckout } from '../api/checkout';
import { ApiError } from '../api/client';
import { useShopLinks, useSmallBusiness } from '../shop-config';
import { ShopLink } from '../ui/shop-link';
import { useHydrated } from '../ui/use-hydrated';
import { CHECKOUT_MUTATION } from './checkout-busy';
import type { CheckoutRequest } from './checkout-request';
import { rememberCheckout, rememberedSession } from './paid-cart';

// docs/shop/checkout-and-payment.md#when-starting-fails: the exact text shown when no payment link
// could be created
const PAYMENT_LINK_FAILED = 'Failed to create payment link. Please try again.';
// answers whose German message is meant for the customer: a conflict, a limit reached
const EXPLAINED = new Set([409, 429]);

function explanation(error: Error | null): string | null {
  if (!(error instanceof ApiError)) return null;
  if (EXPLAINED.has(error.status)) return error.message;
  // a course attendee the schema refuses (a cart from before a rule changed) names its field
  return error.status === 400 && error.field ? error.customerMessage : null;
}

interface CheckoutActionProps {
  request: CheckoutRequest;
  /** False while prices are loading or a line can no longer be bought. */
  ready: boolean;
}

/**
 * docs/shop/checkout-and-payment.md#starting-the-payment: "Weiter zur Zahlung" → busy, create the
 * payment link, go to the payment page.
 */
export function CheckoutAction({ request, ready }: CheckoutActionProps) {
  const links = useShopLinks();
  const smallBusiness = useSmallBusiness();
  // a click before the page's code runs would be lost: the button waits for it
  const hydrated = useHydrated();
  const checkout = useMutation({
    mutationKey: CHECKOUT_MUTATION,
    mutationFn: async () => {
      // back from the payment page to change the cart: the order started then would hold its
      // goods and count against the three unpaid orders an address may have, out of the
      // customer's reach (docs/shop/checkout-and-payment.md#starting-the-payment). A paid one
      // stays paid; a failed cancel stands in nobody's way but the limit's.
      const earlier = rememberedSession();
      if (earlier) await cancelCheckoutSession(earlier).catch(() => undefined);
      return startCheckout(request);
    },
    onSuccess: ({ url, orderId, sessionId }) => {
      rememberCheckout(orderId, sessionId);
      window.location.assign(url);
    },
  });
  // stays busy after success while the browser leaves for the payment page
  const busy = checkout.isPending || checkout.isSuccess;
  // a stock conflict, a limit or a refused attendee says why in German; other failures show the
  // English text alone (docs/shop/checkout-and-payment.md#when-starting-fails)
  const detail = explanation(checkout.error);

  return (
    <div className="checkout-action">
      {checkout.isError && (
        <div className="alert alert-danger" role="alert">
          <p className="mb-0">{PAYMENT_LINK_FAILED}</p>
          {detail && <p className="mb-0 mt-1">{detail}</p>}
        </div>
      )}
      <button
        type="button"
        className="btn btn-primary btn-lg w-100"
        disabled={busy || !ready || !hydrated}
        onClick={() => checkout.mutate()}
      >
        {busy ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            In Bearbeitung...
          </>
        ) : (
          'Weiter zur Zahlung'
        )}
      </button>
      <p className="checkout-note">{pricesNote(smallBusiness)}</p>
      <p className="checkout-note">
        Auf der nächsten Seite bestellst du mit „Bezahlen“ zahlungspflichtig. Es gelten unsere{' '}
        <ShopLink href={links.agb}>AGB</ShopLink> und die{' '}
        <ShopLink href={links.widerruf}>Widerrufsbelehrung</ShopLink>.
      </p>
    </div>
  );
}
