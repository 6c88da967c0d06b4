import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_WEBSITE } from '#domain/contracts/common';
import { type Company, UNSUPPORTED_LOGO } from '#domain/contracts/companies';
import type { EstimateView, PublicEstimateView } from '#domain/contracts/estimates';
import { auditLog, companies, mailOutbox, storedFiles } from '../../db/schema/index';
import { aProject } from '../../test/entities';
import { createCompany, type TestCompany, unique } from '../../test/factories';
import { jpegBytes, multipart, pdfBytes, pngBytes, rgbaPng } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { call, createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { loadLetterhead } from './letterhead';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://pm.example.com' } });
  a = await createCompany(t.database.db, 'Alpha Remodeling');
  b = await createCompany(t.database.db, 'Beta Builders');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const config = testConfig();
const storeRoot = config.storage.kind === 'disk' ? config.storage.root : '';
/** The first bytes of a GIF, which a logo may not be. */
const gifBytes = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04', 'latin1');

const profilePath = (company: TestCompany) => `/api/companies/${company.id}`;
const logoPath = (company: TestCompany) => `/api/companies/${company.id}/logo`;

function uploadLogo(
  company: TestCompany,
  file: { name: string; type: string; bytes: Buffer },
  cookie = company.admin.cookie,
) {
  const body = multipart({}, file);
  return t.app.inject({
    method: 'POST',
    url: logoPath(company),
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const png = { name: 'logo.png', type: 'image/png', bytes: pngBytes };

/** The storage keys of the company's stored files. */
const storedKeysOf = async (company: TestCompany) =>
  (await db().select().from(storedFiles).where(eq(storedFiles.companyId, company.id))).map(
    (f) => f.storageKey,
  );

describe('the company profile', () => {
  it('every member reads it; another company reads 404', async () => {
    for (const who of [a.admin, a.manager, a.employee]) {
      const res = await call(t.app, 'GET', profilePath(a), { cookie: who.cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: a.id,
        name: 'Alpha Remodeling',
        paymentTerms: null,
        invoiceFooter: null,
        logoUrl: null,
      });
    }
    const foreign = await call(t.app, 'GET', profilePath(a), { cookie: b.admin.cookie });
    expect(foreign.statusCode).toBe(404);
  });

  it('a company admin changes it; the change is audited and every reader sees it', async () => {
    const res = await call(t.app, 'PATCH', profilePath(a), {
      cookie: a.admin.cookie,
      body: {
        name: '  Alpha Remodeling & Sons ',
        email: 'office@alpha.example',
        phone: '(555) 010-2030',
        address: '18 Quarry Road\nBoulder, CO 80302',
        website: 'https://alpha.example',
        paymentTerms: 'Net 30. Checks payable to Alpha Remodeling.',
        invoiceFooter: 'Thank you for your business!',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Alpha Remodeling & Sons',
      phone: '(555) 010-2030',
      website: 'https://alpha.example',
      paymentTerms: 'Net 30. Checks payable to Alpha Remodeling.',
      invoiceFooter: 'Thank you for your business!',
    });
    const read = await call(t.app, 'GET', '/api/mycompany', { cookie: a.employee.cookie });
    expect((read.json() as Company).invoiceFooter).toBe('Thank you for your business!');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, a.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'update', entityType: 'company', userId: a.admin.id });

    // Absent fields stay; an empty optional field clears it.
    const cleared = await call(t.app, 'PATCH', profilePath(a), {
      cookie: a.admin.cookie,
      body: { invoiceFooter: '' },
    });
    expect(cleared.json()).toMatchObject({ invoiceFooter: null, phone: '(555) 010-2030' });
  });

  it('managers and employees may not change it (403), nor a foreign company (404)', async () => {
    for (const who of [a.manager, a.employee]) {
      const res = await call(t.app, 'PATCH', profilePath(a), { cookie: who.cookie, body: { phone: '1' } });
      expect(res.statusCode).toBe(403);
    }
    const foreign = await call(t.app, 'PATCH', profilePath(a), {
      cookie: b.admin.cookie,
      body: { phone: '1' },
    });
    expect(foreign.statusCode).toBe(404);
    const [row] = await db().select().from(companies).where(eq(companies.id, a.id));
    expect(row!.phone).not.toBe('1');
  });

  it('answers 400 with the field message for a blank name, a bad e-mail or website, too long terms', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Company name is required'],
      [{ email: 'not-an-address' }, 'email', 'Invalid email format'],
      [{ website: 'alpha' }, 'website', INVALID_WEBSITE()],
      [{ website: 'ftp://alpha.example' }, 'website', INVALID_WEBSITE()],
      [{ paymentTerms: 'x'.repeat(2001) }, 'paymentTerms', 'Payment terms must be at most 2000 characters'],
    ];
    for (const [body, path, message] of cases) {
      const res = await call(t.app, 'PATCH', profilePath(b), { cookie: b.admin.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    const [row] = await db().select().from(companies).where(eq(companies.id, b.id));
    expect(row!.name).toBe('Beta Builders');
  });
});

describe('the company logo', () => {
  it('an admin uploads a PNG; members download it; another company gets 404', async () => {
    const c = await createCompany(db());
    const res = await uploadLogo(c, png);
    expect(res.statusCode, res.body).toBe(200);
    const company = res.json() as Company;
    expect(company.logoUrl).toMatch(new RegExp(`^/api/companies/${c.id}/logo\\?v=\\d+$`));

    for (const who of [c.manager, c.employee]) {
      const file = await call(t.app, 'GET', company.logoUrl!, { cookie: who.cookie });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(pngBytes)).toBe(true);
    }
    const foreign = await call(t.app, 'GET', logoPath(c), { cookie: b.admin.cookie });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers 415 for anything but PNG or JPEG, told from the bytes, and keeps nothing', async () => {
    const c = await createCompany(db());
    for (const file of [
      { name: 'logo.gif', type: 'image/gif', bytes: gifBytes },
      { name: 'logo.png', type: 'image/png', bytes: pdfBytes },
      { name: 'logo.png', type: 'image/png', bytes: Buffer.from('not an image at all') },
      // A PNG by its first bytes whose pixels do not decode: the PDFs could not draw it.
      { name: 'logo.png', type: 'image/png', bytes: rgbaPng(2, 2, Buffer.from('not zlib data')) },
    ]) {
      const res = await uploadLogo(c, file);
      expect(res.statusCode, file.name).toBe(415);
      expect(res.json().message).toBe(UNSUPPORTED_LOGO());
    }
    expect(await storedKeysOf(c)).toEqual([]);
    // Not a byte left in the store: the broken PNG was stored, then refused and removed.
    expect(await readdir(join(storeRoot, 'companies', String(c.id))).catch(() => [])).toEqual([]);
  });

  it('managers and employees may not upload or remove it (403)', async () => {
    const c = await createCompany(db());
    for (const who of [c.manager, c.employee]) {
      expect((await uploadLogo(c, png, who.cookie)).statusCode).toBe(403);
    }
    expect((await uploadLogo(c, png)).statusCode).toBe(200);
    for (const who of [c.manager, c.employee]) {
      expect((await call(t.app, 'DELETE', logoPath(c), { cookie: who.cookie })).statusCode).toBe(403);
    }
    const foreign = await call(t.app, 'DELETE', logoPath(c), { cookie: b.admin.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(await storedKeysOf(c)).toHaveLength(1);
  });

  it('replacing the logo deletes the old file and its bytes; removing it deletes the last', async () => {
    const c = await createCompany(db());
    expect((await uploadLogo(c, png)).statusCode).toBe(200);
    const [first] = await storedKeysOf(c);
    expect(existsSync(join(storeRoot, first!))).toBe(true);

    const replaced = await uploadLogo(c, { name: 'logo.jpg', type: 'image/jpeg', bytes: jpegBytes });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const keys = await storedKeysOf(c);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(first);
    expect(existsSync(join(storeRoot, first!))).toBe(false);
    const file = await call(t.app, 'GET', logoPath(c), { cookie: c.employee.cookie });
    expect(file.headers['content-type']).toBe('image/jpeg');

    const removed = await call(t.app, 'DELETE', logoPath(c), { cookie: c.admin.cookie });
    expect(removed.statusCode).toBe(204);
    expect(await storedKeysOf(c)).toEqual([]);
    expect(existsSync(join(storeRoot, keys[0]!))).toBe(false);
    const read = await call(t.app, 'GET', profilePath(c), { cookie: c.employee.cookie });
    expect((read.json() as Company).logoUrl).toBeNull();
    expect((await call(t.app, 'GET', logoPath(c), { cookie: c.admin.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', logoPath(c), { cookie: c.admin.cookie })).statusCode).toBe(404);
  });

  it('the letterhead reads the logo, and goes without it when its bytes are gone', async () => {
    const c = await createCompany(db(), 'Letterhead Co');
    expect((await uploadLogo(c, png)).statusCode).toBe(200);
    const { openFileStore } = await import('../../storage/open-store');
    const storage = openFileStore(config);
    const letterhead = await loadLetterhead(db(), storage, c.id);
    expect(letterhead).toMatchObject({ name: 'Letterhead Co', logo: { contentType: 'image/png' } });
    expect(letterhead.logo?.bytes.equals(pngBytes)).toBe(true);

    const [key] = await storedKeysOf(c);
    await storage.delete(key!);
    expect((await loadLetterhead(db(), storage, c.id)).logo).toBeNull();
  });
});

describe('estimates show the profile', () => {
  /** A project with a customer and one budget line, its estimate sent to a client; the link's token. */
  async function sentEstimate(company: TestCompany) {
    const project = await aProject(db(), company.id, { name: 'Kitchen remodel' });
    const item = await call(t.app, 'POST', `/api/projects/${project!.id}/budget`, {
      cookie: company.admin.cookie,
      body: { name: 'Cabinets', quantity: '1', unitCost: '100', unitPrice: '150' },
    });
    expect(item.statusCode, item.body).toBe(201);
    const estimate = (
      await call(t.app, 'GET', `/api/projects/${project!.id}/estimate`, { cookie: company.admin.cookie })
    ).json() as EstimateView;
    const email = `client-${unique()}@example.com`;
    const recipient = await call(t.app, 'POST', `/api/estimates/${estimate.id}/recipients`, {
      cookie: company.admin.cookie,
      body: { name: 'Dana Price', email },
    });
    const sent = await call(t.app, 'POST', `/api/estimate-recipients/${recipient.json().id}/send`, {
      cookie: company.admin.cookie,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /\/public\/estimates\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    return { estimateId: estimate.id, token, mail: mail! };
  }

  it('the mail, the PDF and the public page carry the name, contact lines and logo', async () => {
    const c = await createCompany(db(), 'Granite Peak Renovations');
    const profile = await call(t.app, 'PATCH', profilePath(c), {
      cookie: c.admin.cookie,
      body: { phone: '(555) 010-7788', website: 'https://granitepeak.example' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const upload = await uploadLogo(c, png);
    expect(upload.statusCode, upload.body).toBe(200);
    const { estimateId, token, mail } = await sentEstimate(c);

    expect(mail.text).toContain('Granite Peak Renovations\n');
    expect(mail.text).toContain('(555) 010-7788');
    expect(mail.html).toContain('<p style="margin:0 0 2px;font-size:16px;font-weight:bold;color:#0f172a">');
    expect(mail.html).toContain('https://granitepeak.example');

    const pdf = await call(t.app, 'GET', `/api/estimates/${estimateId}/pdf`, { cookie: c.employee.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Granite Peak Renovations');
    expect(pdfText(pdf.rawPayload)).toContain('(555) 010-7788');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

    const view = (await call(t.app, 'GET', `/api/public/estimates/${token}`)).json() as PublicEstimateView;
    expect(view.state).toBe('current');
    const logoUrl = view.state === 'current' ? view.estimate.company.logoUrl : null;
    expect(logoUrl).toMatch(new RegExp(`^/api/public/estimates/${token}/logo\\?v=\\d+$`));
    const logo = await call(t.app, 'GET', logoUrl!);
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(pngBytes)).toBe(true);

    const publicPdf = await call(t.app, 'GET', `/api/public/estimates/${token}/pdf`);
    expect(publicPdf.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    // A made-up token reaches no logo.
    const wrong = await call(t.app, 'GET', `/api/public/estimates/${'x'.repeat(43)}/logo`);
    expect(wrong.statusCode).toBe(404);
  });

  it('without a logo the PDF embeds no image and the public page names none', async () => {
    const c = await createCompany(db(), 'Plain Builders');
    const { estimateId, token } = await sentEstimate(c);
    const pdf = await call(t.app, 'GET', `/api/estimates/${estimateId}/pdf`, { cookie: c.admin.cookie });
    expect(pdf.rawPayload.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    const view = (await call(t.app, 'GET', `/api/public/estimates/${token}`)).json() as PublicEstimateView;
    expect(view.state === 'current' && view.estimate.company.logoUrl).toBeNull();
    expect((await call(t.app, 'GET', `/api/public/estimates/${token}/logo`)).statusCode).toBe(404);
  });
});
