import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { checkPurchase } from '../api/ratings';

// only buyers following a rating link ever need the form: its code (and zod) loads then
const RatingForm = lazy(async () => ({ default: (await import('./rating-form')).RatingForm }));
// as rare: a course's buyer following the link before the course took place
const RatingLater = lazy(async () => ({ default: (await import('./rating-later')).RatingLater }));

/**
 * docs/shop/ratings.md#who-may-rate: the rating form shows only when the purchase named by
 * `transactionId` succeeded; our server answers that from its own orders, and only for a product
 * not yet rated. A course still ahead gets the day it may be rated from instead.
 */
export function RatingSection({ productId }: { productId: string }) {
  const [params] = useSearchParams();
  const transactionId = params.get('transactionId') ?? '';
  const purchase = useQuery({
    queryKey: ['purchase', transactionId, productId],
    queryFn: () => checkPurchase(transactionId, productId),
    enabled: transactionId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // docs/shop/ratings.md#who-may-rate: a failed check is only logged; the page works without the
  // form
  if (purchase.isError) console.warn('Bewertung nicht möglich:', purchase.error.message);
  const from = purchase.data?.ratableFrom;
  if (from)
    return (
      <Suspense fallback={null}>
        <RatingLater from={from} />
      </Suspense>
    );
  if (!purchase.data?.canRate) return null;
  return (
    <Suspense fallback={null}>
      <RatingForm productId={productId} transactionId={transactionId} />
    </Suspense>
  );
}
