import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type ProductType } from '../../domain/catalog';
import { formatEuro } from '../../domain/money';
import type { AdminProductList } from '../../domain/product-admin-schema';
import { fetchProducts, type ProductFilter, productKeys } from '../api/admin-catalogue';
import { CheckField } from '../ui/check-field';
import { QueryState } from './query-state';
import { SearchField, useSearchText } from './search-field';

const isType = (value: string | null): value is ProductType =>
  (PRODUCT_TYPES as readonly string[]).includes(value ?? '');

/** How many the list shows; when it shows fewer than match, that they are the first by title. */
function productCount({ products, total }: AdminProductList): string {
  if (products.length < total)
    return `Die ersten ${products.length} von ${total} Produkten nach Titel – mit der Suche oder der Kategorie findest du die übrigen.`;
  return total === 1 ? '1 Produkt' : `${total} Produkte`;
}

/** /admin/produkte — the catalogue by title, found by name or id, per category; archive apart. */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const type = params.get('kategorie');
  const filter: ProductFilter = {
    q: params.get('q') ?? '',
    type: isType(type) ? type : '',
    archived: params.get('archiv') === '1',
  };
  const [search, setSearch] = useSearchText(filter.q);
  const products = useQuery({
    queryKey: productKeys.list(filter),
    queryFn: () => fetchProducts(filter),
    placeholderData: keepPreviousData,
  });

  const show = (next: Partial<ProductFilter>) => {
    const merged = { ...filter, ...next };
    const query: Record<string, string> = {};
    if (merged.q.trim()) query.q = merged.q.trim();
    if (merged.type) query.kategorie = merged.type;
    if (merged.archived) query.archiv = '1';
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ q: search });
  };

  return (
    <>
      <title>Produkte – Verwaltung – Hofladen</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0">Produkte</h1>
        <Link to="/admin/produkte/neu" className="btn btn-primary">
          Neues Produkt
        </Link>
      </div>
      <form className="row g-2 align-items-end mb-3" onSubmit={submit}>
        <div className="col-sm-4">
          <label htmlFor="produkte-kategorie" className="form-label">
            Kategorie
          </label>
          <select
            id="produkte-kategorie"
            className="form-select"
            value={filter.type}
            onChange={(event) =>
              show({ type: isType(event.target.value) ? event.target.value : '' })
            }
          >
            <option value="">Alle</option>
            {PRODUCT_TYPES.map((productType) => (
              <option key={productType} value={productType}>
                {PRODUCT_TYPE_LABELS[productType]}
              </option>
            ))}
          </select>
        </div>
        <SearchField
          id="produkte-suche"
          label="Titel oder Kennung"
          value={search}
          onChange={setSearch}
        />
        <div className="col-12">
          <CheckField
            id="produkte-archiv"
            label="Archivierte Produkte zeigen (bestellt, dann gelöscht)"
            checked={filter.archived}
            onChange={(event) => show({ archived: event.target.checked })}
          />
        </div>
      </form>

      <QueryState query={products} loading="Produkte werden geladen…" />
      {products.data && (
        <>
          <p className="text-body-secondary" aria-live="polite">
            {productCount(products.data)}
          </p>
          {products.data.products.length > 0 && (
            <div className="table-responsive staff-table">
              <table className="table table-hover align-middle mb-0 staff-table-stacked">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">Bild</span>
                    </th>
                    <th scope="col">Titel</th>
                    <th scope="col">Kategorie</th>
                    <th scope="col" className="text-end">
                      Preis
                    </th>
                    <th scope="col" className="text-end">
                      Bestand
                    </th>
                    <th scope="col">Im Shop</th>
                  </tr>
                </thead>
                <tbody>
                  {products.data.products.map((product) => (
                    <tr key={product.id}>
                      <td className="staff-thumb-cell">
                        {product.imageUrl ? (
                          <img
                            src={product.imageUrl}
                            alt=""
                            width={48}
                            height={48}
                            className="staff-thumb"
                            loading="lazy"
                          />
                        ) : (
                          <span className="staff-thumb staff-thumb-empty" />
                        )}
                      </td>
                      <td>
                        <Link to={`/admin/produkte/${product.id}`} className="fw-semibold">
                          {product.title}
                        </Link>
                        <div className="small text-body-secondary font-monospace">{product.id}</div>
                      </td>
                      <td data-label="Kategorie">{PRODUCT_TYPE_LABELS[product.type]}</td>
                      <td className="text-end text-nowrap" data-label="Preis">
                        {formatEuro(product.priceCents)}
                      </td>
                      <td className="text-end" data-label="Bestand">
                        {product.type === 'course' ? '–' : product.amountAvailable}
                      </td>
                      <td data-label="Im Shop">
                        {product.archived
                          ? 'archiviert'
                          : product.productDisplayed
                            ? 'sichtbar'
                            : 'verborgen'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </>
  );
}
