import { z } from 'zod';
import { type Answer, instant } from './answers';

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
  /** Why delivery failed, for mails whose failure did not undo the change they report. */
  error: z.string().nullable(),
});
export type OutboxMail = Answer<typeof outboxMailAnswer>;
