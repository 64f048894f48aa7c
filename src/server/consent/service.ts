import { desc, eq } from 'drizzle-orm';
import type { ConsentRequest, ConsentView } from '../../domain/consent-schema';
import type { Db } from '../db/client';
import { consentRecords } from '../db/schema';
import { notFound } from '../errors';

/** Appends a decision: records are never updated, so every consent and withdrawal is provable. */
export async function recordConsent(
  db: Db,
  request: ConsentRequest,
): Promise<{ uuid: string; createdAt: string }> {
  const [row] = await db
    .insert(consentRecords)
    .values({
      uuid: request.uuid,
      configuration: request.configuration,
      serviceData: request.serviceData,
      bannerVersion: request.bannerVersion,
    })
    .returning({ createdAt: consentRecords.createdAt });
  return { uuid: request.uuid, createdAt: (row?.createdAt ?? new Date()).toISOString() };
}

/** The visitor's latest decision; its service data stays in the database. */
export async function latestConsent(db: Db, uuid: string): Promise<ConsentView> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.uuid, uuid))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(1);
  if (!row) throw notFound('Für diese Besucher-ID ist keine Cookie-Auswahl gespeichert.');
  return {
    uuid: row.uuid,
    configuration: row.configuration as ConsentView['configuration'],
    bannerVersion: row.bannerVersion,
    createdAt: row.createdAt.toISOString(),
  };
}
