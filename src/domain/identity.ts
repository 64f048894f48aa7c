import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, EMAIL_PATTERN, NO_CONTROL_CHARACTERS } from './text';

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

// NIST SP 800-63B: at least 12 here (the floor), long passphrases welcome
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, { message: 'keine gültige E-Mail-Adresse' })
  .transform((value) => value.toLowerCase());

// no control characters: they have no place in a name and break logs and CSV exports
const name = z
  .string()
  .trim()
  .min(1, { message: 'darf nicht leer sein' })
  .max(100)
  .regex(NO_CONTROL_CHARACTERS, { message: CONTROL_CHARACTERS_MESSAGE });

export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `mindestens ${PASSWORD_MIN_LENGTH} Zeichen` })
  .max(PASSWORD_MAX_LENGTH, { message: `höchstens ${PASSWORD_MAX_LENGTH} Zeichen` })
  .regex(NO_CONTROL_CHARACTERS, { message: CONTROL_CHARACTERS_MESSAGE });

export const LoginRequest = z
  .object({
    email: z.string().trim().min(1, { message: 'darf nicht leer sein' }).max(254),
    // the length rules apply when a password is set, not when one is tried
    password: z.string().min(1, { message: 'darf nicht leer sein' }).max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenRequest = z.object({ token: z.string().min(1).max(4096).optional() }).strict();
export type TokenRequest = z.infer<typeof TokenRequest>;

export const RefreshRequest = z
  .object({ refresh_token: z.string().min(1).max(512).optional() })
  .strict();
export type RefreshRequest = z.infer<typeof RefreshRequest>;

export const CreateUserRequest = z
  .object({
    email,
    firstName: name,
    lastName: name,
    password: Password,
    fhirId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9.-]+$/)
      .optional(),
    roles: z.array(z.enum(STAFF_ROLES)).min(1).max(STAFF_ROLES.length).optional(),
  })
  .strict();
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;

/**
 * docs/shop/staff-and-backoffice.md#identity-service: login and refresh answer with the token pair
 * and both lifetimes in seconds.
 */
export const TokenResponse = z.object({
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const UserInfo = z.object({
  id: z.string(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  attributes: z.object({ fhir_id: z.string().nullable() }),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** RFC 7662: inactive tokens say nothing but `active: false`. */
export const Introspection = z.discriminatedUnion('active', [
  z.object({ active: z.literal(false) }),
  z.object({
    active: z.literal(true),
    sub: z.string(),
    username: z.string(),
    scope: z.string(),
    token_type: z.literal('Bearer'),
    exp: z.number().int(),
    iat: z.number().int(),
    iss: z.string(),
    aud: z.string(),
  }),
]);
export type Introspection = z.infer<typeof Introspection>;

export const Message = z.object({ message: z.string() });

export const UserCreated = z.object({ message: z.string(), id: z.string() });
