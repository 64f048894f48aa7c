import type { Tx } from '../client';
import { productBatches } from '../schema';
import type { SeedProduct } from './catalogue-types';

// The demo honeys come in batches (docs/shop/stock.md#batches): the rest of last year's harvest
// and this summer's, each with its lot number and best-before day, adding up to the stock.
const HARVESTS = [
  { lotNumber: 'L2025-08', producedOn: '2025-08-15', bestBefore: '2027-08-31', share: 1 / 3 },
  { lotNumber: 'L2026-07', producedOn: '2026-07-20', bestBefore: '2028-07-31', share: 1 },
];

export async function insertHoneyBatches(tx: Tx, catalogue: SeedProduct[]): Promise<void> {
  const rows = catalogue
    .filter((product) => product.type === 'honig' && product.amountAvailable > 0)
    .flatMap((product) => {
      const older = Math.floor(product.amountAvailable * (HARVESTS[0]?.share ?? 0));
      return HARVESTS.map(({ share: _share, ...harvest }, index) => ({
        ...harvest,
        productId: product.id,
        quantity: index === 0 ? older : product.amountAvailable - older,
      })).filter((row) => row.quantity > 0);
    });
  if (rows.length > 0) await tx.insert(productBatches).values(rows);
}
