// Staff accounts, their sessions and failed logins.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../domain/identity';
import { createdAt } from './columns';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  fhirId: text('fhir_id'),
  roles: text('roles').array().$type<StaffRole[]>().notNull().default(sql`'{staff}'`),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

/** One login: its refresh tokens rotate within it; revoking it ends every token at once. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // absolute end: no refresh carries a login past it
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason').$type<'logout' | 'reuse'>(),
    createdAt: createdAt(),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    // SHA-256 of the opaque token: a database leak yields no usable token
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // set when rotated; presenting a used token again revokes its whole session
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/**
 * Failed logins for the lock-out windows: per account and address, per address, per account from
 * unknown devices, and per known device (`device`, the nonce of a valid device cookie).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    device: text('device'),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.createdAt),
    index('login_failures_address_idx').on(table.clientAddress, table.createdAt),
  ],
);

/** Addresses an account signed in from: they pass the account's lock-out for unknown devices. */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.clientAddress] })],
);
