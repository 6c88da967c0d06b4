import { execFileSync } from 'node:child_process';
import type { Duplex } from 'node:stream';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type PgliteThread, startPgliteThread, THREAD_STOPPED } from './pglite-thread';
import { isDatabaseUnavailable } from './unavailable';

/** The embedded database's thread, reached as the server reaches it: the pg driver over the thread's streams. */
describe('the embedded database on its own thread', () => {
  let thread: PgliteThread | undefined;
  afterEach(async () => {
    await thread?.close();
    thread = undefined;
  });

  const clientOf = (t: PgliteThread) =>
    new pg.Client({ stream: () => t.socket(), user: 'postgres', database: 'postgres' });

  it('rolls back what a connection left open when it ended, so the next one starts clean', async () => {
    thread = await startPgliteThread({ dataDir: 'memory://' });
    const first = clientOf(thread);
    await first.connect();
    await first.query('create table notes (body text)');
    await first.query('begin');
    await first.query("insert into notes values ('never committed')");
    await first.end();

    const next = clientOf(thread);
    await next.connect();
    expect((await next.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 0 }]);
    await next.query('begin');
    await next.query("insert into notes values ('kept')");
    await next.query('commit');
    expect((await next.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
    await next.end();
  });

  it("answers a statement in one message between the threads, as the driver's corked writes go in one", async () => {
    thread = await startPgliteThread({ dataDir: 'memory://' });
    const sockets: Duplex[] = [];
    const client = new pg.Client({
      stream: () => {
        const socket = thread!.socket();
        sockets.push(socket);
        return socket;
      },
      user: 'postgres',
      database: 'postgres',
    });
    await client.connect();
    let pieces = 0;
    sockets[0]!.on('data', () => pieces++);
    // Parse, Bind, Describe, Execute and Sync one way; their answers and the row the other.
    expect((await client.query('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    expect(pieces).toBe(1);
    await client.end();
  });

  it('puts together a message that arrives in pieces', async () => {
    thread = await startPgliteThread({ dataDir: 'memory://' });
    const socket = thread.socket();
    const answer = new Promise<Buffer>((resolve) => socket.once('data', resolve));
    const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startup = Buffer.alloc(8 + params.length);
    startup.writeInt32BE(startup.length, 0);
    startup.writeInt32BE(196_608, 4);
    params.copy(startup, 8);
    socket.write(startup.subarray(0, 3));
    socket.write(startup.subarray(3, 11));
    socket.write(startup.subarray(11));
    // 'R': the authentication answer, which comes only once the whole startup message is in.
    expect(String.fromCharCode((await answer)[0]!)).toBe('R');
    socket.destroy();
  });

  it('closes a connection that only asks to cancel, as PostgreSQL does', async () => {
    thread = await startPgliteThread({ dataDir: 'memory://' });
    const socket = thread.socket();
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const cancel = Buffer.alloc(16);
    cancel.writeInt32BE(16, 0);
    cancel.writeInt32BE(80_877_102, 4);
    socket.write(cancel);
    await closed;
    // The thread still serves the next connection.
    const client = clientOf(thread);
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  it('delivers a notification to the connection that listens, once the sending transaction commits', async () => {
    thread = await startPgliteThread({ dataDir: 'memory://' });
    const client = clientOf(thread);
    await client.connect();
    const heard: string[] = [];
    client.on('notification', (n) => heard.push(n.payload ?? ''));
    await client.query('listen news');
    await client.query('begin');
    await client.query("select pg_notify('news', 'inside')");
    expect(heard).toEqual([]);
    await client.query('commit');
    await client.query('select 1');
    expect(heard).toEqual(['inside']);
    await client.end();
  });

  it('fails to start, and ends its thread, when the database cannot be opened', async () => {
    const notADirectory = `${import.meta.filename}/data`;
    await expect(startPgliteThread({ dataDir: notADirectory })).rejects.toThrow(/ENOTDIR/);
    // In a process of its own: a thread left running would keep that process from ending.
    const script = `import('${import.meta.dirname}/pglite-thread.ts').then(({ startPgliteThread }) =>
      startPgliteThread({ dataDir: '${notADirectory}' }).catch(() => console.log('refused')))`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { timeout: 20_000 });
    expect(output.toString().trim()).toBe('refused');
  });

  it('refuses connections once the thread has stopped, as a database that is unavailable', async () => {
    const stopped = await startPgliteThread({ dataDir: 'memory://' });
    await stopped.close();
    const error = await clientOf(stopped)
      .connect()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(THREAD_STOPPED);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
