import { Duplex } from 'node:stream';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { joinBytes } from './join-bytes';
import type { FromWorker, ToWorker, WorkerData } from './pglite-worker';

/**
 * The embedded database's thread (pglite-worker.ts), seen from the server: `socket()` makes a connection for the
 * `pg` driver (its `stream` option), and `close()` checkpoints the database and ends the thread.
 */
export type PgliteThread = {
  socket(): Duplex;
  close(): Promise<void>;
};

/** The error of every connection once the thread has stopped (db/unavailable.ts answers 503 to it). */
export const THREAD_STOPPED = 'The embedded database stopped';

/** A connection the thread closed while the client still used it; pg's own words, so it counts as unavailable. */
const CONNECTION_LOST = 'Connection terminated by the embedded database';

/** Starts PGlite on its own thread, on `dataDir` or on an in-memory copy of `loadDataDir`; resolves once it is ready. */
export async function startPgliteThread(data: WorkerData): Promise<PgliteThread> {
  const worker = startWorker(data);
  const sockets = new Set<ThreadSocket>();
  let closing = false;
  let stopped: Error | undefined;
  worker.on('error', (error) => stop(error));
  worker.on('exit', () => stop(new Error(THREAD_STOPPED)));
  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    if (!closing) console.error('The embedded database thread stopped:', error);
    for (const socket of sockets) socket.destroy(error);
  };

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: FromWorker) => {
      worker.off('exit', onExit);
      if (message.type === 'ready') return resolve();
      // A thread whose database did not open is ended, or it would keep the process alive.
      closing = true;
      void worker.terminate();
      reject(new Error(message.type === 'failed' ? message.message : 'The embedded database did not start'));
    };
    const onExit = () => reject(stopped ?? new Error('The embedded database did not start'));
    worker.once('message', onMessage);
    worker.once('exit', onExit);
  });

  return {
    socket: () => {
      const socket = new ThreadSocket(worker, stopped);
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      return socket;
    },
    close: async () => {
      if (stopped) return;
      closing = true;
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (message: FromWorker) => {
          if (message.type === 'closed') resolve();
        });
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'close' } satisfies ToWorker);
      await closed;
      await worker.terminate();
    },
  };
}

/**
 * From the build, the worker is dist/server/pglite-worker.js, next to the bundle that starts it
 * (scripts/build-server.mjs). From the sources (tsx, vitest) it is the TypeScript file, which the thread loads
 * after registering tsx's loader for itself.
 */
function startWorker(data: WorkerData): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', here), { workerData: data });
  const entry = JSON.stringify(new URL('./pglite-worker.ts', here).href);
  const loadThroughTsx = `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`;
  return new Worker(loadThroughTsx, { eval: true, workerData: data });
}

/**
 * A connection to the database's thread with the parts of a net.Socket that the `pg` driver uses: it writes the
 * client's protocol bytes to a MessagePort and reads the server's from it.
 */
class ThreadSocket extends Duplex {
  readonly #port: MessagePort;
  readonly #refused: Error | undefined;

  constructor(worker: Worker, refused: Error | undefined) {
    super();
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    this.#refused = refused;
    port1.on('message', (data: Uint8Array) =>
      this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength)),
    );
    // The thread closed its end: the database failed under this connection, or the thread stopped.
    port1.on('close', () => {
      if (this.writableEnded) this.destroy();
      else this.destroy(new Error(CONNECTION_LOST));
    });
    if (!refused) worker.postMessage({ type: 'connect', port: port2 } satisfies ToWorker, [port2 as never]);
  }

  connect(): this {
    setImmediate(() => (this.#refused ? this.destroy(this.#refused) : this.emit('connect')));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.#port.ref();
    return this;
  }

  unref(): this {
    this.#port.unref();
    return this;
  }

  override _read() {}

  /**
   * Node's stream also calls this for a single write. What the driver wrote while corked (a statement's five
   * messages) goes to the thread as one message.
   */
  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void) {
    const bytes = joinBytes(chunks.map(({ chunk }) => chunk));
    this.#port.postMessage(bytes, [bytes.buffer]);
    callback();
  }

  override _final(callback: (error?: Error | null) => void) {
    this.#port.postMessage('end');
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.#port.close();
    callback(error);
  }
}
