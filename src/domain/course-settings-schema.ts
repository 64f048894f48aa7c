import { z } from 'zod';

export const MAX_REMINDER_DAYS = 30;

/** docs/shop/courses.md#minimum-participants: what staff set for every course. */
export const CourseSettings = z
  .object({
    reminderDaysBefore: z
      .number('Bitte eine Zahl eingeben.')
      .int('Bitte eine ganze Zahl eingeben.')
      .min(1, `Zwischen 1 und ${MAX_REMINDER_DAYS} Tagen.`)
      .max(MAX_REMINDER_DAYS, `Zwischen 1 und ${MAX_REMINDER_DAYS} Tagen.`),
    /** On the decision day below the minimum: cancel at once instead of asking staff. */
    autoCancel: z.boolean(),
  })
  .strict();
export type CourseSettings = z.infer<typeof CourseSettings>;

export const DEFAULT_COURSE_SETTINGS: CourseSettings = { reminderDaysBefore: 3, autoCancel: false };
