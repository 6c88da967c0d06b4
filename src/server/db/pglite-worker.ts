/**
 * The embedded database on a thread of its own (docs/decisions/0258-embedded-database-on-its-own-thread.md).
 *
 * PGlite runs PostgreSQL compiled to WebAssembly on the thread that calls it, so in the server's own thread every
 * statement kept HTTP waiting. Here it runs in a worker thread, and the server talks to it as to any PostgreSQL
 * server: the `pg` driver's connection speaks the wire protocol over a MessagePort (pglite-thread.ts) instead of
 * a socket. Each complete protocol message is handed to PGlite as it is, and its answer bytes go back.
 *
 * PGlite has one session. The server opens a single connection, so the session is never shared; a connection
 * that ends while a transaction is open has it rolled back, so the next one starts clean.
 */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { joinBytes } from './join-bytes';
import { createPglite } from './pglite-create';
import { unpackSnapshot } from './unpack-snapshot';

/** `snapshot`: unpacked into `dataDir` first when that holds no database yet (unpack-snapshot.ts). */
export type WorkerData = { dataDir?: string; snapshot?: string; loadDataDir?: Uint8Array<ArrayBuffer> };
export type ToWorker = { type: 'connect'; port: MessagePort } | { type: 'close' };
export type FromWorker = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

/** The protocol's numbers for a startup message, a request to use SSL and a cancel request (no type byte). */
const PROTOCOL_3 = 196_608;
const SSL_REQUEST = 80_877_103;
const CANCEL_REQUEST = 80_877_102;

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread');
const { dataDir, snapshot, loadDataDir } = workerData as WorkerData;

const db = await start();

/**
 * PGlite on `dataDir`, unpacked first from `snapshot` when new: here rather than in the server's thread, which
 * meanwhile loads the rest of its modules (decision 0295). Tells the server whether it opened; after a failure
 * it never resolves, as the server ends this thread.
 */
async function start(): Promise<PGlite> {
  try {
    if (snapshot && dataDir) unpackSnapshot(snapshot, dataDir);
    const started = createPglite({ dataDir, loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined });
    await started.waitReady;
    port?.postMessage({ type: 'ready' } satisfies FromWorker);
    return started;
  } catch (error) {
    port?.postMessage({ type: 'failed', message: String(error) } satisfies FromWorker);
    return new Promise<never>(() => {});
  }
}

/** Every message of every connection runs in turn, one at a time. */
let turn: Promise<unknown> = Promise.resolve();
const inTurn = (work: () => Promise<unknown>) => {
  turn = turn.then(work).catch(() => {});
};

port.on('message', (message: ToWorker) => {
  if (message.type === 'connect') serveConnection(message.port);
  else if (message.type === 'close') inTurn(close);
});

async function close() {
  if (!db.closed) {
    // A checkpoint writes everything to the data files, so the next start has no log to replay.
    await db.exec('CHECKPOINT');
    await db.close();
  }
  port?.postMessage({ type: 'closed' } satisfies FromWorker);
}

function serveConnection(connection: MessagePort) {
  let pending = Buffer.alloc(0);
  // The answers to one batch of the client's messages (a statement's Parse, Bind, Describe, Execute and Sync come
  // together) go back in one message: a message between threads costs more than the bytes it carries.
  let answers: Uint8Array[] = [];
  const sendAnswers = () => {
    if (answers.length === 0) return;
    const bytes = joinBytes(answers);
    answers = [];
    connection.postMessage(bytes, [bytes.buffer]);
  };
  connection.on('message', (data: Uint8Array | 'end') => {
    if (data === 'end') {
      connection.close();
      // Ends any transaction the connection left open (a warning and nothing more when there is none).
      inTurn(() => db.exec('ROLLBACK'));
      return;
    }
    pending = Buffer.concat([pending, data]);
    for (;;) {
      const length = completeMessageLength(pending);
      if (length === 0) break;
      const message = new Uint8Array(pending.subarray(0, length));
      pending = pending.subarray(length);
      const code = untypedCode(message);
      if (code === SSL_REQUEST) {
        connection.postMessage(Buffer.from('N')); // no SSL on a connection inside the process
        continue;
      }
      if (code === CANCEL_REQUEST) {
        // Statements here run one at a time to the end; as PostgreSQL does, the cancel's connection just closes.
        connection.close();
        return;
      }
      inTurn(() =>
        db
          .execProtocolRawStream(message, {
            // The bytes given are a view into PGlite's whole memory, reused for the next answer: they are copied.
            onRawData: (answer) => {
              answers.push(answer.slice());
            },
          })
          .catch((error: unknown) => {
            // PGlite answers a failed statement with an error message; a throw means the database itself failed.
            // Closing the connection ends the client's wait, and the driver reports the connection as lost.
            connection.close();
            throw error;
          }),
      );
    }
    inTurn(async () => sendAnswers());
  });
}

/** The length of the first message in `buffer` when all of it has arrived, else 0. */
function completeMessageLength(buffer: Buffer): number {
  if (buffer.length < 5) return 0;
  const length = untypedCode(buffer) ? buffer.readInt32BE(0) : 1 + buffer.readInt32BE(1);
  return buffer.length >= length ? length : 0;
}

/**
 * The protocol number of a startup, SSL or cancel request: a length and that number, with no type byte before
 * them (a typed message starts with a letter, never with the zero byte of a short length). Else undefined.
 */
function untypedCode(buffer: Uint8Array): number | undefined {
  if (buffer.length < 8 || buffer[0] !== 0) return undefined;
  const code = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength).readInt32BE(4);
  return code === PROTOCOL_3 || code === SSL_REQUEST || code === CANCEL_REQUEST ? code : undefined;
}
