import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AdminProduct,
  type ProductImagesForm,
  ProductImagesOrder,
} from '../../domain/product-admin-schema';
import { arrangeProductImages, productKeys, removeProductImage } from '../api/admin-catalogue';
import { ProductImageTile } from './product-image-tile';
import { reasonOf } from './query-state';
import { asTyped, schemaResolver } from './schema-resolver';

const moved = <Entry,>(list: Entry[], from: number, to: number) => {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
};

/**
 * The pictures in the shop's order, each with its alt text. Moving one saves the order with the
 * texts as typed; changed texts alone wait for their save button.
 */
export function ProductImageArrangement({
  product,
  onChanged,
}: {
  product: AdminProduct;
  onChanged(product: AdminProduct): void;
}) {
  // a new server answer replaces what is on screen, unsaved texts included
  const stored = useMemo(
    () => ({ images: product.images.map(({ id, alt }) => ({ id, alt })) }),
    [product.images],
  );
  const form = useForm<ProductImagesForm>({
    values: stored,
    resolver: schemaResolver(ProductImagesOrder, asTyped<ProductImagesForm>),
  });
  const arrange = useMutation({
    mutationKey: productKeys.imageChanges(product.id),
    mutationFn: (images: ProductImagesForm['images']) => arrangeProductImages(product.id, images),
    onSuccess: onChanged,
  });
  const remove = useMutation({
    mutationKey: productKeys.imageChanges(product.id),
    mutationFn: (imageId: string) => removeProductImage(product.id, imageId),
    onSuccess: onChanged,
  });
  const busy = useIsMutating({ mutationKey: productKeys.imageChanges(product.id) }) > 0;
  const error = arrange.error ?? remove.error;
  const saveTexts = form.handleSubmit(({ images }) => arrange.mutate(images));
  const move = (from: number, to: number) =>
    form.handleSubmit(({ images }) => arrange.mutate(moved(images, from, to)))();

  return (
    <form noValidate onSubmit={saveTexts}>
      <div aria-live="polite">
        {error && (
          <p className="text-danger mt-2" role="alert">
            {reasonOf(error)}
          </p>
        )}
      </div>
      {product.images.length === 0 ? (
        <p className="text-body-secondary mt-3 mb-0">Noch keine Bilder.</p>
      ) : (
        <ol className="staff-image-grid list-unstyled mt-3 mb-0">
          {product.images.map((image, index) => (
            <ProductImageTile
              key={image.id}
              image={image}
              index={index}
              last={index === product.images.length - 1}
              busy={busy}
              altText={form.register(`images.${index}.alt`)}
              altError={form.formState.errors.images?.[index]?.alt?.message}
              onMove={(to) => move(index, to)}
              onRemove={() => remove.mutate(image.id)}
            />
          ))}
        </ol>
      )}
      {form.formState.isDirty && (
        <button type="submit" className="btn btn-primary mt-3" disabled={busy}>
          Bildbeschreibungen speichern
        </button>
      )}
    </form>
  );
}
