import { randomBytes } from 'node:crypto';
import type { UserRole } from '#domain/enums';
import { companies, users } from '../db/schema/index';
import type { Db } from '../db/types';
import { hashPassword } from '../features/auth/password';
import { createSession } from '../features/auth/sessions';

/** A short unique suffix, so tests sharing one database never collide. */
export const unique = () => randomBytes(5).toString('hex');

export const TEST_PASSWORD = 'secret123';
let passwordHash: Promise<string> | undefined;

export type TestUser = {
  id: number;
  username: string;
  companyId: number | null;
  role: UserRole;
  cookie: string;
};

/** Inserts a user and opens a session for it; returns the cookie to send. */
export async function createUser(
  db: Db,
  input: {
    companyId: number | null;
    role?: UserRole;
    isAdmin?: boolean;
    firstName?: string;
    lastName?: string;
    /** When the user joined; now by default. */
    createdAt?: Date;
  },
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD, 10);
  const username = `user_${unique()}`;
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      passwordHash: await passwordHash,
      companyId: input.companyId,
      role: input.role ?? 'employee',
      isAdmin: input.isAdmin ?? false,
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? 'User',
      createdAt: input.createdAt,
    })
    .returning();
  const token = await createSession(db, user!.id, { ip: '127.0.0.1', userAgent: 'test', now: new Date() });
  return { id: user!.id, username, companyId: user!.companyId, role: user!.role, cookie: `sid=${token}` };
}

export type TestCompany = {
  id: number;
  name: string;
  admin: TestUser;
  manager: TestUser;
  employee: TestUser;
};

/** A company with one user of each role, all signed in. */
export async function createCompany(db: Db, name = `Company ${unique()}`): Promise<TestCompany> {
  const [company] = await db
    .insert(companies)
    .values({ name, email: `office-${unique()}@example.com` })
    .returning();
  const id = company!.id;
  return {
    id,
    name,
    admin: await createUser(db, { companyId: id, role: 'admin' }),
    manager: await createUser(db, { companyId: id, role: 'manager' }),
    employee: await createUser(db, { companyId: id, role: 'employee' }),
  };
}

/** A system administrator (isAdmin) without a company. */
export const createSystemAdminUser = (db: Db) =>
  createUser(db, { companyId: null, role: 'admin', isAdmin: true });
