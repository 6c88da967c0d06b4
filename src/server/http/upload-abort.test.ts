import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProject } from '../test/entities';
import { createCompany } from '../test/factories';
import { multipart, pngBytes } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A browser that goes away in the middle of an upload (closed tab, lost connection): the request stream is cut
 * without an end, and the disk store's temporary file must go with it. Over a real socket, since app.inject
 * cannot cut a request.
 */
let t: TestApp;
let dataDir: string;
let port: number;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'upload-abort-'));
  t = await createTestApp({ config: { DATA_DIR: dataDir } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const filesUnder = async (dir: string) => readdir(dir, { recursive: true }).catch(() => [] as string[]);

describe('an upload cut off by the client', () => {
  it('leaves no temporary file behind', async () => {
    const company = await createCompany(t.database.db);
    const project = await aProject(t.database.db, company.id, { name: 'Cut upload', type: 'kitchen' });
    // A PNG by its first bytes, 4 MB long; only the first megabyte is ever sent.
    const form = multipart(
      { projectId: String(project!.id) },
      { name: 'big.png', type: 'image/png', bytes: Buffer.concat([pngBytes, randomBytes(4 * 1024 * 1024)]) },
    );
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        `POST /api/companies/${company.id}/documents HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        `Cookie: ${company.employee.cookie}`,
        `Content-Type: ${form.contentType}`,
        `Content-Length: ${form.payload.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(form.payload.subarray(0, 1024 * 1024));
    const root = join(dataDir, 'files');
    // The store has begun writing the file...
    await expect
      .poll(async () => (await filesUnder(root)).some((f) => f.endsWith('.partial')), { timeout: 10_000 })
      .toBe(true);
    // ...when the client goes away.
    socket.destroy();
    await expect
      .poll(async () => (await filesUnder(root)).filter((f) => /\.(partial|png)$/.test(f)), {
        timeout: 10_000,
      })
      .toEqual([]);
  });
});
