import type { AuditEntity } from '../../domain/audit';
import type { AuditEntry } from '../../domain/audit-schema';
import type { ProductType } from '../../domain/catalog';
import type {
  AdminProduct,
  AdminProductList,
  ProductForm,
  TaxClass,
} from '../../domain/product-admin-schema';
import { staffRequest } from './staff-request';

const json = (method: 'POST' | 'PUT' | 'DELETE', body: unknown) => ({
  method,
  body: JSON.stringify(body),
});
const productUrl = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

export interface ProductFilter {
  q: string;
  type: ProductType | '';
  archived: boolean;
}

export const productKeys = {
  all: ['admin', 'products'] as const,
  list: (filter: ProductFilter) => ['admin', 'products', 'list', filter] as const,
  one: (id: string) => ['admin', 'products', 'one', id] as const,
  taxClasses: ['admin', 'tax-classes'] as const,
  /** Every change to a product's pictures, so none starts while another is on its way. */
  imageChanges: (id: string) => ['admin', 'products', 'images', id] as const,
};

export const auditKeys = {
  trail: (entity: AuditEntity, id: string) => ['admin', 'audit', entity, id] as const,
};

export const fetchAuditTrail = (entity: AuditEntity, id: string) =>
  staffRequest<AuditEntry[]>(`/api/admin/audit/${entity}/${encodeURIComponent(id)}`);

export function fetchProducts({ q, type, archived }: ProductFilter) {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (type) query.set('type', type);
  if (archived) query.set('archived', 'true');
  const search = query.toString();
  return staffRequest<AdminProductList>(`/api/admin/products${search ? `?${search}` : ''}`);
}

export const fetchProduct = (id: string) => staffRequest<AdminProduct>(productUrl(id));

export const fetchTaxClasses = () => staffRequest<TaxClass[]>('/api/admin/tax-classes');

export const createProduct = (form: ProductForm) =>
  staffRequest<AdminProduct>('/api/admin/products', json('POST', form));

export const saveProduct = (
  id: string,
  update: { version: number; stockWas: number; fields: ProductForm },
) => staffRequest<AdminProduct>(productUrl(id), json('PUT', update));

export const removeProduct = (id: string, version: number) =>
  staffRequest<{ outcome: 'deleted' | 'archived' }>(productUrl(id), json('DELETE', { version }));

/** The file goes as it is; the server decides by its bytes whether it is an image it takes. */
export const uploadProductImage = (id: string, file: File) =>
  staffRequest<AdminProduct>(`${productUrl(id)}/images`, {
    method: 'POST',
    body: file,
    // a PDF's own type would be refused as a media type (English); the bytes decide anyway
    headers: { 'content-type': 'application/octet-stream' },
  });

export const arrangeProductImages = (id: string, images: { id: string; alt: string }[]) =>
  staffRequest<AdminProduct>(`${productUrl(id)}/images`, json('PUT', { images }));

export const removeProductImage = (id: string, imageId: string) =>
  staffRequest<AdminProduct>(`${productUrl(id)}/images/${imageId}`, { method: 'DELETE' });
