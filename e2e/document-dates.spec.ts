import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { estimateDates } from '#domain/document-dates';
import { formatDateLong } from '#domain/format';
import { dateInZone } from '#domain/months';
import { pdfText } from '#server/test/pdf-text';
import { expect, test } from './fixtures';
import { OWN_SERVER_START_MS, startOwnServer } from './support/own-server';
import { shots } from './support/screens';

/**
 * A document's dates are the company's calendar days, whatever the reader's time zone. Three zones that never
 * agree: the company is in Pago Pago (UTC-11), the browsers in Kiritimati (UTC+14, always a day or two ahead of
 * Pago Pago) and the server process in UTC. The time zone is a system setting, shared by every user, so the
 * spec runs a server of its own (support/own-server.ts) and leaves the shared one alone.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_PORT ?? 5055) + 1500;
const ADMIN = { username: 'sysadmin', password: 'Tidal-quay-36-admin' };
const COMPANY_ZONE = 'Pacific/Pago_Pago';
const BROWSER_ZONE = 'Pacific/Kiritimati';
let server: Awaited<ReturnType<typeof startOwnServer>>;

// The tests read "today" in the company's zone and expect it to their end. Midnight in Pago Pago (11:00 UTC)
// falling inside them would change the draft's date under them, so a run that would start within five minutes
// of that midnight (the two tests take about a minute) starts just after it: a wait of at most five minutes, on
// a rare run.
test.beforeAll(async () => {
  const SPAN_MS = 5 * 60_000;
  const nearMidnight = () =>
    dateInZone(new Date(Date.now() + SPAN_MS), COMPANY_ZONE) !== dateInZone(new Date(), COMPANY_ZONE);
  test.setTimeout(SPAN_MS + 60_000);
  while (nearMidnight()) await new Promise((r) => setTimeout(r, 5_000));
});

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  server = await startOwnServer({
    port: PORT,
    env: { TZ: 'UTC', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
  });
  // The system administrator moves the company to Pago Pago, as on Settings > General.
  const admin = await playwright.request.newContext({ baseURL: server.baseURL });
  const login = await admin.post('/api/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const current = await (await admin.get('/api/admin/settings')).json();
  const saved = await admin.put('/api/admin/settings', { data: { ...current, timezone: COMPANY_ZONE } });
  expect(saved.status(), await saved.text()).toBe(200);
  await admin.dispose();
});
test.afterAll(async () => {
  await server?.stop();
});

/** A browser in Kiritimati, on the test server (docs/product.md#documents). */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: BROWSER_ZONE });
  return context.newPage();
}

async function post(request: APIRequestContext, url: string, data: unknown) {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** The value printed after a label of the estimate's header ('Date:', 'Valid until:'). */
const fact = (page: Page, label: string) => page.locator(`dt:text-is("${label}:") + dd`);

async function expectDates(page: Page, dates: { date: string; validUntil: string }) {
  await expect(fact(page, 'Date')).toHaveText(formatDateLong(dates.date));
  await expect(fact(page, 'Valid until')).toHaveText(formatDateLong(dates.validUntil));
}

test("the estimate page, the public page, the PDFs and the e-mail print the company's dates", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const username = `tz${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const user = await post(page.request, '/api/register', {
    username,
    password: 'Harbor-lint-42',
    email: `${username}@example.com`,
    firstName: 'Mara',
    lastName: 'Tautolo',
    companyName: 'Pago Pago Builders',
  });
  const companyId = user.companyId as number;
  const customer = await post(page.request, `/api/companies/${companyId}/customers`, {
    firstName: 'Ada',
    lastName: 'Fale',
    email: 'ada.fale@example.com',
  });
  const project = await post(page.request, `/api/companies/${companyId}/projects`, {
    customerId: customer.id,
    name: 'Seawall and porch',
    type: 'other',
  });
  await post(page.request, `/api/projects/${project.id}/budget`, {
    name: 'Porch decking',
    quantity: '40',
    unitCost: '12',
    unitPrice: '18.50',
  });

  // What the company's calendar says today; the browser's own calendar is a day or two ahead.
  const expected = estimateDates(null, new Date(), COMPANY_ZONE);
  expect(dateInZone(new Date(), BROWSER_ZONE)).not.toBe(expected.date);

  await page.goto(`/projects/${project.id}/estimate`);
  await expect(page.getByText('PROJECT ESTIMATE')).toBeVisible();
  await expectDates(page, expected);
  await shots(page, 'estimate-dates');

  const estimate = await (await page.request.get(`/api/projects/${project.id}/estimate`)).json();
  const staffPdf = pdfText(await (await page.request.get(`/api/estimates/${estimate.id}/pdf`)).body());
  expect(staffPdf).toContain(formatDateLong(expected.date));
  expect(staffPdf).toContain(formatDateLong(expected.validUntil));

  // Sent to the client: the e-mail (kept in the outbox, this server has no SMTP) states the same days.
  const recipient = await post(page.request, `/api/estimates/${estimate.id}/recipients`, {
    name: 'Ada Fale',
    email: 'ada.fale@example.com',
  });
  await post(page.request, `/api/estimate-recipients/${recipient.id}/send`, {});
  const { rows } = await server.db.query<{ text: string }>(
    `select text from mail_outbox where "to" = 'ada.fale@example.com' order by id desc limit 1`,
  );
  const mail = rows[0]!.text;
  expect(mail).toContain(`Date: ${formatDateLong(expected.date)}`);
  expect(mail).toContain(`Valid until: ${formatDateLong(expected.validUntil)}`);
  const link = /https?:\/\/\S+\/public\/estimates\/[A-Za-z0-9_-]+/.exec(mail)![0];

  // The client opens the link in another browser of the same far zone: the same days again.
  const client = await newPage(browser);
  await client.goto(new URL(link).pathname);
  await expect(client.getByText('PROJECT ESTIMATE')).toBeVisible();
  await expectDates(client, expected);
  await shots(client, 'estimate-dates-public');
  const token = new URL(link).pathname.split('/').pop();
  const clientPdf = pdfText(await (await client.request.get(`/api/public/estimates/${token}/pdf`)).body());
  expect(clientPdf).toContain(formatDateLong(expected.date));
  expect(clientPdf).toContain(formatDateLong(expected.validUntil));

  // The signed-in page of the sent estimate keeps them.
  await page.reload();
  await expectDates(page, expected);
});

test("the public invoice page, its PDF and the e-mail print the company's issue date", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const username = `tzi${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const user = await post(page.request, '/api/register', {
    username,
    password: 'Harbor-lint-42',
    email: `${username}@example.com`,
    companyName: 'Pago Pago Roofing',
  });
  const companyId = user.companyId as number;
  const customer = await post(page.request, `/api/companies/${companyId}/customers`, {
    firstName: 'Sione',
    lastName: 'Leota',
    email: 'sione.leota@example.com',
  });
  // No issue date entered: the invoice is dated the day it is created, in the company's zone.
  const invoice = await post(page.request, `/api/companies/${companyId}/invoices`, {
    invoiceNumber: 'INV-PPG-1',
    customerId: customer.id,
    amount: '980.00',
    dueDate: '2030-01-15',
  });
  const issued = dateInZone(new Date(), COMPANY_ZONE);
  expect(dateInZone(new Date(), BROWSER_ZONE)).not.toBe(issued);
  await post(page.request, `/api/invoices/${invoice.id}/send`, {});
  const { rows } = await server.db.query<{ text: string }>(
    `select text from mail_outbox where "to" = 'sione.leota@example.com' order by id desc limit 1`,
  );
  const mail = rows[0]!.text;
  expect(mail).toContain(`Issue date: ${formatDateLong(issued)}`);
  expect(mail).toContain('Due date: January 15, 2030');
  const path = new URL(/https?:\/\/\S+\/public\/invoices\/[A-Za-z0-9_-]+/.exec(mail)![0]).pathname;

  const client = await newPage(browser);
  await client.goto(path);
  await expect(client.locator('dt:text-is("Issue Date") + dd')).toHaveText(formatDateLong(issued));
  await expect(client.locator('dt:text-is("Due Date") + dd')).toHaveText('January 15, 2030');
  const pdf = pdfText(
    await (await client.request.get(`/api/public/invoices/${path.split('/').pop()}/pdf`)).body(),
  );
  expect(pdf).toContain(formatDateLong(issued));
});
