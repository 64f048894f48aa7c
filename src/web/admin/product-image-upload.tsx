import { useMutation } from '@tanstack/react-query';
import { type DragEvent, useState } from 'react';
import {
  type AdminProduct,
  IMAGE_TYPES_TEXT,
  MAX_IMAGE_BYTES,
} from '../../domain/product-admin-schema';
import { productKeys, uploadProductImage } from '../api/admin-catalogue';
import { reasonOf } from './query-state';

const TOO_LARGE = 'ist größer als 10 MB.';

/**
 * New pictures, dropped or chosen: uploaded one by one (the server reads each by its bytes), and
 * the ones refused listed with their reason while the others arrive.
 */
export function ProductImageUpload({
  productId,
  onChanged,
}: {
  productId: string;
  onChanged(product: AdminProduct): void;
}) {
  const [failures, setFailures] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const upload = useMutation({
    mutationKey: productKeys.imageChanges(productId),
    mutationFn: async (files: File[]) => {
      const problems: string[] = [];
      for (const file of files) {
        if (file.size > MAX_IMAGE_BYTES) {
          problems.push(`${file.name} ${TOO_LARGE}`);
          continue;
        }
        try {
          onChanged(await uploadProductImage(productId, file));
        } catch (error) {
          problems.push(`${file.name}: ${reasonOf(error as Error)}`);
        }
      }
      setFailures(problems);
    },
  });
  const send = (files: FileList | null) => {
    if (files && files.length > 0) upload.mutate([...files]);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  };

  return (
    <>
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
      </div>
    </>
  );
}
