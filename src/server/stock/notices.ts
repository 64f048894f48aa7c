import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { paths } from '../../domain/routes';
import {
  STOCK_NOTICE_LINK_GONE,
  type StockNoticeAnswer,
  type StockNoticeRequest,
} from '../../domain/stock-schema';
import type { Db, Tx } from '../db/client';
import { products, stockNotices } from '../db/schema';
import { conflict, notFound } from '../errors';
import { scheduleJob } from '../jobs/scheduler';
import { rearmLowStock } from './low-stock';
import {
  enqueueMail,
  type NoticeLinks,
  renderBackInStock,
  renderNoticeConfirmation,
} from './stock-mails';

// docs/shop/stock.md#back-in-stock: double opt-in, one mail when sellable again, then gone.

export const BACK_IN_STOCK_JOB = 'stock.back-in-stock';
/** An address that never confirmed is forgotten after this long. */
const UNCONFIRMED_DAYS = 7;

const quoted = (title: string) => `„${title}“`;

/**
 * The product a notice waits for; null once it is gone (archived). A hidden product's page still
 * answers an old link, sold out, and its notice waits until it is shown with units again.
 */
async function describe(db: Db | Tx, productId: string) {
  const [product] = await db
    .select({
      title: products.title,
      amount: products.amountAvailable,
      displayed: products.productDisplayed,
      archivedAt: products.archivedAt,
      type: products.type,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || product.archivedAt) return null;
  return {
    title: quoted(product.title),
    course: product.type === 'course',
    sellable: product.displayed && product.amount > 0,
  };
}

const linksOf = (publicUrl: string, token: string, productId: string): NoticeLinks => ({
  confirm: `${publicUrl}${paths.stockNotice(token)}`,
  unsubscribe: `${publicUrl}${paths.stockNoticeUnsubscribe(token)}`,
  product: `${publicUrl}${paths.product(productId)}`,
});

const SENT: StockNoticeAnswer = {
  message:
    'Fast geschafft: Wir haben dir eine E-Mail geschickt. Bitte bestätige darin, dass du benachrichtigt werden möchtest.',
};

/** Asks for a notice; the answer is the same whether the address was known already or not. */
export async function requestStockNotice(
  db: Db,
  request: StockNoticeRequest,
  shop: { publicUrl: string; now: Date },
): Promise<StockNoticeAnswer> {
  const { productId, email } = request;
  const about = await describe(db, productId);
  if (!about) throw notFound('Dieses Produkt gibt es nicht (mehr).');
  // every full course date has its waitlist, whose offers hold the freed places
  // (docs/shop/courses.md#waitlist): a notice would only race it
  if (about.course) throw conflict('WAITLIST', 'Für volle Kurstermine gibt es eine Warteliste.');
  if (about.sellable)
    throw conflict(
      'NOT_SOLD_OUT',
      `${about.title} ist gerade erhältlich – du kannst es gleich bestellen.`,
    );
  return db.transaction(async (tx) => {
    await forgetUnconfirmed(tx, shop.now);
    const token = randomBytes(24).toString('base64url');
    const [created] = await tx
      .insert(stockNotices)
      .values({ productId, email, token, createdAt: shop.now })
      .onConflictDoNothing()
      .returning({ token: stockNotices.token });
    if (created)
      await enqueueMail(
        tx,
        'stock-notice-confirmation',
        `stock-notice-confirmation:${token}`,
        email,
        renderNoticeConfirmation(about.title, linksOf(shop.publicUrl, token, productId)),
      );
    return SENT;
  });
}

async function forgetUnconfirmed(tx: Tx, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_DAYS * 86_400_000);
  await tx
    .delete(stockNotices)
    .where(and(isNull(stockNotices.confirmedAt), lt(stockNotices.createdAt, cutoff)));
}

export async function confirmStockNotice(
  db: Db,
  token: string,
  now: Date,
): Promise<StockNoticeAnswer> {
  return db.transaction(async (tx) => {
    await forgetUnconfirmed(tx, now);
    const [notice] = await tx
      .update(stockNotices)
      .set({
        confirmedAt: sql`coalesce(${stockNotices.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(stockNotices.token, token))
      .returning();
    if (!notice) throw notFound(STOCK_NOTICE_LINK_GONE);
    const about = await describe(tx, notice.productId);
    if (about?.sellable) {
      await tx.delete(stockNotices).where(eq(stockNotices.id, notice.id));
      return { message: `Gute Nachricht: ${about.title} ist schon wieder erhältlich.` };
    }
    return {
      message: `Danke! Wir schreiben dir einmal, sobald ${about?.title ?? 'es'} wieder erhältlich ist.`,
    };
  });
}

export async function unsubscribeStockNotice(db: Db, token: string): Promise<StockNoticeAnswer> {
  await db.delete(stockNotices).where(eq(stockNotices.token, token));
  return { message: 'Du bist abgemeldet; deine E-Mail-Adresse haben wir gelöscht.' };
}

/**
 * Sellable again: every confirmed address gets its one mail and its entry ends. The DELETE …
 * RETURNING hands each entry to one transaction only, so two processes never mail twice.
 */
export async function notifySubscribers(
  tx: Tx,
  productId: string,
  shop: { publicUrl: string },
): Promise<number> {
  const about = await describe(tx, productId);
  if (!about?.sellable) return 0;
  const notified = await tx
    .delete(stockNotices)
    .where(and(eq(stockNotices.productId, productId), isNotNull(stockNotices.confirmedAt)))
    .returning({ email: stockNotices.email, token: stockNotices.token });
  for (const { email, token } of notified)
    await enqueueMail(
      tx,
      'back-in-stock',
      `back-in-stock:${token}`,
      email,
      renderBackInStock(about.title, linksOf(shop.publicUrl, token, productId)),
    );
  return notified.length;
}

/**
 * Units came back (an unpaid order ran out, a refund put jars back): the low-stock alert
 * re-arms, and a job mails whoever waits — the returning transaction knows no shop URL and
 * should stay short. Freed course places go to their date's waitlist instead (decision 035).
 */
export async function stockRose(tx: Tx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await rearmLowStock(tx, productIds);
  const waiting = await tx
    .selectDistinct({ productId: stockNotices.productId })
    .from(stockNotices)
    .innerJoin(products, eq(products.id, stockNotices.productId))
    .where(
      and(
        isNotNull(stockNotices.confirmedAt),
        inArray(stockNotices.productId, productIds),
        gt(products.amountAvailable, 0),
      ),
    );
  for (const { productId } of waiting)
    await scheduleJob(tx, {
      kind: BACK_IN_STOCK_JOB,
      key: `${productId} ${randomBytes(6).toString('hex')}`,
      // due at once on any clock: the next tick of whichever process mails
      dueAt: new Date(0),
      payload: { productId },
    });
}
