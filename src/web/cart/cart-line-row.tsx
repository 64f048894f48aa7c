import { useId } from 'react';
import type { CartLine } from '../../domain/cart-schema';
import type { ProductDetail } from '../../domain/catalog-schema';
import { leftText } from '../../domain/course';
import { formatEuro } from '../../domain/money';
import { paths } from '../../domain/routes';
import { PageLink } from '../ui/page-link';
import { LowestPriorPrice, RegularPrice } from '../ui/reduced-price';
import { cartActions } from './cart-store';
import { useCheckoutBusy } from './checkout-busy';
import { CourseLineDetails } from './course-line-details';
import type { LineLimit } from './line-limits';
import { LineThumbnail } from './line-thumbnail';
import { QuantityStepper } from './quantity-stepper';
import { TrashIcon } from './trash-icon';

interface CartLineRowProps {
  line: CartLine;
  product: ProductDetail;
  limit: LineLimit;
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('de-DE') + text.slice(1);

/** Why a line holds more than it may: the order limit, or what is left. */
function limitWarning({ max, by }: LineLimit, product: ProductDetail): string {
  if (by === 'order')
    return product.type === 'course'
      ? `Höchstens ${product.maxPerOrder} Plätze pro Buchung`
      : `Höchstens ${product.maxPerOrder} Stück pro Bestellung`;
  return leftText(max, product.type === 'course');
}

/**
 * docs/shop/cart.md#cart-lines: image, title, −/+, unit price, trash, short description and the
 * first property.
 */
export function CartLineRow({ line, product, limit }: CartLineRowProps) {
  const titleId = useId();
  const property = product.firstProperty;
  const checkoutBusy = useCheckoutBusy();
  return (
    <article className="cart-line" aria-labelledby={titleId}>
      <LineThumbnail product={product} />
      <div className="cart-line-body">
        <h2 id={titleId} className="cart-line-title">
          <PageLink to={paths.product(product.id)}>{product.title}</PageLink>
        </h2>
        <p className="cart-line-description">{product.shortDescription}</p>
        {property && (
          <p className="cart-line-property">
            <span className="fw-semibold">{capitalise(property.key)}:</span> {property.value}
          </p>
        )}
        <LowestPriorPrice reduction={product.reduction} className="cart-line-lowest" />
        {line.course && <CourseLineDetails course={line.course} product={product} />}
        {line.quantity > limit.max && (
          <p className="cart-line-warning">{limitWarning(limit, product)}</p>
        )}
      </div>
      <div className="cart-line-actions">
        <QuantityStepper tempId={line.tempId} quantity={line.quantity} max={limit.max} />
        <p className="cart-line-price">
          <span data-testid="line-unit-price" className={product.reduction ? 'reduced-price' : ''}>
            {formatEuro(product.priceCents)}
          </span>{' '}
          <RegularPrice reduction={product.reduction} />
        </p>
        <button
          type="button"
          className="btn btn-link cart-line-remove"
          aria-label="Entfernen"
          title="Entfernen"
          disabled={checkoutBusy}
          onClick={() => cartActions.remove(line.tempId)}
        >
          <TrashIcon />
        </button>
      </div>
    </article>
  );
}
