import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { UserRole } from '../../../domain/enums';
import { can } from '../../../domain/permissions';
import { companies, invitations, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict, forbidden, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit.service';
import { hashToken, newToken } from '../auth/sessions';

export const INVITATION_DAYS = 7;
const INVALID_INVITATION = 'This invitation is invalid or has expired.';

/** Makes a single-use invitation; the token is returned once and only its hash is stored. */
export async function createInvitation(
  db: Db,
  actor: Actor,
  companyId: number,
  input: { email?: string; role: UserRole },
  now: Date,
) {
  // A manager may not bring in administrators (RULINGS: managers do not manage admin users).
  if (input.role === 'admin' && !can(actor, 'inviteAdmin')) {
    throw forbidden('Only administrators can invite administrators');
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({
        companyId,
        tokenHash: hashToken(token),
        email: input.email ?? null,
        role: input.role,
        createdBy: actor.userId,
        createdAt: now,
        expiresAt,
      })
      .returning();
    await recordAudit(tx, {
      companyId,
      userId: actor.userId,
      action: 'create',
      entityType: 'invitation',
      entityId: row!.id,
    });
    return { id: row!.id, token, email: row!.email, role: row!.role, expiresAt, createdAt: row!.createdAt };
  });
}

/** Open invitations of a company (not used, not expired), newest first; tokens are not recoverable. */
export async function listOpenInvitations(db: DbOrTx, companyId: number, now: Date) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(
      and(eq(invitations.companyId, companyId), isNull(invitations.usedAt), gt(invitations.expiresAt, now)),
    )
    .orderBy(desc(invitations.createdAt));
}

export async function revokeInvitation(db: Db, actor: Actor, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId)))
      .returning({ id: invitations.id });
    if (deleted.length === 0) throw notFound('Invitation');
    await recordAudit(tx, {
      companyId,
      userId: actor.userId,
      action: 'delete',
      entityType: 'invitation',
      entityId: id,
    });
  });
}

/** What the sign-up page shows about an invitation link, without signing in. */
export async function previewInvitation(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({ companyName: companies.name, role: invitations.role, expiresAt: invitations.expiresAt })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Invitation');
  return row;
}

/** Marks the invitation used by userId in one statement, so a token can be used only once even under races. */
export async function claimInvitation(db: DbOrTx, token: string, userId: number, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: now, usedBy: userId })
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ companyId: invitations.companyId, role: invitations.role });
  if (!row) throw forbidden(INVALID_INVITATION);
  return row;
}

/** A signed-in user without a company joins the invitation's company. */
export async function acceptInvitation(db: Db, actor: Actor, token: string, now: Date) {
  if (actor.companyId !== null) throw conflict('You already belong to a company');
  return db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, token, actor.userId, now);
    const [user] = await tx
      .update(users)
      .set({ companyId: invitation.companyId, role: invitation.role, updatedAt: now })
      .where(eq(users.id, actor.userId))
      .returning();
    await recordAudit(tx, {
      companyId: invitation.companyId,
      userId: actor.userId,
      action: 'update',
      entityType: 'user',
      entityId: actor.userId,
      details: { joined: 'invitation' },
    });
    return user!;
  });
}
