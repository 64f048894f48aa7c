import { useQueries } from '@tanstack/react-query';
import { PAGE_DATA_MAX_AGE_MS } from '../../domain/catalog';
import type { ProductDetail } from '../../domain/catalog-schema';
import { catalogKeys, fetchProduct } from '../api/catalog';
import { hasStatus } from '../api/client';

export interface CartProducts {
  byId: Map<string, ProductDetail>;
  /** Products the shop no longer has (404); their lines can only be removed. */
  gone: Set<string>;
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

const isGone = (error: unknown) => hasStatus(error, 404);

/**
 * Fresh details of every product in the cart: the cookie holds no prices
 * (docs/decisions/019-money-and-totals.md). Fresh as a kept page is: what the server read for the
 * page less than `PAGE_DATA_MAX_AGE_MS` ago is not asked for again; older data (a product page
 * read a while before the customer went on to the cart) is.
 */
export function useCartProducts(ids: readonly string[]): CartProducts {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: catalogKeys.product(id),
      queryFn: () => fetchProduct(id),
      staleTime: PAGE_DATA_MAX_AGE_MS,
      retry: (failures: number, error: Error) => !isGone(error) && failures < 1,
      retryOnMount: false,
    })),
    combine: (results) => {
      const byId = new Map<string, ProductDetail>();
      const gone = new Set<string>();
      results.forEach((result, index) => {
        const id = ids[index] as string;
        if (result.data) byId.set(id, result.data);
        else if (isGone(result.error)) gone.add(id);
      });
      return {
        byId,
        gone,
        pending: results.some((result) => result.isPending),
        failed: results.some((result) => result.isError && !isGone(result.error)),
        retry: () => {
          for (const result of results) if (result.isError) void result.refetch();
        },
      };
    },
  });
}
