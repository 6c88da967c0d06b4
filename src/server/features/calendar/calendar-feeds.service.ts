import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { CalendarFeedScope } from '#domain/contracts/calendar';
import { t } from '#domain/messages/all';
import { can } from '#domain/permissions';
import { calendarFeeds, companies, users } from '../../db/schema/index';
import type { Db } from '../../db/types';
import type { Actor } from '../../http/actor';
import { forbidden, notFound } from '../../http/errors';
import { hashToken, newToken } from '../auth/sessions';
import { listCalendarItems } from './calendar-items.queries';
import { buildFeed } from './ical';

/** What a feed covers: 3 months back to 12 ahead, at most this many items. */
const FEED_MONTHS_BACK = 3;
const FEED_MONTHS_AHEAD = 12;
const FEED_ITEM_LIMIT = 5000;

export const feedPath = (token: string) => `/api/ical/${token}.ics`;

const scopeOf = (userId: number | null): CalendarFeedScope => (userId === null ? 'company' : 'user');

/** The caller's live feeds: the company's and their own (never another member's). */
export async function listFeeds(db: Db, actor: Actor, companyId: number) {
  const rows = await db
    .select({ id: calendarFeeds.id, userId: calendarFeeds.userId, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.companyId, companyId),
        isNull(calendarFeeds.revokedAt),
        or(isNull(calendarFeeds.userId), eq(calendarFeeds.userId, actor.userId)),
      ),
    )
    .orderBy(desc(calendarFeeds.createdAt));
  return rows.map((r) => ({ id: r.id, scope: scopeOf(r.userId), createdAt: r.createdAt }));
}

function checkScope(actor: Actor, scope: CalendarFeedScope): void {
  if (scope === 'company' && !can(actor, 'manageCompanyFeed'))
    throw forbidden(t('calendar:errors.companyFeed'));
}

/**
 * A new private URL for a scope, revoking the previous one in the same transaction. The token is returned this
 * once; only its SHA-256 is stored, as for sessions and public links.
 */
export async function createFeed(
  db: Db,
  actor: Actor,
  companyId: number,
  scope: CalendarFeedScope,
  now: Date,
) {
  checkScope(actor, scope);
  const token = newToken();
  const userId = scope === 'company' ? null : actor.userId;
  const row = await db.transaction(async (tx) => {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: now })
      .where(
        and(
          eq(calendarFeeds.companyId, companyId),
          isNull(calendarFeeds.revokedAt),
          userId === null ? isNull(calendarFeeds.userId) : eq(calendarFeeds.userId, userId),
        ),
      );
    const [created] = await tx
      .insert(calendarFeeds)
      .values({ companyId, userId, tokenHash: hashToken(token), createdAt: now })
      .returning({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt });
    return created!;
  });
  return { id: row.id, scope, createdAt: row.createdAt, token };
}

/** Revokes a feed: the company's (managers and admins) or the caller's own; any other id is 404. */
export async function revokeFeed(db: Db, actor: Actor, companyId: number, id: number, now: Date) {
  await db.transaction(async (tx) => {
    const [feed] = await tx
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(
        and(
          eq(calendarFeeds.id, id),
          eq(calendarFeeds.companyId, companyId),
          isNull(calendarFeeds.revokedAt),
        ),
      )
      .for('update');
    if (!feed || (feed.userId !== null && feed.userId !== actor.userId)) throw notFound('feed');
    checkScope(actor, scopeOf(feed.userId));
    await tx.update(calendarFeeds).set({ revokedAt: now }).where(eq(calendarFeeds.id, id));
  });
}

const addMonths = (now: Date, months: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, now.getUTCDate()));
  return d.toISOString().slice(0, 10);
};

/**
 * The .ics text behind a token; null for an unknown or revoked token (answered 404), or a user feed whose owner
 * was deactivated. Tokens are 43 base64url characters: anything else costs no query.
 */
export async function feedText(db: Db, token: string, timeZone: string, host: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [feed] = await db
    .select({
      companyId: calendarFeeds.companyId,
      userId: calendarFeeds.userId,
      companyName: companies.name,
      userActive: users.isActive,
    })
    .from(calendarFeeds)
    .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
    .leftJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(calendarFeeds.revokedAt)));
  if (!feed || (feed.userId !== null && feed.userActive !== true)) return null;
  const items = await listCalendarItems(db, feed.companyId, {
    from: addMonths(now, -FEED_MONTHS_BACK),
    to: addMonths(now, FEED_MONTHS_AHEAD),
    timeZone,
    userId: feed.userId ?? undefined,
    expand: false,
    limit: FEED_ITEM_LIMIT,
  });
  const name =
    feed.userId === null ? feed.companyName : t('calendar:feed.myCalendar', { company: feed.companyName });
  return buildFeed(name, items.slice(0, FEED_ITEM_LIMIT), host, now).toString();
}
