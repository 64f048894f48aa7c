import { useId } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '../../domain/cart-schema';
import type { ProductDetail } from '../../domain/catalog-schema';
import { formatEuro } from '../../domain/money';
import { paths } from '../../domain/routes';
import { cartActions } from './cart-store';
import { useCheckoutBusy } from './checkout-busy';
import { CourseLineDetails } from './course-line-details';
import { LineThumbnail } from './line-thumbnail';
import { QuantityStepper } from './quantity-stepper';
import { TrashIcon } from './trash-icon';

interface CartLineRowProps {
  line: CartLine;
  product: ProductDetail;
  max: number;
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('de-DE') + text.slice(1);

/** spec §2: image, title, −/+, unit price, trash, short description and the first property. */
export function CartLineRow({ line, product, max }: CartLineRowProps) {
  const titleId = useId();
  const property = product.firstProperty;
  const checkoutBusy = useCheckoutBusy();
  return (
    <article className="cart-line" aria-labelledby={titleId}>
      <LineThumbnail product={product} />
      <div className="cart-line-body">
        <h2 id={titleId} className="cart-line-title">
          <Link to={paths.product(product.id)}>{product.title}</Link>
        </h2>
        <p className="cart-line-description">{product.shortDescription}</p>
        {property && (
          <p className="cart-line-property">
            <span className="fw-semibold">{capitalise(property.key)}:</span> {property.value}
          </p>
        )}
        {line.course && <CourseLineDetails course={line.course} product={product} />}
        {line.quantity > max && (
          <p className="cart-line-warning">
            {max === 0 ? 'Nicht mehr verfügbar' : `Nur noch ${max} verfügbar`}
          </p>
        )}
      </div>
      <div className="cart-line-actions">
        <QuantityStepper tempId={line.tempId} quantity={line.quantity} max={max} />
        <p className="cart-line-price" data-testid="line-unit-price">
          {formatEuro(product.priceCents)}
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
