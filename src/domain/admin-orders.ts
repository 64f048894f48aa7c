import type { OrderSummary } from './checkout-schema';

// What the backoffice shows of orders; the server answers these shapes (admin/orders-routes.ts).

export const ORDERS_PER_PAGE = 25;

/** The statuses as staff read them. */
export const ORDER_STATUS_LABELS: Record<OrderSummary['status'], string> = {
  pending: 'Offen',
  paid: 'Bezahlt',
  cancelled: 'Abgebrochen',
  expired: 'Abgelaufen',
  failed: 'Fehlgeschlagen',
};

export interface OrderListRow {
  orderId: string;
  orderNumber: string;
  status: OrderSummary['status'];
  createdAt: string;
  paidAt: string | null;
  totalCents: number;
  email: string | null;
}

export interface OrderListPage {
  orders: OrderListRow[];
  total: number;
  page: number;
  pages: number;
}

export interface OrderMail {
  kind: string;
  subject: string;
  recipient: string;
  status: 'pending' | 'sent' | 'stored';
  createdAt: string;
  sentAt: string | null;
}

export interface OrderWithdrawal {
  reference: string;
  name: string;
  email: string;
  orderReference: string;
  receivedAt: string;
}

export interface OrderDetail extends OrderListRow {
  summary: OrderSummary;
  provider: 'stripe' | 'simulated';
  paymentIntentId: string | null;
  mails: OrderMail[];
  withdrawals: OrderWithdrawal[];
}
