import { z } from 'zod';

const DAY_MESSAGE = 'Bitte ein Datum wählen.';

// a round trip, not Date.parse alone: V8 reads 2027-02-30 as 2 March, PostgreSQL refuses it
const isRealDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

/** A calendar day as forms send it (yyyy-mm-dd), one that exists in the calendar. */
export const IsoDay = z
  .string(DAY_MESSAGE)
  .regex(/^20\d{2}-\d{2}-\d{2}$/, DAY_MESSAGE)
  .refine(isRealDay, DAY_MESSAGE);
