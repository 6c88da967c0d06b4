import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2ePort, mailDirFor, smtpPortFor } from './mail-env';

/** What is stored beside each message: the SMTP envelope, which names the real recipients (Bcc included). */
export type Envelope = { receivedAt: string; from: string | null; to: string[] };

let sequence = 0;

/** Saves one message as N.eml and its envelope as N.json; the .json comes last, so a reader never sees half a mail. */
async function store(dir: string, raw: Buffer, envelope: Envelope): Promise<void> {
  // The web server's start-up empties its data directory (this folder's parent): make it again when needed.
  await mkdir(dir, { recursive: true });
  sequence += 1;
  const name = `${Date.now()}-${String(sequence).padStart(5, '0')}`;
  await writeFile(join(dir, `${name}.eml`), raw);
  await writeFile(join(dir, `${name}.json.tmp`), JSON.stringify(envelope));
  await rename(join(dir, `${name}.json.tmp`), join(dir, `${name}.json`));
}

/**
 * Playwright globalSetup: a real SMTP server on 127.0.0.1 for the app under test (playwright.config.ts gives
 * the app SMTP_URL). No TLS and no sign-in, like a local relay. Returns the teardown.
 */
export default async function startSmtpServer(): Promise<() => Promise<void>> {
  const port = smtpPortFor(e2ePort());
  const dir = mailDirFor(e2ePort());
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        store(dir, Buffer.concat(chunks), {
          receivedAt: new Date().toISOString(),
          from: mailFrom ? mailFrom.address : null,
          to: rcptTo.map((r) => r.address),
        }).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: Error) =>
      reject(new Error(`The test SMTP server could not listen on 127.0.0.1:${port}: ${error.message}`)),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
