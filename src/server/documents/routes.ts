import { z } from 'zod';
import { PackingList, PackingListQuery } from '../../domain/packing-list-schema';
import type { Db } from '../db/client';
import type { Api } from '../http/typed-routes';
import type { ShopSettings } from '../settings/service';
import { deliveryNote } from './delivery-note';
import { deliveryNotePdf } from './delivery-note-pdf';
import { packingList } from './packing-list';
import { packingListPdf } from './packing-list-pdf';
import { sendPdf } from './send-pdf';
import { documentSender } from './sender';

export interface DocumentDeps {
  db: Db;
  settings: ShopSettings;
  /** The shop's address until staff enter contact data. */
  readonly shopEmail: string;
}

const OrderParams = z.object({ id: z.uuid() });
const tags = ['Backoffice: Dokumente'];

/** Packing lists and delivery notes (behind the staff guard), as data and as PDF. */
export function documentRoutes(app: Api, deps: DocumentDeps): void {
  const sender = () => documentSender(deps.settings.current().contact, deps.shopEmail);

  app.get(
    '/api/admin/packing-list',
    {
      schema: {
        tags,
        summary: 'A day’s packing list of a pickup place or of the parcels',
        querystring: PackingListQuery,
        response: { 200: PackingList },
      },
    },
    async (request) => packingList(deps.db, request.query.date, request.query.group),
  );

  app.get(
    '/api/admin/packing-list.pdf',
    {
      schema: {
        tags,
        summary: 'The packing list as PDF',
        querystring: PackingListQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { date, group } = request.query;
      const list = await packingList(deps.db, date, group);
      return sendPdf(reply, await packingListPdf(list, sender()), `packliste-${date}-${group}.pdf`);
    },
  );

  app.get(
    '/api/admin/orders/:id/delivery-note.pdf',
    {
      schema: {
        tags,
        summary: 'The order’s delivery note (Lieferschein) as PDF, without prices',
        params: OrderParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const note = await deliveryNote(deps.db, request.params.id);
      return sendPdf(
        reply,
        await deliveryNotePdf(note, sender()),
        `lieferschein-${note.orderNumber}.pdf`,
      );
    },
  );
}
