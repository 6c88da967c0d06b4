import type { Db } from '../../db/types';
import {
  createCompany,
  createSystemAdminUser,
  createUser,
  type TestCompany,
  type TestUser,
  unique,
} from '../factories';

/**
 * The records the tenancy harness works on: company A with data of every area, company B (the intruder),
 * a user without a company and a system administrator. Each later area adds its records to `a` here.
 */
export type World = {
  a: TestCompany & { marker: string; invitationId: number; invitationToken: string };
  b: TestCompany;
  loner: TestUser;
  sysadmin: TestUser;
};

export async function buildWorld(
  db: Db,
  api: { createInvitation(companyId: number, cookie: string): Promise<{ id: number; token: string }> },
): Promise<World> {
  // A unique word in every text of company A: no response to anyone else may contain it.
  const marker = `Alphamark${unique()}`;
  const a = await createCompany(db, `${marker} Builders`);
  const b = await createCompany(db);
  const invitation = await api.createInvitation(a.id, a.admin.cookie);
  return {
    a: { ...a, marker, invitationId: invitation.id, invitationToken: invitation.token },
    b,
    loner: await createUser(db, { companyId: null }),
    sysadmin: await createSystemAdminUser(db),
  };
}
