import { z } from 'zod';
import { PaymentSessionId } from '../../domain/checkout-schema';
import type { DocumentContent } from '../../domain/invoice-content';
import { OrderStatusParams } from '../../domain/order-status-schema';
import type { Db } from '../db/client';
import { documentFileName, issuedDocumentPdf } from '../documents/invoice-pdf';
import { sendPdf } from '../documents/send-pdf';
import { notFound } from '../errors';
import type { Api } from '../http/typed-routes';
import { documentOfOrder, invoiceOfSession, invoiceOfStatusToken } from './issued-documents';

// The invoice and credit-note PDFs, made from the frozen content on each request
// (docs/decisions/029-invoices-and-refunds.md).

const NO_INVOICE = 'Zu dieser Bestellung gibt es keine Rechnung.';
const produces = ['application/pdf'];

type Reply = Parameters<typeof sendPdf>[0];
async function sendDocument(reply: Reply, content: DocumentContent | null, missing: string) {
  if (!content) throw notFound(missing);
  return sendPdf(reply, await issuedDocumentPdf(content), documentFileName(content));
}

/** The customer's invoice: by the success page's session id or the status link's token. */
export function invoiceRoutes(app: Api, deps: { db: Db }): void {
  app.get(
    '/api/checkout/sessions/:sessionId/invoice.pdf',
    {
      schema: {
        tags: ['Bestellstatus'],
        summary: 'The invoice of the order paid in this checkout session, as PDF',
        params: z.object({ sessionId: PaymentSessionId }),
        produces,
      },
    },
    async (request, reply) =>
      sendDocument(reply, await invoiceOfSession(deps.db, request.params.sessionId), NO_INVOICE),
  );

  app.get(
    '/api/order-status/:token/invoice.pdf',
    {
      schema: {
        tags: ['Bestellstatus'],
        summary: 'The invoice of the order this status link names, as PDF',
        params: OrderStatusParams,
        produces,
      },
    },
    async (request, reply) =>
      sendDocument(reply, await invoiceOfStatusToken(deps.db, request.params.token), NO_INVOICE),
  );
}

/** Every invoice and credit note of an order, for staff (behind the staff guard). */
export function invoiceAdminRoutes(app: Api, deps: { db: Db }): void {
  app.get(
    '/api/admin/orders/:id/documents/:number',
    {
      schema: {
        tags: ['Backoffice: Dokumente'],
        summary: 'An invoice or credit note of the order, by its number, as PDF',
        params: z.object({ id: z.uuid(), number: z.string().min(1).max(60) }),
        produces,
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await documentOfOrder(deps.db, request.params.id, request.params.number),
        'Dieses Dokument gibt es zu dieser Bestellung nicht.',
      ),
  );
}
