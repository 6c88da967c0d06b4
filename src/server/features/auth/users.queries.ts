import { eq, sql } from 'drizzle-orm';
import type { PublicUser } from '#domain/contracts/auth';
import { preparedOnce } from '../../db/prepared';
import { users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';

export type UserRow = typeof users.$inferSelect;

/** A user's display name in SQL: first and last name, else the username (docs/product.md#navigation-and-shell). */
export const userDisplayName = sql<string>`coalesce(
  nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

/** The user as routes return it: never the password hash or second-factor secret. */
export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    companyId: u.companyId,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    isAdmin: u.isAdmin,
    mustChangePassword: u.mustChangePassword,
  };
}

/** Usernames are unique regardless of case. */
export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}

/**
 * Prepared: every screen asks for the signed-in user (GET /api/user), and building a select of every column each
 * time was about a sixth of that call's CPU (bench/route-profile.ts user).
 */
const userById = preparedOnce((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}
