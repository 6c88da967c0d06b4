import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE, UNSUPPORTED_FILE } from '#domain/uploads';
import { documents, storedFiles } from '../../db/schema/index';
import { contentDisposition } from '../../http/uploads';
import { aProject } from '../../test/entities';
import { createCompany, type TestCompany } from '../../test/factories';
import { multipart, pdfBytes, pngBytes } from '../../test/multipart';
import { call, createTestApp, type TestApp, testConfig } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const config = testConfig();
const storeRoot = config.storage.kind === 'disk' ? config.storage.root : '';

function upload(
  company: TestCompany,
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
  cookie = company.employee.cookie,
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/companies/${company.id}/documents`,
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function projectOf(company: TestCompany) {
  const row = await aProject(db(), company.id, { name: 'Hendersons kitchen', type: 'kitchen' });
  return row!;
}

const storedCount = async (company: TestCompany) =>
  (await db().select().from(storedFiles).where(eq(storedFiles.companyId, company.id))).length;
const filesOnDisk = async (company: TestCompany) =>
  readdir(`${storeRoot}/companies/${company.id}`).catch(() => [] as string[]);

describe('uploading documents', () => {
  it('an employee uploads a PDF to a project; it is listed, downloaded byte for byte and shown inline', async () => {
    const company = await createCompany(db());
    const project = await projectOf(company);
    const res = await upload(
      company,
      { projectId: String(project.id) },
      { name: 'Signed contract.pdf', type: 'application/pdf', bytes: pdfBytes },
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      name: 'Signed contract.pdf',
      fileType: 'application/pdf',
      size: pdfBytes.length,
      projectId: project.id,
      projectName: 'Hendersons kitchen',
      uploadedByName: 'Test User',
      fileUrl: `/api/documents/${doc.id}/file`,
    });

    const list = await call(t.app, 'GET', `/api/companies/${company.id}/documents?projectId=${project.id}`, {
      cookie: company.admin.cookie,
    });
    expect(list.json().map((d: { id: number }) => d.id)).toEqual([doc.id]);

    const file = await call(t.app, 'GET', doc.fileUrl, { cookie: company.manager.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Signed contract.pdf"; filename*=UTF-8''Signed%20contract.pdf`,
    );
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const inline = await call(t.app, 'GET', `${doc.fileUrl}?inline=1`, { cookie: company.manager.cookie });
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('lists a page at a time, newest first, with the total, and finds documents by name', async () => {
    const company = await createCompany(db());
    for (const name of ['Permit.pdf', 'Site photo 1.png', 'Site photo 2.png']) {
      const isPdf = name.endsWith('.pdf');
      const res = await upload(
        company,
        {},
        { name, type: isPdf ? 'application/pdf' : 'image/png', bytes: isPdf ? pdfBytes : pngBytes },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = (query: string) =>
      call(t.app, 'GET', `/api/companies/${company.id}/documents?${query}`, {
        cookie: company.employee.cookie,
      });
    const first = await list('limit=2');
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().map((d: { name: string }) => d.name)).toEqual([
      'Site photo 2.png',
      'Site photo 1.png',
    ]);
    const second = await list('limit=2&offset=2');
    expect(second.json().map((d: { name: string }) => d.name)).toEqual(['Permit.pdf']);
    const found = await list('search=photo&limit=50');
    expect(found.headers['x-total-count']).toBe('2');
    // Without paging parameters, the plain array of every document, as before.
    const all = await list('');
    expect(all.headers['x-total-count']).toBeUndefined();
    expect(all.json()).toHaveLength(3);
  });

  it('tells the type from the bytes: a text file named .png is refused (415) and nothing is stored', async () => {
    const company = await createCompany(db());
    const res = await upload(
      company,
      {},
      { name: 'photo.png', type: 'image/png', bytes: Buffer.from('just text') },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UNSUPPORTED_FILE());
    // A real PNG under a PDF's name and header is taken as the PNG it is.
    const png = await upload(company, {}, { name: 'scan.pdf', type: 'application/pdf', bytes: pngBytes });
    expect(png.json()).toMatchObject({ fileType: 'image/png' });
    expect(await storedCount(company)).toBe(1);
    expect(await filesOnDisk(company)).toHaveLength(1);
  });

  it('refuses a file over 10 MB with 413 and keeps no part of it', async () => {
    const company = await createCompany(db());
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(company, {}, { name: 'huge.pdf', type: 'application/pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(FILE_TOO_LARGE());
    expect(await storedCount(company)).toBe(0);
    expect(await filesOnDisk(company)).toEqual([]);
  });

  it("refuses another company's project on its field before storing anything, and a JSON body with 415", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const foreign = await projectOf(other);
    const res = await upload(
      company,
      { projectId: String(foreign.id) },
      { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'projectId', message: 'Project not found' }]);
    expect(await filesOnDisk(company)).toEqual([]);
    const json = await call(t.app, 'POST', `/api/companies/${company.id}/documents`, {
      cookie: company.admin.cookie,
      body: { name: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('downloading and deleting documents', () => {
  it("answers 404 for another company's document, to download and to delete", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const doc = (
      await upload(company, {}, { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes })
    ).json();
    expect((await call(t.app, 'GET', doc.fileUrl, { cookie: other.admin.cookie })).statusCode).toBe(404);
    const del = await call(t.app, 'DELETE', `/api/documents/${doc.id}`, { cookie: other.admin.cookie });
    expect(del.statusCode).toBe(404);
    expect(await filesOnDisk(company)).toHaveLength(1);
  });

  it('deleting a document removes its row, its stored file row and its bytes', async () => {
    const company = await createCompany(db());
    const doc = (await upload(company, {}, { name: 'a.png', type: 'image/png', bytes: pngBytes })).json();
    const del = await call(t.app, 'DELETE', `/api/documents/${doc.id}`, { cookie: company.employee.cookie });
    expect(del.statusCode).toBe(204);
    expect(await db().select().from(documents).where(eq(documents.id, doc.id))).toEqual([]);
    expect(await storedCount(company)).toBe(0);
    expect(await filesOnDisk(company)).toEqual([]);
    expect((await call(t.app, 'GET', doc.fileUrl, { cookie: company.admin.cookie })).statusCode).toBe(404);
  });
});

describe('documents of a deleted project', () => {
  it('go with it, rows and bytes; a customer document stays', async () => {
    const company = await createCompany(db());
    const project = await projectOf(company);
    const own = await upload(
      company,
      { projectId: String(project.id) },
      { name: 'plan.pdf', type: 'application/pdf', bytes: pdfBytes },
    );
    const other = await upload(company, {}, { name: 'keep.png', type: 'image/png', bytes: pngBytes });
    expect(await filesOnDisk(company)).toHaveLength(2);
    const del = await call(t.app, 'DELETE', `/api/projects/${project.id}`, { cookie: company.admin.cookie });
    expect(del.statusCode).toBe(204);
    expect(await db().select().from(documents).where(eq(documents.id, own.json().id))).toEqual([]);
    expect(await storedCount(company)).toBe(1);
    expect(await filesOnDisk(company)).toHaveLength(1);
    const kept = await call(t.app, 'GET', other.json().fileUrl, { cookie: company.admin.cookie });
    expect(kept.rawPayload.equals(pngBytes)).toBe(true);
  });
});

describe('Content-Disposition', () => {
  it("ends a given name with the stored file's extension when it lacks one", async () => {
    const company = await createCompany(db());
    const project = await projectOf(company);
    const res = await upload(
      company,
      { projectId: String(project.id), name: 'Signed contract - Gonzalez' },
      { name: 'gonzalez-contract.pdf', type: 'application/pdf', bytes: pdfBytes },
    );
    expect(res.statusCode, res.body).toBe(201);
    // The list shows the name as given; only the saved file needs the extension.
    expect(res.json().name).toBe('Signed contract - Gonzalez');
    const file = await call(t.app, 'GET', res.json().fileUrl, { cookie: company.employee.cookie });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Signed contract - Gonzalez.pdf"; filename*=UTF-8''Signed%20contract%20-%20Gonzalez.pdf`,
    );
  });

  it('keeps quotes, line breaks and non-ASCII names from breaking the header', () => {
    const header = contentDisposition('Pläne "final"\r\nSet-Cookie: x.pdf', false);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="Pl_ne _final___Set-Cookie: x.pdf"; filename*=UTF-8''Pl%C3%A4ne%20%22final%22%0D%0ASet-Cookie%3A%20x.pdf`,
    );
  });
});
