import { buildApp } from './app';
import type { Config } from './config';
import { startEmbeddedUpkeep } from './db/embedded-upkeep';
import { openDatabase } from './db/open';
import type { StartedEmbedded } from './db/start-embedded';
import { defaultAdmissionLimits } from './http/admission';
import { publicBaseUrl } from './http/public-url';
import { prepareDatabase } from './startup';

/**
 * The server's run after main.ts has read the configuration and started the embedded database's thread
 * (`embedded`, undefined with DATABASE_URL): the database opened and migrated, the app built, the first-start
 * duties, listening, and stopping on SIGTERM or SIGINT.
 */
export async function serve(config: Config, embedded: Promise<StartedEmbedded> | undefined): Promise<void> {
  const database = await openDatabase({ ...config, embedded });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let upkeep: ReturnType<typeof startEmbeddedUpkeep> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info(`${signal} received: finishing in-flight requests`);
    // Give in-flight requests time to finish; a hung one must not keep the database open forever.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await upkeep?.stop();
      await app?.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    // The migrations run on the database while this thread builds the app, which reads nothing from the database
    // until it gets ready (decision 0295). Both are waited for, so a failure of either stops the start cleanly.
    const [built, migrated] = await Promise.allSettled([
      buildApp({
        db: database.db,
        config,
        logger: true,
        listen: database.listen,
        admission: defaultAdmissionLimits(database.kind),
      }),
      database.migrate(),
    ]);
    if (migrated.status === 'rejected') {
      if (built.status === 'fulfilled') app = built.value; // closed by the catch below
      throw migrated.reason;
    }
    if (built.status === 'rejected') throw built.reason;
    app = built.value;
    const demo = await prepareDatabase(database, config, app.log);
    await app.listen({ port: config.port, host: config.host });
    // PostgreSQL's autovacuum keeps a server's tables; the embedded database has none (decision 0288).
    if (database.kind === 'pglite') {
      const log = app.log;
      upkeep = startEmbeddedUpkeep(database.db, (error) =>
        log.warn({ err: error }, 'database upkeep failed'),
      );
    }
    const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
    app.log.info(`BuildLine is running on port ${config.port} with the ${where}`);
    if (!config.publicUrl) {
      // Links are never built from a request's Host header; without PUBLIC_URL they point at this address.
      app.log.warn(
        `PUBLIC_URL is unset: links in e-mails and invitations will point at ${publicBaseUrl(config)}. ` +
          'Set PUBLIC_URL to the address your users reach, e.g. https://pm.example.com',
      );
    }
    if (demo.length > 0) {
      const width = Math.max(...demo.map((d) => d.label.length));
      const lines = demo.map((d) => `  ${d.label.padEnd(width)}  ${d.username} / ${d.password}`);
      // Plain stdout, so the sign-ins are readable whatever the log format.
      console.log(
        `\nDemo company created. Sign in at http://localhost:${config.port} with:\n${lines.join('\n')}\n`,
      );
    }
  } catch (err) {
    await upkeep?.stop();
    await app?.close().catch(() => {});
    await database.close();
    throw err;
  }
}
