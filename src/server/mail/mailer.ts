import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { type MailAttachment, mailOutbox } from '../db/schema/index';
import type { DbOrTx } from '../db/types';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Reply-To: where the recipient's answer goes (a customer thread's reply address). */
  replyTo?: string;
  /** Files sent with it (a purchase order's PDF), kept base64 in the outbox row until it leaves. */
  attachments?: MailAttachment[];
  /** The company the mail is about (the outbox row goes with the company); null for system mail. */
  companyId: number | null;
};

/** The channel that wakes the background sender of every instance when a mail is committed. */
export const MAIL_CHANNEL = 'buildline_mail';

/**
 * Outgoing mail. `send` only writes the message to mail_outbox inside the caller's transaction: it leaves with
 * the change that caused it, or not at all. With SMTP_URL the row is due at once and the background sender
 * (outbox-sender.ts) delivers it after the commit, with retries; a mail server that is down never fails or
 * slows the request. Without SMTP_URL the outbox is the destination (/admin/outbox shows it;
 * docs/product.md#administration), which keeps the embedded default working with no mail server; such rows are never
 * due, so configuring SMTP later does not send old mail.
 */
export type Mailer = {
  readonly delivers: boolean;
  send(tx: DbOrTx, message: MailMessage): Promise<void>;
};

export function createMailer(config: Pick<Config, 'smtpUrl'>, clock: () => Date): Mailer {
  const delivers = config.smtpUrl !== undefined;
  return {
    delivers,
    async send(tx, message) {
      await tx.insert(mailOutbox).values({
        companyId: message.companyId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
        attachments: message.attachments ?? null,
        nextAttemptAt: delivers ? clock() : null,
      });
      // Delivered to the listening senders when (and if) the caller's transaction commits.
      if (delivers) await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
    },
  };
}
