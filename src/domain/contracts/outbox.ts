import { z } from 'zod';
import { type Answer, instant } from './answers';
import { pageQuery } from './common';
import { declareCall } from './declare';

/** One row of GET /api/admin/outbox (system administrators): a mail as it was kept and, maybe, delivered. */
export const outboxMailAnswer = z.object({
  id: z.number(),
  /** The company the mail is about; null for system mail (e.g. a system administrator's reset link). */
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: instant,
  /** Set when the SMTP server accepted it; null while it is only kept here. */
  sentAt: instant.nullable(),
  /** The last delivery error (kept after a later success is recorded as null). */
  error: z.string().nullable(),
  /** Delivery attempts made by the background sender. */
  attempts: z.number(),
  /** When the sender tries next; null when it will not (delivered, given up, or no SMTP server). */
  nextAttemptAt: instant.nullable(),
  /** When the sender gave up after its last attempt. */
  failedAt: instant.nullable(),
});
export type OutboxMail = Answer<typeof outboxMailAnswer>;

/** The kept mail (system administrators). */
export const outboxCalls = {
  list: declareCall({
    method: 'GET',
    path: '/api/admin/outbox',
    query: pageQuery,
    answers: { 200: z.array(outboxMailAnswer) },
    paged: true,
  }),
};
