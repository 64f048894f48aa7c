import { z } from 'zod';
import {
  CONSENT_SWITCHES,
  type ConsentSwitch,
  DEVICE_TYPES,
  type GeoLocation,
  SERVICE_DATA_SWITCH,
  type ServiceData,
} from './consent';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from './text';

const shortText = (max: number) =>
  z.string().max(max).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE);

export const ConsentConfiguration = z
  .object(
    Object.fromEntries(CONSENT_SWITCHES.map((name) => [name, z.boolean()])) as Record<
      ConsentSwitch,
      z.ZodBoolean
    >,
  )
  .strict();

export const GeoLocationSchema = z
  .object({ country: shortText(100), city: shortText(100), region: shortText(100) })
  .strict();

export const ServiceDataSchema = z
  .object({
    timestamp: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})$/)
      .optional(),
    browser: shortText(100).optional(),
    location: GeoLocationSchema.optional(),
    operatingSystem: shortText(100).optional(),
    deviceType: z.enum(DEVICE_TYPES).optional(),
    language: z
      .object({
        primary: shortText(35),
        all: z.array(shortText(35)).max(30),
        baseLanguage: shortText(35),
      })
      .strict()
      .optional(),
  })
  .strict();

/**
 * One consent decision (POST /api/consent). Service data the configuration does not allow is
 * refused, not stored: only consented data may ever reach the database.
 */
export const ConsentRequest = z
  .object({
    uuid: z.uuid(),
    configuration: ConsentConfiguration,
    serviceData: ServiceDataSchema,
    bannerVersion: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'ist keine gültige Fassung des Hinweises'),
  })
  .strict()
  .superRefine((request, context) => {
    for (const key of Object.keys(request.serviceData) as (keyof ServiceData)[]) {
      if (!request.configuration[SERVICE_DATA_SWITCH[key]])
        context.addIssue({
          code: 'custom',
          path: ['serviceData', key],
          message: `not consented (${SERVICE_DATA_SWITCH[key]} is off)`,
        });
    }
  });
export type ConsentRequest = z.infer<typeof ConsentRequest>;

/** The latest decision of a visitor (GET /api/consent/:uuid); the collected data stays stored. */
export const ConsentView = z.object({
  uuid: z.string(),
  configuration: ConsentConfiguration,
  bannerVersion: z.string(),
  createdAt: z.string(),
});
export type ConsentView = z.infer<typeof ConsentView>;

export const ConsentRecorded = z.object({ uuid: z.string(), createdAt: z.string() });

export const GeoLocationView = z.object({
  country: z.string(),
  city: z.string(),
  region: z.string(),
}) satisfies z.ZodType<GeoLocation>;

export const VisitorId = z.uuid();
