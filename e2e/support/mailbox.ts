import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { e2ePort, mailDirFor } from './mail-env';
import { extractLinks, parseMessage } from './mime';
import type { Envelope } from './smtp-server';

/**
 * The browser tests' mailbox: every message the app under test sent to the test SMTP server
 * (e2e/support/smtp-server.ts, started by playwright.config.ts) is a file in .e2e-data/<E2E_PORT>/mail.
 *
 * ```ts
 * const since = new Date();
 * await page.getByRole('button', { name: 'Send' }).click();
 * const mail = await waitForMail('client@example.com', { subject: /Estimate/, since });
 * await page.goto(firstLink(mail, '/public/estimates/'));
 * ```
 */
export type Mail = {
  /** Envelope recipients (what the SMTP server was told), lower case. */
  to: string[];
  from: string | null;
  subject: string;
  /** The plain-text body, transfer encoding (quoted-printable, base64) and charset decoded. */
  text: string;
  /** The html body, when the mail has one. */
  html: string | undefined;
  /** Every http(s) link of the text (then of the html), in order, without repeats. */
  links: string[];
  /** All headers, names in lower case, encoded words decoded. */
  headers: Record<string, string>;
  receivedAt: Date;
  /** The raw message on disk, for a look when a test fails. */
  file: string;
};

export type WaitForMailOptions = {
  /** Only a mail whose subject contains this text or matches this pattern. */
  subject?: string | RegExp;
  /** Only mail received at or after this moment (take `new Date()` before the action that sends). */
  since?: Date;
  /** Any further condition, e.g. `(m) => m.text.includes(projectName)`. */
  where?: (mail: Mail) => boolean;
  /** How long to wait, in ms (default 15 s: SMTP delivery may happen after the app has answered). */
  timeout?: number;
};

/** Every mail received so far by this run's SMTP server, oldest first. */
export async function readMailbox(): Promise<Mail[]> {
  const dir = mailDirFor(e2ePort());
  const names = await readdir(dir).catch(() => [] as string[]);
  // The envelope (.json) is written after the message: a mail is complete once its .json exists.
  const complete = names.filter((n) => n.endsWith('.json')).sort();
  return Promise.all(
    complete.map(async (name) => {
      const base = name.slice(0, -'.json'.length);
      const envelope = JSON.parse(await readFile(join(dir, name), 'utf8')) as Envelope;
      const file = join(dir, `${base}.eml`);
      const message = parseMessage(await readFile(file));
      return {
        to: envelope.to.map((a) => a.toLowerCase()),
        from: envelope.from,
        subject: message.subject,
        text: message.text,
        html: message.html,
        links: extractLinks(message.text, message.html),
        headers: message.headers,
        receivedAt: new Date(envelope.receivedAt),
        file,
      };
    }),
  );
}

function matches(mail: Mail, to: string, options: WaitForMailOptions): boolean {
  if (!mail.to.includes(to.toLowerCase())) return false;
  if (options.since && mail.receivedAt < options.since) return false;
  const { subject } = options;
  if (typeof subject === 'string' && !mail.subject.includes(subject)) return false;
  if (subject instanceof RegExp && !subject.test(mail.subject)) return false;
  return options.where ? options.where(mail) : true;
}

/**
 * Waits until a mail to `to` (an envelope recipient, any case) that meets the options has arrived, and returns
 * the newest such mail. Throws after `timeout` ms, listing what the mailbox holds.
 */
export async function waitForMail(to: string, options: WaitForMailOptions = {}): Promise<Mail> {
  const deadline = Date.now() + (options.timeout ?? 15_000);
  for (;;) {
    const mails = await readMailbox();
    const found = mails.filter((m) => matches(m, to, options)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mails.map((m) => `  ${m.receivedAt.toISOString()} to ${m.to.join(', ')}: ${m.subject}`);
      const wanted = [
        options.subject && `subject ${String(options.subject)}`,
        options.since && `since ${options.since.toISOString()}`,
      ]
        .filter(Boolean)
        .join(', ');
      throw new Error(
        `No mail to ${to} ${wanted ? `(${wanted}) ` : ''}arrived. Mailbox:\n${seen.join('\n') || '  (empty)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The first link of the mail whose path starts with `pathPrefix` (e.g. '/auth/reset-password'), as a full URL.
 * Throws, showing the mail's links, when there is none.
 */
export function firstLink(mail: Mail, pathPrefix: string): string {
  const link = mail.links.find((l) => new URL(l).pathname.startsWith(pathPrefix));
  if (!link)
    throw new Error(`No link to ${pathPrefix} in "${mail.subject}". Links: ${mail.links.join(', ')}`);
  return link;
}
