import { z } from 'zod';
import { INT4_MAX } from './text';

/**
 * A row's id as a path or query names it: a whole number from 1 to the largest a PostgreSQL
 * `integer` holds — a larger one would fail in the query as a 500 instead of a 400.
 */
export const RowIdParam = z.coerce.number().int().min(1).max(INT4_MAX);
