import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, registerViaApi, test, toastText, uniqueUsername } from './fixtures';
import { firstLink, waitForMail } from './support/mailbox';
import { shots, suffix } from './support/screens';

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 160 x 48 PNG: a navy band with an orange block, enough to see in the page and the screenshots. */
function logoPng(): Buffer {
  const width = 160;
  const height = 48;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      const orange = x >= 8 && x < 48 && y >= 8 && y < 40;
      row.set(orange ? [234, 88, 12] : [30, 58, 138], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The image has loaded and has pixels (a broken image has a natural width of 0). */
async function expectLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
}

/** A customer, a project with one budget line, and its estimate sent to `email`; the project and e-mailed link. */
async function sendEstimate(page: Page, companyId: number, email: string) {
  const customer = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Ada', lastName: `Client${suffix()}`, email },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const project = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { customerId: (await customer.json()).id, name: `Porch ${suffix()}`, type: 'whole_house' },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = (await project.json()).id as number;
  const item = await page.request.post(`/api/projects/${projectId}/budget`, {
    data: { name: 'Decking', quantity: '1', unitCost: '900', unitPrice: '1500' },
  });
  expect(item.status(), await item.text()).toBe(201);
  const estimate = await (await page.request.get(`/api/projects/${projectId}/estimate`)).json();
  const recipient = await page.request.post(`/api/estimates/${estimate.id}/recipients`, {
    data: { name: 'Ada Client', email },
  });
  expect(recipient.status(), await recipient.text()).toBe(201);
  const since = new Date();
  const sent = await page.request.post(`/api/estimate-recipients/${(await recipient.json()).id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  const mail = await waitForMail(email, { subject: /^Estimate /, since });
  expect(mail.text).toContain('(555) 010-4477');
  return { projectId, link: firstLink(mail, '/public/estimates/') };
}

test('an admin fills the company profile and logo; an employee reads it; the client sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await registerViaApi(page, { companyName: `Profile Co ${suffix()}` });
  const companyId = admin.companyId!;
  const companyName = `Harbor Light Builders ${suffix()}`;

  // Carried from step to step: the profile's form.
  let form: Locator;

  await test.step("the sidebar's Company link opens Company Profile", async () => {
    await page.goto('/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Company', exact: true }).first().click();
    await expect(page).toHaveURL(/\/settings\/company$/);
    await expect(page.getByRole('heading', { name: 'Company Profile', level: 1 })).toBeVisible();
  });

  await test.step('a website that is not a URL is refused under its field', async () => {
    // A bad website is refused with the contract's message, under its field.
    form = page.getByRole('form', { name: 'Company profile' });
    await form.getByLabel('Website').fill('harborlight');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Website must be a valid URL, such as https://example.com')).toBeVisible();
  });

  await test.step('the admin fills in the profile and saves it', async () => {
    await form.getByLabel('Company name').fill(companyName);
    await form.getByLabel('Email').fill('office@harborlight.example');
    await form.getByLabel('Phone').fill('(555) 010-4477');
    await form.getByLabel('Address').fill('4 Wharf Street\nPortland, ME 04101');
    await form.getByLabel('Website').fill('https://harborlight.example');
    await form.getByLabel('Default payment terms').fill('Net 30. Checks payable to Harbor Light Builders.');
    await form.getByLabel('Invoice footer').fill('Thank you for your business!');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Company profile updated')).toBeVisible();
  });

  await test.step('the admin uploads a logo, which shows on the page', async () => {
    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    await expect(toastText(page, 'Logo uploaded')).toBeVisible();
    await expectLoaded(page, `${companyName} logo`);
  });

  await test.step('a reload shows the saved profile and logo', async () => {
    // Saved on the server: a reload shows the same.
    await page.reload();
    await expect(form.getByLabel('Company name')).toHaveValue(companyName);
    await expect(form.getByLabel('Default payment terms')).toHaveValue(
      'Net 30. Checks payable to Harbor Light Builders.',
    );
    await expectLoaded(page, `${companyName} logo`);
    await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();
    await shots(page, 'company-profile-admin');
  });

  await test.step('an employee sees the same profile and logo, read only', async () => {
    // An employee sees the same profile, read only: no Save, no upload.
    const username = uniqueUsername('emp');
    const member = await page.request.post('/api/users', {
      data: { username, email: `${username}@example.com`, password: 'secret123', role: 'employee' },
    });
    expect(member.status(), await member.text()).toBe(201);
    const context = await browser.newContext({ baseURL });
    const employee = await context.newPage();
    const login = await employee.request.post('/api/login', { data: { username, password: 'secret123' } });
    expect(login.status()).toBe(200);
    await employee.goto('/settings/company');
    const readOnly = employee.getByRole('form', { name: 'Company profile' });
    await expect(readOnly.getByLabel('Company name')).toHaveValue(companyName);
    await expect(readOnly.getByLabel('Phone')).toHaveAttribute('readonly', '');
    await expect(readOnly.getByLabel('Invoice footer')).toHaveValue('Thank you for your business!');
    await expectLoaded(employee, `${companyName} logo`);
    await expect(employee.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(employee.getByRole('button', { name: /logo/ })).toHaveCount(0);
    await expect(employee.getByText('Only company administrators can change it.')).toBeVisible();
    await shots(employee, 'company-profile-employee');
    await context.close();
  });

  await test.step("the estimate shows the letterhead on the office's page and on the client's page opened from the e-mail", async () => {
    // The estimate page of the office shows the letterhead too.
    const { projectId, link } = await sendEstimate(page, companyId, `client-${suffix()}@example.com`);
    await page.goto(`/projects/${projectId}/estimate`);
    await expect(
      page.getByRole('article', { name: /^Estimate / }).getByRole('heading', { name: companyName }),
    ).toBeVisible();
    await expectLoaded(page, `${companyName} logo`);

    // The client's public estimate page, opened from the e-mail without signing in, shows the letterhead.
    const clientContext = await browser.newContext({ baseURL });
    const client = await clientContext.newPage();
    await client.goto(link);
    const document = client.getByRole('article', { name: /^Estimate / });
    await expect(document.getByRole('heading', { name: companyName })).toBeVisible();
    await expect(document.getByText('(555) 010-4477')).toBeVisible();
    await expect(document.getByText('https://harborlight.example')).toBeVisible();
    await expectLoaded(client, `${companyName} logo`);
    await shots(client, 'company-profile-public-estimate');
    await clientContext.close();
  });
});
