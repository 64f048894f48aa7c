import { z } from 'zod';
import { IsoDay } from './day-schema';
import { textLine } from './form-text';
import { EMAIL_MESSAGE, isEmail } from './text';
import { wholeNumber } from './whole-number';

// Payloads of batches, stock notices and low-stock alerts (docs/shop/stock.md).

const units = (label: string, min: number) => wholeNumber(label, min, 100_000);

export const BatchInput = z
  .object({
    lotNumber: textLine('Die Losnummer', 40)
      .min(1, 'Bitte eine Losnummer eingeben, z. B. L2026-07.')
      .regex(
        /^[\p{L}\d][\p{L}\d ./_-]*$/u,
        'Die Losnummer darf Buchstaben, Ziffern, Punkt, Strich und Schrägstrich enthalten.',
      ),
    producedOn: IsoDay.nullable(),
    bestBefore: IsoDay,
    quantity: units('Die Menge', 0),
  })
  .strict();
export type BatchInput = z.infer<typeof BatchInput>;
export type BatchForm = z.input<typeof BatchInput>;

export const BatchQuantityInput = z.object({ quantity: units('Die Menge', 0) }).strict();
export type BatchQuantityInput = z.infer<typeof BatchQuantityInput>;

export const BatchView = z.object({
  id: z.number().int(),
  lotNumber: z.string(),
  producedOn: z.string().nullable(),
  bestBefore: z.string(),
  quantity: z.number().int(),
  expired: z.boolean(),
  sold: z.number().int(),
});
export type BatchView = z.infer<typeof BatchView>;

export const ProductStockView = z.object({
  productId: z.string(),
  amountAvailable: z.number().int(),
  lowStockThreshold: z.number().int(),
  batches: z.array(BatchView),
});
export type ProductStockView = z.infer<typeof ProductStockView>;

export const LowStockThresholdInput = z
  .object({ lowStockThreshold: units('Die Warnschwelle', 0) })
  .strict();
export type LowStockThresholdInput = z.infer<typeof LowStockThresholdInput>;

/** How the shop hears of low stock: one mail per product as it falls, or one digest a day. */
export const StockAlertSettings = z.object({ mode: z.enum(['each', 'daily']) }).strict();
export type StockAlertSettings = z.infer<typeof StockAlertSettings>;
export const DEFAULT_STOCK_ALERTS: StockAlertSettings = { mode: 'each' };
/** Berlin time of the daily digest. */
export const LOW_STOCK_DIGEST_TIME = '07:00';

export const StockNoticeRequest = z
  .object({
    productId: z.string().min(1).max(120),
    email: z.string().trim().max(254, EMAIL_MESSAGE).refine(isEmail, EMAIL_MESSAGE),
  })
  .strict();
export type StockNoticeRequest = z.infer<typeof StockNoticeRequest>;

export const StockNoticeToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

export const StockNoticeAnswer = z.object({ message: z.string() });
export type StockNoticeAnswer = z.infer<typeof StockNoticeAnswer>;

/** What a stock-notice link that names no entry (cut off, already used up) tells its visitor. */
export const STOCK_NOTICE_LINK_GONE =
  'Dieser Link gilt nicht mehr. Melde dich bitte auf der Produktseite neu an.';
