import { randomBytes } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { customerMessages, customers, customerThreads, projects, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';

/**
 * A thread's emailHash: 160 random bits as lower-case hex, so it survives mail systems that lower-case
 * addresses and fits the local part of `reply+{emailHash}@domain` (64 characters at most).
 */
export const newEmailHash = () => randomBytes(20).toString('hex');

/** The reply address of a thread, when inbound mail is set up (INBOUND_MAIL_DOMAIN). */
export const replyAddress = (emailHash: string, domain: string) => `reply+${emailHash}@${domain}`;

/** The columns every staff answer of a message carries (the sender's name through a left join). */
export const messageColumns = {
  id: customerMessages.id,
  projectId: customerMessages.projectId,
  customerId: customerMessages.customerId,
  senderId: customerMessages.senderId,
  content: customerMessages.content,
  attachment: customerMessages.attachment,
  emailHash: customerMessages.emailHash,
  direction: customerMessages.direction,
  isRead: customerMessages.isRead,
  createdAt: customerMessages.createdAt,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  senderUsername: users.username,
};

type MessageRow = Awaited<ReturnType<typeof getMessageOrThrow>>;

/** A row of messageColumns in the shape of customerMessageAnswer. */
export function toMessageAnswer(row: MessageRow) {
  const { senderFirstName, senderLastName, senderUsername, ...message } = row;
  return {
    ...message,
    sender: senderUsername
      ? { firstName: senderFirstName, lastName: senderLastName, username: senderUsername }
      : null,
  };
}

/**
 * The project and its customer, when `customerId` is the project's customer: the conversation of a project is
 * with its own customer only (another customer, or another company's ids, answer 404).
 */
export async function getProjectCustomerOrThrow(
  db: DbOrTx,
  companyId: number,
  projectId: number,
  customerId: number,
) {
  const [row] = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(
      and(eq(projects.id, projectId), eq(projects.companyId, companyId), eq(projects.customerId, customerId)),
    )
    .limit(1);
  if (!row) throw notFound('customer');
  return row;
}

export async function findThread(db: DbOrTx, companyId: number, projectId: number, customerId: number) {
  const [thread] = await db
    .select()
    .from(customerThreads)
    .where(
      and(
        eq(customerThreads.companyId, companyId),
        eq(customerThreads.projectId, projectId),
        eq(customerThreads.customerId, customerId),
      ),
    )
    .limit(1);
  return thread ?? null;
}

/**
 * The project's thread with this customer, made on the first message. Two first messages at once: one insert
 * wins the unique (project, customer) pair, the other reads the winner's row.
 */
export async function findOrCreateThread(
  tx: DbOrTx,
  companyId: number,
  projectId: number,
  customerId: number,
) {
  await tx
    .insert(customerThreads)
    .values({ companyId, projectId, customerId, emailHash: newEmailHash() })
    .onConflictDoNothing({
      target: [customerThreads.projectId, customerThreads.customerId, customerThreads.companyId],
    });
  const thread = await findThread(tx, companyId, projectId, customerId);
  if (!thread) throw notFound('customer');
  return thread;
}

/**
 * One page of a thread, newest page first and oldest first within it, through the (email_hash, id) index: the
 * cost is the page's, whatever the thread's length. One row more than asked tells whether older ones exist.
 */
export async function messagesPage(
  db: DbOrTx,
  companyId: number,
  emailHash: string,
  page: { before?: number | undefined; limit: number },
) {
  const rows = await db
    .select(messageColumns)
    .from(customerMessages)
    .leftJoin(users, eq(users.id, customerMessages.senderId))
    .where(
      and(
        eq(customerMessages.emailHash, emailHash),
        eq(customerMessages.companyId, companyId),
        page.before === undefined ? undefined : lt(customerMessages.id, page.before),
      ),
    )
    .orderBy(desc(customerMessages.id))
    .limit(page.limit + 1);
  const hasMore = rows.length > page.limit;
  return { rows: rows.slice(0, page.limit).reverse(), hasMore };
}

export async function getMessageOrThrow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select(messageColumns)
    .from(customerMessages)
    .leftJoin(users, eq(users.id, customerMessages.senderId))
    .where(and(eq(customerMessages.id, id), eq(customerMessages.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('message');
  return row;
}

/** Stores a message of a thread (its emailHash) and answers it as staff read it. */
export async function insertMessage(
  tx: DbOrTx,
  thread: { companyId: number; projectId: number; customerId: number; emailHash: string },
  message: {
    direction: 'incoming' | 'outgoing';
    content: string;
    attachment?: string | null;
    senderId?: number | null;
    externalId?: string | null;
  },
) {
  const [row] = await tx
    .insert(customerMessages)
    .values({
      companyId: thread.companyId,
      projectId: thread.projectId,
      customerId: thread.customerId,
      emailHash: thread.emailHash,
      direction: message.direction,
      content: message.content,
      attachment: message.attachment ?? null,
      senderId: message.senderId ?? null,
      externalId: message.externalId ?? null,
    })
    .returning({ id: customerMessages.id });
  return toMessageAnswer(await getMessageOrThrow(tx, thread.companyId, row!.id));
}

/** Customer name as the screens write it. */
export const customerName = (c: { firstName: string; lastName: string }) =>
  `${c.firstName} ${c.lastName}`.trim();

/** Locks the thread's row for the rest of the transaction (the public page's throttle counts under it). */
export async function lockThread(tx: DbOrTx, threadId: number) {
  await tx.execute(
    sql`select 1 from ${customerThreads} where ${customerThreads.id} = ${threadId} for update`,
  );
}
