import { z } from 'zod';
import { RowIdParam } from '../../domain/row-id';
import {
  BatchInput,
  BatchQuantityInput,
  LowStockThresholdInput,
  ProductStockView,
  StockAlertSettings,
} from '../../domain/stock-schema';
import { actorOf } from '../audit/service';
import type { CatalogCaches } from '../catalog/product-list-cache';
import type { Api } from '../http/typed-routes';
import {
  addBatch,
  correctBatch,
  productStock,
  removeBatch,
  type StockAdminDeps,
  setLowStockThreshold,
} from '../stock/batch-admin';
import { saveStockAlertSettings, stockAlertSettings } from '../stock/low-stock';

const ProductParams = z.object({ id: z.string().min(1).max(120) });
const BatchParams = ProductParams.extend({ batchId: RowIdParam });

/** A product's batches (Los) and its low-stock threshold; the shop's way of hearing of it. */
export function stockAdminRoutes(
  app: Api,
  deps: StockAdminDeps & { catalog: CatalogCaches },
): void {
  const tags = ['Backoffice: Bestand'];
  app.get(
    '/api/admin/products/:id/stock',
    {
      schema: {
        tags,
        summary: 'A product’s stock, batches (with what was sold of each) and warning threshold',
        params: ProductParams,
        response: { 200: ProductStockView },
      },
    },
    async (request) => productStock(deps.db, request.params.id),
  );

  app.post(
    '/api/admin/products/:id/batches',
    {
      schema: {
        tags,
        summary: 'Add a batch; the first replaces the plain stock',
        params: ProductParams,
        body: BatchInput,
        response: { 201: ProductStockView },
      },
    },
    async (request, reply) => {
      const view = await addBatch(deps, actorOf(request), request.params.id, request.body);
      deps.catalog.invalidate();
      return reply.status(201).send(view);
    },
  );

  app.patch(
    '/api/admin/products/:id/batches/:batchId',
    {
      schema: {
        tags,
        summary: 'Correct what a batch holds (counted)',
        params: BatchParams,
        body: BatchQuantityInput,
        response: { 200: ProductStockView },
      },
    },
    async (request) => {
      const { id, batchId } = request.params;
      const view = await correctBatch(deps, actorOf(request), id, batchId, request.body.quantity);
      deps.catalog.invalidate();
      return view;
    },
  );

  app.delete(
    '/api/admin/products/:id/batches/:batchId',
    {
      schema: {
        tags,
        summary: 'Remove a batch nothing was sold from',
        params: BatchParams,
        response: { 200: ProductStockView },
      },
    },
    async (request) => {
      const { id, batchId } = request.params;
      const view = await removeBatch(deps, actorOf(request), id, batchId);
      deps.catalog.invalidate();
      return view;
    },
  );

  app.put(
    '/api/admin/products/:id/low-stock-threshold',
    {
      schema: {
        tags,
        summary: 'Set the stock below which the shop is told',
        params: ProductParams,
        body: LowStockThresholdInput,
        response: { 200: ProductStockView },
      },
    },
    async (request) =>
      setLowStockThreshold(deps, request.params.id, request.body.lowStockThreshold),
  );

  app.get(
    '/api/admin/stock-alerts',
    {
      schema: {
        tags,
        summary: 'How low stock is reported: each fall, or a daily digest',
        response: { 200: StockAlertSettings },
      },
    },
    async () => stockAlertSettings(deps.db),
  );

  app.put(
    '/api/admin/stock-alerts',
    {
      schema: {
        tags,
        summary: 'Choose how low stock is reported',
        body: StockAlertSettings,
        response: { 200: StockAlertSettings },
      },
    },
    async (request) => saveStockAlertSettings(deps.db, actorOf(request), request.body),
  );
}
