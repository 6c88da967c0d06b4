import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserRole } from '#domain/enums';
import { lazyText, t } from '#domain/messages/all';
import { mayGrantRole } from '#domain/team-rules';
import { companies, invitations, users } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import type { Actor } from '../../http/actor';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { recordAudit } from '../audit/audit.service';
import { hashToken, newToken } from '../auth/sessions';
import { userDisplayName } from '../auth/users.queries';
import { invitationMail } from './invitation.mail';

export const INVITATION_DAYS = 7;
const INVALID_INVITATION = lazyText('company:invitations.invalid');
export const ALREADY_PENDING = lazyText('company:invitations.alreadyPending');
export const ALREADY_MEMBER = lazyText('company:invitations.alreadyMember');

/** What sending needs besides the database: the mailer and the base of links (PUBLIC_URL). */
export type InvitationMailing = { mailer: Mailer; baseUrl: string };

const inviteLink = (baseUrl: string, token: string) => `${baseUrl}/auth?invite=${token}`;
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 86_400_000);

function assertMayInvite(actor: Actor, role: UserRole): void {
  // A manager may not bring in administrators (managers do not manage admin users;
  // docs/product.md#companies-and-roles).
  if (!mayGrantRole(actor, role)) throw forbidden(t('company:invitations.adminsOnly'));
}

/** Mails the invitation's link inside the caller's transaction (a failed delivery rolls the change back). */
async function mailInvitation(
  tx: DbOrTx,
  mailing: InvitationMailing,
  actor: Actor,
  invitation: { companyId: number; email: string; role: UserRole; token: string },
): Promise<void> {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  const [inviter] = await tx.select({ name: userDisplayName }).from(users).where(eq(users.id, actor.userId));
  await mailing.mailer.send(
    tx,
    invitationMail({
      companyId: invitation.companyId,
      companyName: company?.name ?? t('company:invitations.mail.someCompany'),
      inviter: inviter?.name ?? t('company:invitations.mail.someInviter'),
      to: invitation.email,
      role: invitation.role,
      link: inviteLink(mailing.baseUrl, invitation.token),
      validDays: INVITATION_DAYS,
    }),
  );
}

/** Refuses a second invitation to the same address, or one to somebody already on the team. */
async function assertNewAddress(tx: DbOrTx, companyId: number, email: string, now: Date): Promise<void> {
  const sameAddress = (column: typeof users.email | typeof invitations.email) =>
    eq(sql`lower(${column})`, email.toLowerCase());
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), sameAddress(users.email)))
    .limit(1);
  // visible-texts: 'email' is the field's key
  if (member) throw conflict(ALREADY_MEMBER(), 'email');
  const [pending] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        sameAddress(invitations.email),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  // visible-texts: 'email' is the field's key
  if (pending) throw conflict(ALREADY_PENDING(), 'email');
}

/**
 * Makes a single-use invitation; the token is returned once and only its hash is stored. With an e-mail address
 * the link is mailed to it (the Team page's Invite); without one the caller copies the link.
 */
export async function createInvitation(
  db: Db,
  mailing: InvitationMailing,
  actor: Actor,
  companyId: number,
  input: { email?: string; role: UserRole },
  now: Date,
) {
  assertMayInvite(actor, input.role);
  const token = newToken();
  return db.transaction(async (tx) => {
    if (input.email) await assertNewAddress(tx, companyId, input.email, now);
    const [row] = await tx
      .insert(invitations)
      .values({
        companyId,
        tokenHash: hashToken(token),
        email: input.email ?? null,
        role: input.role,
        createdBy: actor.userId,
        createdAt: now,
        expiresAt: expiryFrom(now),
        sentAt: input.email ? now : null,
      })
      .returning();
    if (input.email)
      await mailInvitation(tx, mailing, actor, { companyId, email: input.email, role: row!.role, token });
    return { ...toInvitation(row!), token, url: inviteLink(mailing.baseUrl, token) };
  });
}

const toInvitation = (row: typeof invitations.$inferSelect) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  sentAt: row.sentAt,
});

/**
 * Sends an invitation again: a new token (the old link stops working, since only hashes are kept), seven more
 * days, and the mail. Works on an expired invitation too, which is how one is renewed.
 */
export async function resendInvitation(
  db: Db,
  mailing: InvitationMailing,
  actor: Actor,
  companyId: number,
  id: number,
  now: Date,
) {
  const token = newToken();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId), isNull(invitations.usedAt)))
      .for('update');
    if (!current) throw notFound('invitation');
    assertMayInvite(actor, current.role);
    if (!current.email) throw conflict(t('company:invitations.noAddress'));
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash: hashToken(token), expiresAt: expiryFrom(now), sentAt: now })
      .where(eq(invitations.id, id))
      .returning();
    await mailInvitation(tx, mailing, actor, { companyId, email: current.email, role: current.role, token });
    await recordAudit(tx, {
      companyId,
      userId: actor.userId,
      action: 'resend',
      entityType: 'invitation',
      entityId: id,
    });
    return { ...toInvitation(row!), token, url: inviteLink(mailing.baseUrl, token) };
  });
}

/**
 * The company's invitations nobody has used yet, newest first: open ones, and expired ones (shown as expired,
 * to send again or revoke). Tokens are not recoverable.
 */
export async function listPendingInvitations(db: DbOrTx, companyId: number) {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), isNull(invitations.usedAt)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(toInvitation);
}

export async function revokeInvitation(db: Db, actor: Actor, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: invitations.role })
      .from(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId), isNull(invitations.usedAt)))
      .for('update');
    if (!current) throw notFound('invitation');
    assertMayInvite(actor, current.role);
    await tx.delete(invitations).where(eq(invitations.id, id));
  });
}

/** What the sign-up page shows about an invitation link, without signing in. */
export async function previewInvitation(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({
      companyName: companies.name,
      role: invitations.role,
      email: invitations.email,
      expiresAt: invitations.expiresAt,
    })
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
  if (!row) throw notFound('invitation');
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
  if (!row) throw forbidden(INVALID_INVITATION());
  return row;
}

/** A signed-in user without a company joins the invitation's company. */
export async function acceptInvitation(db: Db, actor: Actor, token: string, now: Date) {
  if (actor.companyId !== null) throw conflict(t('company:errors.alreadyInCompany'));
  return db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, token, actor.userId, now);
    const [user] = await tx
      .update(users)
      .set({ companyId: invitation.companyId, role: invitation.role, updatedAt: now })
      .where(eq(users.id, actor.userId))
      .returning();
    return user!;
  });
}
