import { t } from '#domain/messages/all';
import { users } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { conflict } from '../../http/errors';
import { hashPassword } from '../auth/password';
import { findUserByUsername } from '../auth/users.queries';

/** Creates a system administrator (isAdmin, no company): from the command line or ADMIN_USERNAME on first start. */
export async function createSystemAdmin(
  db: Db,
  input: { username: string; password: string; email: string; passwordCost: number },
) {
  if (await findUserByUsername(db, input.username))
    // visible-texts: 'username' is the field's key
    throw conflict(t('admin:users.errors.usernameExists'), 'username');
  const [user] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password, input.passwordCost),
      role: 'admin',
      isAdmin: true,
      companyId: null,
    })
    .returning();
  return user!;
}
