import type { FastifyInstance, InjectOptions } from 'fastify';
import type { StaffRole, TokenResponse } from '../../domain/identity';
import type { Db } from '../db/client';
import { createUser } from '../identity/users';

export const STAFF_PASSWORD = 'Lindenblüte-im-Juni-42';

let counter = 0;

/** A staff account with a unique e-mail; admins may create further accounts. */
export async function createStaff(db: Db, roles: StaffRole[] = ['staff', 'admin']) {
  counter += 1;
  const email = `imkerin.${counter}.${Date.now()}@hofladen.example`;
  const user = await createUser(db, {
    email,
    firstName: 'Greta',
    lastName: 'Bienenstöck',
    password: STAFF_PASSWORD,
    roles,
  });
  return { user, email, password: STAFF_PASSWORD };
}

let address = 0;
/** A fresh client address per call, so per-address limits of one test do not hit the next. */
export const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

export async function loginTokens(
  app: FastifyInstance,
  email: string,
  password = STAFF_PASSWORD,
): Promise<Required<TokenResponse>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json();
}

/** Requests as a freshly signed-in staff member (bearer token, so no CSRF header needed). */
export async function staffClient(app: FastifyInstance, db: Db, roles?: StaffRole[]) {
  const staff = await createStaff(db, roles);
  const { access_token: token } = await loginTokens(app, staff.email);
  return {
    staff,
    request: (options: InjectOptions) =>
      app.inject({
        ...options,
        headers: { ...options.headers, authorization: `Bearer ${token}` },
      }),
  };
}

/**
 * One staff member for a whole suite, signed in on first use: each sign-in hashes a password,
 * which takes a while.
 */
export function suiteStaff(shop: () => { app: FastifyInstance; database: { db: Db } }) {
  let client: ReturnType<typeof staffClient> | undefined;
  return () => {
    client ??= staffClient(shop().app, shop().database.db);
    return client;
  };
}
