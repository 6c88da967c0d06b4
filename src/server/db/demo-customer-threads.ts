import { newEmailHash } from '../features/customer-messages/customer-messages.queries';
import { customerMessages, customerThreads } from './schema/index';
import type { DbOrTx } from './types';

/** A message of a demo conversation; senderId null means it came from the customer. */
export type DemoCustomerMessage = {
  projectId: number;
  customerId: number;
  senderId: number | null;
  content: string;
  isRead: boolean;
  createdAt: Date;
};

/**
 * The demo company's conversations with customers, as sending and replying would have left them: one thread
 * per project and customer (made at its first message, with its own reply key), then the messages, outgoing
 * from staff and incoming from the customer; incoming ones read or not as given (readAt soon after arrival).
 */
export async function addDemoCustomerThreads(
  tx: DbOrTx,
  companyId: number,
  messages: DemoCustomerMessage[],
): Promise<void> {
  const hashes = new Map<string, string>();
  for (const m of [...messages].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())) {
    const key = `${m.projectId}:${m.customerId}`;
    if (hashes.has(key)) continue;
    const emailHash = newEmailHash();
    hashes.set(key, emailHash);
    await tx.insert(customerThreads).values({
      companyId,
      projectId: m.projectId,
      customerId: m.customerId,
      emailHash,
      createdAt: m.createdAt,
    });
  }
  await tx.insert(customerMessages).values(
    messages.map((m) => {
      const incoming = m.senderId === null;
      return {
        companyId,
        projectId: m.projectId,
        customerId: m.customerId,
        senderId: m.senderId,
        content: m.content,
        emailHash: hashes.get(`${m.projectId}:${m.customerId}`)!,
        direction: incoming ? ('incoming' as const) : ('outgoing' as const),
        isRead: m.isRead,
        readAt: incoming && m.isRead ? new Date(m.createdAt.getTime() + 20 * 60_000) : null,
        createdAt: m.createdAt,
      };
    }),
  );
}
