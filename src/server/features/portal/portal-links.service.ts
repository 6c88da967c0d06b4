import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { t } from '#domain/messages/all';
import { companies, customers, portalLinks } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/types';
import { badRequest, fieldError, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { recordAudit } from '../audit/audit.service';
import { hashToken, newToken } from '../auth/sessions';
import { portalLinkMail } from './portal-mails';

/** A link asked for on the sign-in page works once, within this time (issue 26). */
export const SIGN_IN_LINK_MINUTES = 15;
/** Staff's invitation may be read a few days later. */
export const INVITATION_LINK_DAYS = 7;
/** Links are rationed per customer and per client address over this window (counted in portal_links). */
export const LINK_WINDOW_MINUTES = 15;
export const MAX_LINKS_PER_CUSTOMER = 3;
export const MAX_LINKS_PER_ADDRESS = 10;
/** One address may be a client of several companies; each gets its own link, up to this many. */
const MAX_CUSTOMERS_PER_REQUEST = 5;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);
export const portalLinkPath = (token: string) => `/portal/open?token=${token}`;

async function mayIssueLink(tx: DbOrTx, customerId: number, ip: string, now: Date): Promise<boolean> {
  const recent = gt(portalLinks.createdAt, minutesBefore(now, LINK_WINDOW_MINUTES));
  const [byCustomer] = await tx
    .select({ n: count() })
    .from(portalLinks)
    .where(and(recent, eq(portalLinks.customerId, customerId)));
  const [byAddress] = await tx
    .select({ n: count() })
    .from(portalLinks)
    .where(and(recent, eq(portalLinks.ipAddress, ip)));
  return (byCustomer?.n ?? 0) < MAX_LINKS_PER_CUSTOMER && (byAddress?.n ?? 0) < MAX_LINKS_PER_ADDRESS;
}

const companyLetterhead = {
  name: companies.name,
  email: companies.email,
  phone: companies.phone,
  address: companies.address,
  website: companies.website,
};

/** Writes a link and its e-mail in the caller's transaction; the token itself is only in the mail. */
async function issueLink(
  tx: DbOrTx,
  mailer: Mailer,
  target: {
    customerId: number;
    companyId: number;
    email: string;
    name: string;
    company: {
      name: string;
      email: string | null;
      phone: string | null;
      address: string | null;
      website: string | null;
    };
  },
  link: {
    kind: 'sign_in' | 'invitation';
    ip: string | null;
    now: Date;
    baseUrl: string;
    sentBy: number | null;
  },
): Promise<void> {
  const token = newToken();
  const lifetimeMs =
    link.kind === 'invitation' ? INVITATION_LINK_DAYS * 86_400_000 : SIGN_IN_LINK_MINUTES * 60_000;
  await tx.insert(portalLinks).values({
    companyId: target.companyId,
    customerId: target.customerId,
    tokenHash: hashToken(token),
    kind: link.kind,
    email: target.email,
    sentBy: link.sentBy,
    createdAt: link.now,
    expiresAt: new Date(link.now.getTime() + lifetimeMs),
    ipAddress: link.ip,
  });
  await mailer.send(
    tx,
    portalLinkMail({
      kind: link.kind,
      to: target.email,
      companyId: target.companyId,
      company: target.company,
      customerName: target.name,
      link: `${link.baseUrl}${portalLinkPath(token)}`,
    }),
  );
}

/**
 * POST /api/portal/sign-in: e-mails a sign-in link to every customer whose address matches. Says nothing to the
 * caller (the route answers 204 whatever happens, before this work runs); a throttled or unknown address simply
 * gets nothing.
 */
export async function requestPortalSignIn(
  deps: { db: Db; mailer: Mailer },
  input: { email: string; ip: string; now: Date; baseUrl: string },
): Promise<void> {
  const { db, mailer } = deps;
  const matches = await db
    .select({
      customerId: customers.id,
      companyId: customers.companyId,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      company: companyLetterhead,
    })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(eq(sql`lower(${customers.email})`, input.email.toLowerCase()))
    .orderBy(customers.id)
    .limit(MAX_CUSTOMERS_PER_REQUEST);
  if (matches.length === 0) return;
  // Housekeeping: links long past their time are of no use, not even for counting.
  await db.delete(portalLinks).where(lt(portalLinks.expiresAt, minutesBefore(input.now, 24 * 60)));
  for (const m of matches) {
    await db.transaction(async (tx) => {
      if (!(await mayIssueLink(tx, m.customerId, input.ip, input.now))) return;
      await issueLink(
        tx,
        mailer,
        { ...m, email: m.email!, name: `${m.firstName} ${m.lastName}`.trim() },
        { kind: 'sign_in', ip: input.ip, now: input.now, baseUrl: input.baseUrl, sentBy: null },
      );
    });
  }
}

/** POST /api/customers/{id}/portal-invitation: staff e-mail the customer a link into the portal (7 days). */
export async function invitePortalCustomer(
  deps: { db: Db; mailer: Mailer },
  input: { companyId: number; userId: number; customerId: number; ip: string; now: Date; baseUrl: string },
): Promise<{ invitedAt: Date; email: string }> {
  return deps.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({
        email: customers.email,
        firstName: customers.firstName,
        lastName: customers.lastName,
        company: companyLetterhead,
      })
      .from(customers)
      .innerJoin(companies, eq(companies.id, customers.companyId))
      .where(and(eq(customers.id, input.customerId), eq(customers.companyId, input.companyId)))
      .for('no key update', { of: customers });
    if (!customer) throw notFound('customer');
    if (!customer.email) throw badRequest(t('portal:server.noEmail'));
    await issueLink(
      tx,
      deps.mailer,
      {
        customerId: input.customerId,
        companyId: input.companyId,
        email: customer.email,
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        company: customer.company,
      },
      { kind: 'invitation', ip: input.ip, now: input.now, baseUrl: input.baseUrl, sentBy: input.userId },
    );
    await tx
      .update(customers)
      .set({ portalInvitedAt: input.now })
      .where(and(eq(customers.id, input.customerId), eq(customers.companyId, input.companyId)));
    return { invitedAt: input.now, email: customer.email };
  });
}

const openLink = (tokenHash: string, now: Date) =>
  and(eq(portalLinks.tokenHash, tokenHash), isNull(portalLinks.usedAt), gt(portalLinks.expiresAt, now));

/**
 * Claims an e-mailed link for a portal session: one conditional UPDATE, so it works once even under racing
 * requests. A link sent before the customer's address changed opens nothing. Returns the customer, or throws
 * 400 with the field's message.
 */
export async function claimPortalLink(
  tx: DbOrTx,
  token: string,
  meta: { ip: string; userAgent: string | undefined; now: Date },
): Promise<{ companyId: number; customerId: number }> {
  const invalid = () => fieldError('token', t('portal:signIn.linkInvalid'));
  // Tokens are 43 base64url characters; anything else cannot match and costs no query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw invalid();
  const [claimed] = await tx
    .update(portalLinks)
    .set({ usedAt: meta.now })
    .where(openLink(hashToken(token), meta.now))
    .returning({
      companyId: portalLinks.companyId,
      customerId: portalLinks.customerId,
      email: portalLinks.email,
    });
  if (!claimed) throw invalid();
  const [customer] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, claimed.customerId), eq(customers.companyId, claimed.companyId)));
  if (!customer?.email || customer.email.toLowerCase() !== claimed.email.toLowerCase()) throw invalid();
  await recordAudit(tx, {
    companyId: claimed.companyId,
    userId: null,
    action: 'portal_sign_in',
    entityType: 'customer',
    entityId: claimed.customerId,
    ipAddress: meta.ip,
    customerId: claimed.customerId,
    ...(meta.userAgent ? { userAgent: meta.userAgent } : {}),
  });
  return { companyId: claimed.companyId, customerId: claimed.customerId };
}
