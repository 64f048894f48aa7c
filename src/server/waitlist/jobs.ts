import { z } from 'zod';
import type { JobHandlers } from '../jobs/scheduler';
import type { ShopContact } from '../mail/order-confirmation-template';
import { expireOffer, OFFER_EXPIRES_JOB, offerFreePlaces, PLACES_FREED_JOB } from './offers';
import { dropUnconfirmed, UNCONFIRMED_EXPIRES_JOB } from './service';

const DatePayload = z.object({ courseDateId: z.number().int() });
const EntryPayload = z.object({ entryId: z.number().int() });

/** The waitlist's due work (docs/decisions/030-scheduled-jobs.md): offers made and expired. */
export function waitlistJobs(shop: ShopContact): JobHandlers {
  return {
    [PLACES_FREED_JOB]: async (tx, job, now) => {
      await offerFreePlaces(tx, shop, DatePayload.parse(job.payload).courseDateId, now);
    },
    [OFFER_EXPIRES_JOB]: async (tx, job, now) => {
      await expireOffer(tx, shop, EntryPayload.parse(job.payload).entryId, now);
    },
    [UNCONFIRMED_EXPIRES_JOB]: async (tx, job) => {
      await dropUnconfirmed(tx, EntryPayload.parse(job.payload).entryId);
    },
  };
}
