import { useMutation } from '@tanstack/react-query';
import { type DragEvent, useState } from 'react';
import {
  type AdminProduct,
  IMAGE_TYPES_TEXT,
  MAX_IMAGE_BYTES,
} from '../../domain/product-admin-schema';
import {
  arrangeProductImages,
  removeProductImage,
  uploadProductImage,
} from '../api/admin-catalogue';
import { reasonOf } from './query-state';

const TOO_LARGE = 'ist größer als 10 MB.';

interface Props {
  product: AdminProduct;
  onChanged(product: AdminProduct): void;
}

/**
 * The product's pictures: dropped or chosen files are uploaded one by one (the server reads
 * each by its bytes); the order decides what the shop shows, the first on the card.
 */
export function ProductImages({ product, onChanged }: Props) {
  const [failures, setFailures] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [order, setOrder] = useState(product.images);
  const [shownFrom, setShownFrom] = useState(product.images);
  // a new server answer replaces what is on screen (including unsaved alt texts)
  if (shownFrom !== product.images) {
    setShownFrom(product.images);
    setOrder(product.images);
  }

  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const problems: string[] = [];
      let latest: AdminProduct | null = null;
      for (const file of files) {
        if (file.size > MAX_IMAGE_BYTES) {
          problems.push(`${file.name} ${TOO_LARGE}`);
          continue;
        }
        try {
          latest = await uploadProductImage(product.id, file);
          onChanged(latest);
        } catch (error) {
          problems.push(`${file.name}: ${reasonOf(error as Error)}`);
        }
      }
      setFailures(problems);
    },
  });
  const arrange = useMutation({
    mutationFn: (images: { id: string; alt: string }[]) => arrangeProductImages(product.id, images),
    onSuccess: onChanged,
  });
  const remove = useMutation({
    mutationFn: (imageId: string) => removeProductImage(product.id, imageId),
    onSuccess: onChanged,
  });

  const send = (files: FileList | null) => {
    if (files && files.length > 0) upload.mutate([...files]);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  };
  const move = (from: number, to: number) => {
    const next = [...order];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    arrange.mutate(next.map(({ id, alt }) => ({ id, alt })));
  };
  const altChanged = order.some((image, index) => image.alt !== product.images[index]?.alt);
  const busy = upload.isPending || arrange.isPending || remove.isPending;
  const error = arrange.error ?? remove.error;

  return (
    <section aria-labelledby="produkt-bilder" className="staff-tile mt-4">
      <h2 id="produkt-bilder" className="h5">
        Bilder
      </h2>
      {/* the drop zone is a convenience; the file button does the same for keyboards and phones */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        className={`staff-dropzone${dragging ? ' staff-dropzone-active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="bilder-ablage"
      >
        <p className="mb-2">Bilder hierher ziehen oder auswählen.</p>
        <label htmlFor="produkt-bild-datei" className="btn btn-outline-primary">
          Bilder auswählen
        </label>
        <input
          id="produkt-bild-datei"
          type="file"
          className="visually-hidden"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(event) => {
            send(event.target.files);
            event.target.value = '';
          }}
        />
        <p className="small text-body-secondary mt-2 mb-0">
          {IMAGE_TYPES_TEXT}, höchstens 10 MB je Bild. Ortsangaben und Kameradaten werden entfernt.
        </p>
      </div>
      <div aria-live="polite">
        {upload.isPending && <p className="mt-2">Bilder werden hochgeladen…</p>}
        {failures.length > 0 && (
          <div className="alert alert-danger mt-2" role="alert">
            <p className="mb-1">Nicht hochgeladen:</p>
            <ul className="mb-0">
              {failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </ul>
          </div>
        )}
        {error && (
          <p className="text-danger mt-2" role="alert">
            {reasonOf(error)}
          </p>
        )}
      </div>
      {order.length === 0 ? (
        <p className="text-body-secondary mt-3 mb-0">Noch keine Bilder.</p>
      ) : (
        <ol className="staff-image-grid list-unstyled mt-3 mb-0">
          {order.map((image, index) => (
            <li key={image.id} className="staff-image">
              <img src={image.url} alt={image.alt} width={160} height={120} />
              <div className="small fw-semibold mt-1">
                {index === 0 ? 'Hauptbild (auf der Karte)' : `Bild ${index + 1}`}
              </div>
              <label htmlFor={`bild-alt-${image.id}`} className="form-label small mb-0 mt-1">
                Bildbeschreibung
              </label>
              <input
                id={`bild-alt-${image.id}`}
                className="form-control form-control-sm"
                value={image.alt}
                maxLength={200}
                onChange={(event) =>
                  setOrder(
                    order.map((entry) =>
                      entry.id === image.id ? { ...entry, alt: event.target.value } : entry,
                    ),
                  )
                }
              />
              <div className="d-flex flex-wrap gap-1 mt-2">
                {index > 0 && (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    disabled={busy}
                    onClick={() => move(index, 0)}
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
                    onClick={() => move(index, index - 1)}
                  >
                    ←
                  </button>
                )}
                {index < order.length - 1 && (
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    disabled={busy}
                    aria-label={`Bild ${index + 1} nach hinten`}
                    onClick={() => move(index, index + 1)}
                  >
                    →
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  disabled={busy}
                  onClick={() => remove.mutate(image.id)}
                >
                  Entfernen<span className="visually-hidden"> (Bild {index + 1})</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {altChanged && (
        <button
          type="button"
          className="btn btn-primary mt-3"
          disabled={busy}
          onClick={() => arrange.mutate(order.map(({ id, alt }) => ({ id, alt })))}
        >
          Bildbeschreibungen speichern
        </button>
      )}
    </section>
  );
}
