import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { mailOutbox } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { AppError } from '../http/errors';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Reply-To: where the recipient's answer goes (a customer thread's reply address). */
  replyTo?: string;
  /** The company the mail is about (the outbox row goes with the company); null for system mail. */
  companyId: number | null;
};

/**
 * Outgoing mail. Every message is written to mail_outbox inside the caller's transaction; with SMTP_URL it is
 * also delivered there and then, and a delivery failure throws (502), so the whole change rolls back and the
 * user can try again: nothing claims "sent" for a mail that did not leave. Without SMTP_URL the outbox is the
 * destination (RULINGS: /admin/outbox shows it), which keeps the embedded default working with no mail server.
 */
export type Mailer = {
  readonly delivers: boolean;
  /**
   * `bestEffort`: a delivery failure is recorded on the outbox row (error) instead of thrown, for notices that
   * must not undo what they report (a client's approval stands even if the author's notice cannot go out).
   */
  send(tx: DbOrTx, message: MailMessage, options?: { bestEffort?: boolean }): Promise<void>;
};

export const MAIL_FAILED = 'The e-mail could not be sent. Please try again later.';

type Transport = {
  sendMail(m: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    replyTo?: string;
  }): Promise<unknown>;
};

/** The SMTP transport, made on the first delivery: nodemailer is loaded only by a server that sends mail. */
function lazyTransport(smtpUrl: string): () => Promise<Transport> {
  let transport: Promise<Transport> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // Short limits: the request (and its transaction) waits for the SMTP server.
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 10_000,
      }),
    );
    return transport;
  };
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, clock: () => Date): Mailer {
  const transport = config.smtpUrl ? lazyTransport(config.smtpUrl) : undefined;
  return {
    delivers: transport !== undefined,
    async send(tx, message, options) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          companyId: message.companyId,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          replyTo: message.replyTo ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await (await transport()).sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
      } catch (error) {
        if (!options?.bestEffort) throw new AppError(502, MAIL_FAILED);
        const reason = error instanceof Error ? error.message : String(error);
        await tx
          .update(mailOutbox)
          .set({ error: reason.slice(0, 1000) })
          .where(eq(mailOutbox.id, row.id));
        return;
      }
      await tx.update(mailOutbox).set({ sentAt: clock() }).where(eq(mailOutbox.id, row.id));
    },
  };
}
