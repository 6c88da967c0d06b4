import { and, count, eq, gt } from 'drizzle-orm';
import { CUSTOMER_MESSAGES_PAGE_SIZE, customerMessageTexts } from '#domain/contracts/customer-messages';
import { t } from '#domain/messages/all';
import {
  companies,
  customerMessages,
  customers,
  customerThreadLinks,
  customerThreads,
  projects,
} from '../../db/schema/index';
import type { Db } from '../../db/types';
import { AppError } from '../../http/errors';
import { publishToCompany } from '../../live-updates/live-events';
import { hashToken } from '../auth/sessions';
import { findCompanyLogo } from '../companies/letterhead';
import { customerName, insertMessage, lockThread, messagesPage } from './customer-messages.queries';
import { personName, publicThreadLogoPath } from './customer-messages.service';

/** The public page's replies per thread within the window; past it the page answers 429 for a while. */
export const PUBLIC_REPLY_WINDOW_MINUTES = 10;
export const MAX_PUBLIC_REPLIES_PER_WINDOW = 20;

const linkInvalid = () => new AppError(404, customerMessageTexts.linkInvalid());

/**
 * The thread a link's token belongs to, with its project and customer. The token reaches only that thread:
 * everything else is read by the thread's own company, project and emailHash.
 */
async function resolveToken(db: Db, token: string) {
  // Tokens are 43 base64url characters; anything else cannot match and costs no query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw linkInvalid();
  const [row] = await db
    .select({
      linkId: customerThreadLinks.id,
      threadId: customerThreads.id,
      companyId: customerThreads.companyId,
      projectId: customerThreads.projectId,
      customerId: customerThreads.customerId,
      emailHash: customerThreads.emailHash,
      projectName: projects.name,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(customerThreadLinks)
    .innerJoin(customerThreads, eq(customerThreads.id, customerThreadLinks.threadId))
    .innerJoin(projects, eq(projects.id, customerThreads.projectId))
    .innerJoin(customers, eq(customers.id, customerThreads.customerId))
    .where(eq(customerThreadLinks.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw linkInvalid();
  return row;
}

type Thread = Awaited<ReturnType<typeof resolveToken>>;

/** A staff answer of a message in the words of the public page. */
function toPublicMessage(
  thread: Thread,
  companyName: string,
  m: Awaited<ReturnType<typeof messagesPage>>['rows'][number],
) {
  const author =
    m.direction === 'incoming'
      ? customerName(thread)
      : `${personName(m.senderUsername ? { firstName: m.senderFirstName, lastName: m.senderLastName, username: m.senderUsername } : undefined)}, ${companyName}`;
  return {
    id: m.id,
    direction: m.direction,
    author,
    content: m.content,
    attachment: m.attachment,
    createdAt: m.createdAt,
  };
}

async function companyOf(db: Db, companyId: number) {
  const [company] = await db
    .select({
      name: companies.name,
      email: companies.email,
      phone: companies.phone,
      address: companies.address,
      website: companies.website,
      logoFileId: companies.logoFileId,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company!;
}

/** GET /api/public/messages/{token}: the letterhead, the project, the customer and a page of the thread. */
export async function openPublicThread(
  db: Db,
  token: string,
  page: { before?: number | undefined; limit?: number | undefined },
  now: Date,
) {
  const thread = await resolveToken(db, token);
  await db
    .update(customerThreadLinks)
    .set({ lastViewedAt: now })
    .where(eq(customerThreadLinks.id, thread.linkId));
  const { logoFileId, ...company } = await companyOf(db, thread.companyId);
  const { rows, hasMore } = await messagesPage(db, thread.companyId, thread.emailHash, {
    before: page.before,
    limit: page.limit ?? CUSTOMER_MESSAGES_PAGE_SIZE,
  });
  return {
    company: { ...company, logoUrl: logoFileId ? publicThreadLogoPath(token) : null },
    project: { name: thread.projectName },
    customer: { name: customerName(thread) },
    messages: rows.map((m) => toPublicMessage(thread, company.name, m)),
    hasMore,
  };
}

/**
 * POST /api/public/messages/{token}: the customer's reply, stored as an incoming (unread) message and announced
 * to the company's browsers. Anyone holding a link may write, so each thread takes at most
 * MAX_PUBLIC_REPLIES_PER_WINDOW replies in PUBLIC_REPLY_WINDOW_MINUTES (429 past that), counted under a lock of
 * the thread's row, so that the limit holds across instances; a message's length is the contract's.
 */
export async function replyOnPublicPage(db: Db, token: string, content: string, now: Date) {
  const thread = await resolveToken(db, token);
  const since = new Date(now.getTime() - PUBLIC_REPLY_WINDOW_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    await lockThread(tx, thread.threadId);
    const [recent] = await tx
      .select({ n: count() })
      .from(customerMessages)
      .where(
        and(
          eq(customerMessages.emailHash, thread.emailHash),
          eq(customerMessages.direction, 'incoming'),
          gt(customerMessages.createdAt, since),
        ),
      );
    if ((recent?.n ?? 0) >= MAX_PUBLIC_REPLIES_PER_WINDOW)
      throw new AppError(429, customerMessageTexts.tooMany());
    const message = await insertMessage(tx, thread, { direction: 'incoming', content });
    await publishToCompany(tx, thread.companyId, {
      type: 'customer-message',
      projectId: thread.projectId,
      customerId: thread.customerId,
      action: 'created',
    });
    return {
      id: message.id,
      direction: message.direction,
      author: customerName(thread),
      content: message.content,
      attachment: message.attachment,
      createdAt: message.createdAt,
    };
  });
}

/** The company's logo under a link; 404 when the company has none. */
export async function publicThreadLogo(db: Db, token: string) {
  const thread = await resolveToken(db, token);
  const logo = await findCompanyLogo(db, thread.companyId);
  if (!logo) throw new AppError(404, t('customerMessages:noLogo'));
  return logo;
}
