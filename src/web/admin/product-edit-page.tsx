import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { FoodTypes } from '../../domain/food-info';
import type { AdminProduct, TaxClass } from '../../domain/product-admin-schema';
import {
  newProductFormValues,
  type ProductFormValues,
  productFormValues,
} from '../../domain/product-form-values';
import { paths } from '../../domain/routes';
import type { TaxDefaults } from '../../domain/shop-settings-schema';
import { fetchShopSettings, shopSettingsKeys } from '../api/admin';
import {
  createProduct,
  fetchProduct,
  fetchTaxClasses,
  productKeys,
  removeProduct,
  saveProduct,
} from '../api/admin-catalogue';
import { ApiError, hasStatus } from '../api/client';
import { AuditTrail, auditFormats } from './audit-trail';
import { ConfirmButtons } from './confirm-buttons';
import { ProductBatches } from './product-batches';
import { ProductForm } from './product-form';
import { ProductImages } from './product-images';
import { QueryState, reasonOf } from './query-state';
import { fieldRefusedBy, refusedFieldOf } from './refused-field';
import { SaveProblem } from './save-problem';

const FIELD_LABELS: Record<string, string> = {
  type: 'Kategorie',
  title: 'Titel',
  priceCents: 'Preis',
  shortDescription: 'Kurzbeschreibung',
  description: 'Beschreibung',
  longDescription: 'Ausführlicher Text',
  amountAvailable: 'Bestand',
  productDisplayed: 'Im Shop',
  properties: 'Eigenschaften',
  netContentAmount: 'Füllmenge',
  netContentUnit: 'Einheit',
  taxClassId: 'Steuersatz',
  maxPerOrder: 'Höchstens je Bestellung',
  courseTime: 'Uhrzeit',
  courseLocation: 'Ort',
  courseBring: 'Mitbringen',
  courseSeries: 'Kursreihe',
  food: 'Lebensmittelinformationen',
  reducedPriceCents: 'Reduzierter Preis',
  reductionStartsAt: 'Reduziert ab',
  reductionEndsAt: 'Reduziert bis',
  images: 'Bilder',
};

const FORMATS = {
  priceCents: auditFormats.euro,
  reducedPriceCents: auditFormats.euro,
  longDescription: auditFormats.length,
  images: (value: unknown) => {
    const count = Array.isArray(value) ? value.length : 0;
    return count === 1 ? '1 Bild' : `${count} Bilder`;
  },
};

/** /admin/produkte/neu and /admin/produkte/:id — one product's fields, pictures and history. */
export function ProductEditPage() {
  const { productId = 'neu' } = useParams();
  const taxClasses = useQuery({ queryKey: productKeys.taxClasses, queryFn: fetchTaxClasses });
  const settings = useQuery({ queryKey: shopSettingsKeys.all, queryFn: fetchShopSettings });
  const isNew = productId === 'neu';
  const product = useQuery({
    queryKey: productKeys.one(productId),
    queryFn: () => fetchProduct(productId),
    enabled: !isNew,
  });
  const title = isNew ? 'Neues Produkt' : (product.data?.fields.title ?? 'Produkt');

  return (
    <>
      <title>{`${title} – Verwaltung – Hofladen`}</title>
      <p className="mb-2">
        <Link to="/admin/produkte">← Alle Produkte</Link>
      </p>
      <h1 className="h2 mb-3">{title}</h1>
      <QueryState query={taxClasses} loading="Steuersätze werden geladen…" />
      <QueryState query={settings} loading="Einstellungen werden geladen…" />
      {!isNew && <QueryState query={product} loading="Produkt wird geladen…" />}
      {taxClasses.data && settings.data && isNew && (
        <NewProduct
          taxClasses={taxClasses.data}
          taxDefaults={settings.data.taxDefaults}
          foodTypes={settings.data.foodTypes}
        />
      )}
      {taxClasses.data && settings.data && product.data && (
        <ExistingProduct
          key={product.data.id}
          product={product.data}
          taxClasses={taxClasses.data}
          taxDefaults={settings.data.taxDefaults}
          foodTypes={settings.data.foodTypes}
        />
      )}
    </>
  );
}

interface CatalogueRules {
  taxClasses: TaxClass[];
  taxDefaults: TaxDefaults;
  foodTypes: FoodTypes;
}

function NewProduct({ taxClasses, taxDefaults, foodTypes }: CatalogueRules) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createProduct,
    onSuccess: async (created) => {
      queryClient.setQueryData(productKeys.one(created.id), created);
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      navigate(`/admin/produkte/${created.id}`);
    },
  });
  return (
    <>
      <p className="text-body-secondary">
        Bilder kommen nach dem Anlegen dazu. Ein neues Produkt ist im Shop verborgen, bis du „Im
        Shop zeigen“ wählst.
      </p>
      <ProductForm
        initial={newProductFormValues(taxDefaults)}
        taxClasses={taxClasses}
        taxDefaults={taxDefaults}
        foodTypes={foodTypes}
        isNew
        onSave={(values) => fieldRefusedBy(create.mutateAsync(values))}
      />
      {create.isError && !refusedFieldOf(create.error) && (
        <p className="text-danger mt-2" role="alert">
          {reasonOf(create.error)}
        </p>
      )}
    </>
  );
}

function ExistingProduct({
  product,
  taxClasses,
  taxDefaults,
  foodTypes,
}: CatalogueRules & { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = (next: AdminProduct) => {
    queryClient.setQueryData(productKeys.one(product.id), next);
    void queryClient.invalidateQueries({ queryKey: productKeys.all, exact: false });
    // the shop's own lists in this tab, so a look at the shop shows the change
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' });
  };
  const save = useMutation({
    mutationFn: ({ values, stockWas }: { values: ProductFormValues; stockWas: number }) =>
      saveProduct(product.id, { version: product.version, stockWas, fields: values }),
    onSuccess: (next) => {
      refresh(next);
      setSaved(true);
    },
    onMutate: () => setSaved(false),
  });
  const remove = useMutation({
    mutationFn: () => removeProduct(product.id, product.version),
    onSuccess: async ({ outcome }) => {
      await queryClient.invalidateQueries({ predicate: () => true });
      navigate(outcome === 'archived' ? '/admin/produkte?archiv=1' : '/admin/produkte');
    },
  });
  const stale =
    hasStatus(save.error, 409) ||
    (remove.error instanceof ApiError && remove.error.code === 'VERSION_CONFLICT');
  // the form starts again from what the server has now, also when the version did not change
  // (stock sold meanwhile)
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    save.reset();
    remove.reset();
    await queryClient.invalidateQueries({ queryKey: productKeys.one(product.id) });
    setGeneration((current) => current + 1);
  };

  return (
    <>
      <p className="text-body-secondary">
        {product.archived ? (
          'Archiviert: Dieses Produkt wurde bestellt und gelöscht. Es bleibt für die Bestellungen erhalten.'
        ) : (
          <>
            Im Shop:{' '}
            <a href={paths.product(product.id)} target="_blank" rel="noreferrer">
              {paths.product(product.id)}
            </a>
          </>
        )}
      </p>
      <SaveProblem
        stale={stale}
        error={save.error ?? (stale ? remove.error : null)}
        onReload={reload}
      />
      <div aria-live="polite">
        {saved && (
          <p className="alert alert-success py-2">Gespeichert. Der Shop zeigt es sofort.</p>
        )}
      </div>
      {!product.archived && (
        <ProductForm
          // a new version (saved here or reloaded) starts the form afresh
          key={`${product.version}:${generation}`}
          initial={productFormValues(product.fields)}
          taxClasses={taxClasses}
          taxDefaults={taxDefaults}
          foodTypes={foodTypes}
          isNew={false}
          onSave={(values, stockWas) => fieldRefusedBy(save.mutateAsync({ values, stockWas }))}
        />
      )}
      {!product.archived && <ProductImages product={product} onChanged={refresh} />}
      {!product.archived && product.fields.type !== 'course' && (
        <ProductBatches
          productId={product.id}
          onChanged={() => {
            void queryClient.invalidateQueries({ queryKey: productKeys.one(product.id) });
            void queryClient.invalidateQueries({
              predicate: (query) => query.queryKey[0] !== 'admin',
            });
          }}
        />
      )}
      {!product.archived && (
        <section aria-labelledby="produkt-loeschen" className="staff-tile mt-4">
          <h2 id="produkt-loeschen" className="h5">
            Löschen
          </h2>
          <p className="small text-body-secondary">
            Ein Produkt, das schon bestellt wurde, wird archiviert statt gelöscht: Es verschwindet
            aus dem Shop, Bestellungen und Rechnungen behalten es.
          </p>
          {confirming ? (
            <div className="d-flex flex-wrap gap-2">
              <ConfirmButtons
                label={`Ja, „${product.fields.title}“ löschen`}
                busy={remove.isPending}
                onConfirm={() => remove.mutate()}
                onCancel={() => setConfirming(false)}
              />
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => setConfirming(true)}
            >
              Produkt löschen
            </button>
          )}
          {remove.isError && !stale && (
            <p className="text-danger mt-2" role="alert">
              {reasonOf(remove.error)}
            </p>
          )}
        </section>
      )}
      <AuditTrail
        entity="product"
        id={product.id}
        version={product.updatedAt}
        fieldLabels={FIELD_LABELS}
        formats={FORMATS}
      />
    </>
  );
}
