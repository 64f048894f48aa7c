import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AdminProductImage } from '../../domain/product-admin-schema';
import { FieldError, invalidFieldProps } from '../ui/field-error';

/** One picture: where it stands, its alt text, and the buttons that move or remove it. */
export function ProductImageTile({
  image,
  index,
  last,
  busy,
  altText,
  altError,
  onMove,
  onRemove,
}: {
  image: AdminProductImage;
  index: number;
  last: boolean;
  /** While any change to the pictures is on its way, none other starts. */
  busy: boolean;
  altText: UseFormRegisterReturn;
  altError: string | undefined;
  onMove(to: number): void;
  onRemove(): void;
}) {
  const altId = `bild-alt-${image.id}`;
  return (
    <li className="staff-image">
      <img src={image.url} alt={image.alt} width={160} height={120} />
      <div className="small fw-semibold mt-1">
        {index === 0 ? 'Hauptbild (auf der Karte)' : `Bild ${index + 1}`}
      </div>
      <label htmlFor={altId} className="form-label small mb-0 mt-1">
        Bildbeschreibung
      </label>
      <input
        id={altId}
        className={`form-control form-control-sm${altError ? ' is-invalid' : ''}`}
        maxLength={200}
        {...invalidFieldProps(altId, altError)}
        {...altText}
      />
      <FieldError id={altId} error={altError} />
      <div className="d-flex flex-wrap gap-1 mt-2">
        {index > 0 && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={busy}
            onClick={() => onMove(0)}
          >
            Als Hauptbild
          </button>
        )}
        {index > 0 && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={busy}
            aria-label={`Bild ${index + 1} nach vorn`}
            onClick={() => onMove(index - 1)}
          >
            ←
          </button>
        )}
        {!last && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={busy}
            aria-label={`Bild ${index + 1} nach hinten`}
            onClick={() => onMove(index + 1)}
          >
            →
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={busy}
          onClick={onRemove}
        >
          Entfernen<span className="visually-hidden"> (Bild {index + 1})</span>
        </button>
      </div>
    </li>
  );
}
