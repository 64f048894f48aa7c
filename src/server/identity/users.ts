import { count, eq } from 'drizzle-orm';
import type { CreateUserRequest, StaffRole, UserInfo } from '../../domain/identity';
import { ContactSettings } from '../../domain/shop-settings-schema';
import type { Db, Tx } from '../db/client';
import { shopSettings, users } from '../db/schema';
import { AppError, invalidInput } from '../errors';
import { passwordWeakness } from './password-policy';
import { hashPassword } from './passwords';
import type { StaffUser } from './sessions';

export async function findUserByEmail(db: Db, email: string): Promise<StaffUser | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user ?? null;
}

export async function countStaff(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/** The business and its owner as staff entered them (Einstellungen), for the password rules. */
async function shopNames(db: Db | Tx): Promise<string[]> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, 'contact'));
  const contact = ContactSettings.safeParse(row?.value);
  return contact.success ? [contact.data.business, contact.data.owner] : [];
}

/** Creates a staff account; the password rules beyond length are checked here, server-side. */
export async function createUser(
  db: Db | Tx,
  input: CreateUserRequest,
  defaultRoles: StaffRole[] = ['staff'],
): Promise<StaffUser> {
  const weakness = await passwordWeakness(input.password, [
    input.email,
    input.firstName,
    input.lastName,
    ...(await shopNames(db)),
  ]);
  if (weakness) throw invalidInput('password', weakness);
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      fhirId: input.fhirId ?? null,
      roles: input.roles ?? defaultRoles,
      passwordHash,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user)
    throw new AppError(409, 'USER_EXISTS', 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.', {
      field: 'email',
    });
  return user;
}

/** The userinfo answer (docs/shop/staff-and-backoffice.md#identity-service). */
export const userInfo = (user: StaffUser): UserInfo => ({
  id: user.id,
  email: user.email,
  given_name: user.firstName,
  family_name: user.lastName,
  roles: user.roles,
  attributes: { fhir_id: user.fhirId },
});
