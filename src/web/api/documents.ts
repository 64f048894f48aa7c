import type { PackingList } from '../../domain/packing-list-schema';
import { staffRequest } from './staff-request';

// The backoffice's documents (docs/shop/after-the-sale.md): the packing list's data for the
// printable page, and the PDFs, opened as plain links (the staff cookie signs them in).

const query = (date: string, group: string) =>
  `date=${encodeURIComponent(date)}&group=${encodeURIComponent(group)}`;

export const packingListKeys = {
  list: (date: string, group: string) => ['admin', 'packing-list', date, group] as const,
};

export const fetchPackingList = (date: string, group: string) =>
  staffRequest<PackingList>(`/api/admin/packing-list?${query(date, group)}`);

export const packingListPdfUrl = (date: string, group: string) =>
  `/api/admin/packing-list.pdf?${query(date, group)}`;

/** The order's Lieferschein as PDF: the order page links it. */
export const deliveryNoteUrl = (orderId: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/delivery-note.pdf`;

/** An invoice or credit note of the order as PDF, by its number. */
export const issuedDocumentUrl = (orderId: string, number: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(number)}`;
