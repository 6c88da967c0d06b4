import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { customers, portalSessions } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { endSessionStreams } from '../../live-updates/live-events';
import { hashToken, newToken } from '../auth/sessions';

/** The portal's own cookie: a client's session is never a staff session, and the two never read each other's. */
export const PORTAL_COOKIE = 'portal_sid';
/** A client stays signed in this long after the link opened the session, unless they sign out. */
const PORTAL_SESSION_DAYS = 30;
/** Staff's 'View as client' is a glance, not a second account. */
const PREVIEW_SESSION_HOURS = 2;

/** Who is signed in to the portal: a customer of one company, or staff previewing as that customer. */
export type PortalActor = {
  sessionId: string;
  companyId: number;
  customerId: number;
  /** The staff member viewing as the client; such a session only reads. */
  previewBy: number | null;
};

export async function createPortalSession(
  db: DbOrTx,
  who: { companyId: number; customerId: number; previewBy?: number | null },
  meta: { ip: string; userAgent: string | undefined; now: Date },
): Promise<string> {
  const token = newToken();
  const lifetimeMs = who.previewBy ? PREVIEW_SESSION_HOURS * 3_600_000 : PORTAL_SESSION_DAYS * 86_400_000;
  // Housekeeping while here: expired sessions are of no use to anyone.
  await db.delete(portalSessions).where(lt(portalSessions.expiresAt, meta.now));
  await db.insert(portalSessions).values({
    id: hashToken(token),
    companyId: who.companyId,
    customerId: who.customerId,
    previewBy: who.previewBy ?? null,
    createdAt: meta.now,
    lastSeenAt: meta.now,
    expiresAt: new Date(meta.now.getTime() + lifetimeMs),
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/** The portal actor of a cookie's token, or null when unknown or expired (a deleted customer's are gone too). */
export async function findPortalActor(db: Db, token: string, now: Date): Promise<PortalActor | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      companyId: portalSessions.companyId,
      customerId: portalSessions.customerId,
      previewBy: portalSessions.previewBy,
    })
    .from(portalSessions)
    .innerJoin(customers, eq(customers.id, portalSessions.customerId))
    .where(and(eq(portalSessions.id, id), gt(portalSessions.expiresAt, now)))
    .limit(1);
  return row ? { sessionId: id, ...row } : null;
}

/**
 * Which of these portal sessions are still valid, with their customer and company: the live hub's heartbeat
 * (live-updates/live-hub.ts) ends the event streams of the others, as findPortalActor would refuse their calls.
 */
export async function validPortalSessions(
  db: Db,
  ids: string[],
  now: Date,
): Promise<Map<string, { customerId: number; companyId: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: portalSessions.id,
      customerId: portalSessions.customerId,
      companyId: portalSessions.companyId,
    })
    .from(portalSessions)
    .innerJoin(customers, eq(customers.id, portalSessions.customerId))
    .where(and(inArray(portalSessions.id, ids), gt(portalSessions.expiresAt, now)));
  return new Map(rows.map(({ id, ...who }) => [id, who]));
}

/** Ends a portal session, and with it the session's event streams on every instance. */
export async function deletePortalSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(portalSessions).where(eq(portalSessions.id, sessionId));
  await endSessionStreams(db, [sessionId]);
}

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

export function setPortalCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  preview: boolean,
) {
  reply.setCookie(PORTAL_COOKIE, token, {
    ...cookieOptions(request),
    // A preview's cookie ends with the browser; a client's lasts as long as the session.
    ...(preview ? {} : { maxAge: PORTAL_SESSION_DAYS * 86_400 }),
  });
}

export function clearPortalCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PORTAL_COOKIE, cookieOptions(request));
}
