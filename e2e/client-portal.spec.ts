import type { Page } from '@playwright/test';
import { expect, registerViaApi, test, toastText } from './fixtures';
import { firstLink, waitForMail } from './support/mailbox';
import { shots, suffix } from './support/screens';
import { drawSignature } from './support/signature';

/**
 * A company with a customer (its own e-mail address) whose project has an approved estimate, a sent change order,
 * a sent invoice and a document, made through the API as the page's admin.
 */
async function clientWithProject(page: Page) {
  const admin = await registerViaApi(page, { companyName: `Portal Builders ${suffix()}` });
  const companyId = admin.companyId!;
  const email = `client-${suffix()}@example.com`;
  const post = async (url: string, data: unknown, status = 201) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(status);
    return (await res.json()) as { id: number };
  };
  const customer = await post(`/api/companies/${companyId}/customers`, {
    firstName: 'Rosa',
    lastName: 'Alvarez',
    email,
  });
  const project = await post(`/api/companies/${companyId}/projects`, {
    customerId: customer.id,
    name: 'Alvarez kitchen',
    type: 'kitchen',
    targetCompletionDate: '2031-06-01',
  });
  await post(`/api/projects/${project.id}/budget`, {
    name: 'Cabinets',
    quantity: 1,
    unitCost: 8000,
    unitPrice: 10000,
  });
  const allowance = await post(`/api/projects/${project.id}/budget`, {
    name: 'Faucet allowance',
    quantity: 1,
    unitCost: 300,
    unitPrice: 300,
    isAllowance: true,
  });
  const estimate = (await (await page.request.get(`/api/projects/${project.id}/estimate`)).json()) as {
    id: number;
  };
  await post(`/api/estimates/${estimate.id}/recipients`, { name: 'Rosa', email });
  // Sent for approval: the client approves it in the portal.
  const sent = await page.request.patch(`/api/estimates/${estimate.id}`, { data: { status: 'pending' } });
  expect(sent.status(), await sent.text()).toBe(200);
  await post(`/api/projects/${project.id}/selections`, {
    title: 'Kitchen faucet',
    dueDate: '2031-01-15',
    allowanceItemId: allowance.id,
    options: [
      { name: 'Chrome pull-down', price: '280.00' },
      { name: 'Brushed brass', price: '412.37' },
    ],
  });
  return { companyId, customerId: customer.id, projectId: project.id, email };
}

test('a client invited by staff signs in by the e-mailed link and follows the project; staff choose what it shows', async ({
  page,
  browser,
}) => {
  // 1.7 min in a full run on a busy 2-core machine (2026-11-29): room over that.
  test.setTimeout(180_000);
  const { customerId, projectId, email } = await clientWithProject(page);
  const since = new Date();

  await test.step('staff invite the customer from the customer page', async () => {
    await page.goto(`/customers/${customerId}`);
    await page.getByRole('button', { name: 'Invite to Client Portal' }).click();
    await expect(toastText(page, `Portal invitation sent to ${email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send portal invitation again' })).toBeVisible();
    await expect(page.getByText(/Invited to the client portal on/)).toBeVisible();
  });

  const client = await (await browser.newContext()).newPage();
  await test.step('the client opens the invitation from the real mail and sees the project', async () => {
    const mail = await waitForMail(email, { since, subject: /invites you to your client portal/ });
    await client.goto(firstLink(mail, '/portal/open'));
    await expect(client.getByRole('heading', { name: 'Your projects' })).toBeVisible();
    const card = client.getByRole('link', { name: /Alvarez kitchen/ });
    await expect(card).toContainText('Balance due');
    await expect(card).toContainText('$0.00');
    await shots(client, 'portal-projects');
    await card.click();
    await expect(client.getByRole('heading', { name: 'Alvarez kitchen' })).toBeVisible();
    await expect(client.getByText('Contract total')).toBeVisible();
    await expect(client.getByText('Not yet approved')).toBeVisible();
    await shots(client, 'portal-project-overview');
  });

  await test.step('the client approves the estimate with a drawn signature, then writes to the company', async () => {
    await client.getByRole('tab', { name: 'Estimates' }).click();
    await expect(client.getByRole('article')).toContainText('Cabinets');
    await expect(client.getByText(/Approving accepts the estimate for \$10,300.00/)).toBeVisible();
    await shots(client, 'portal-estimate');
    await client.getByRole('button', { name: 'Approve Estimate' }).click();
    const dialog = client.getByRole('dialog', { name: 'Approve Estimate' });
    await dialog.getByLabel('Your full name').fill('Rosa Alvarez');
    await drawSignature(client);
    await dialog.getByRole('button', { name: 'Approve Estimate' }).click();
    await expect(client.getByText(/Approving accepts the estimate/)).toHaveCount(0);
    await client.getByRole('tab', { name: 'Overview' }).click();
    await expect(client.getByText('$10,300.00').first()).toBeVisible();
    await client.getByRole('tab', { name: 'Messages' }).click();
    await client.getByRole('textbox', { name: 'Your message' }).fill('Can the crew start at 8 on Monday?');
    await client.getByRole('button', { name: 'Send' }).click();
    await expect(client.getByRole('log')).toContainText('Can the crew start at 8 on Monday?');
    await shots(client, 'portal-messages');
    const res = await page.request.get(`/api/projects/${projectId}/customers/${customerId}/messages`);
    expect(JSON.stringify(await res.json())).toContain('Can the crew start at 8 on Monday?');
  });

  await test.step("staff answer in the customer conversation; the client's open Messages tab shows it live", async () => {
    await page.goto(`/chats/${projectId}/customer`);
    await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('Can the crew start at 8');
    const box = page.getByLabel(/^Message to Rosa/);
    await box.fill('Yes, 8 works. The crew will be there.');
    await box.press('Enter');
    // No reload and no polling: the portal's event stream brings the notice, and the tab reads the conversation.
    await expect(client.getByRole('log')).toContainText('Yes, 8 works. The crew will be there.', {
      timeout: 5_000,
    });
  });

  await test.step('the client uploads a photo to the project documents', async () => {
    await client.getByRole('tab', { name: 'Documents' }).click();
    await expect(client.getByText('No documents have been shared with you yet.')).toBeVisible();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await client
      .getByLabel('Upload a document')
      .setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: png });
    await expect(toastText(client, 'wall.png uploaded')).toBeVisible();
    await expect(client.getByText('From you')).toBeVisible();
    await shots(client, 'portal-documents');
  });

  await test.step('the client chooses a faucet over its allowance and signs the change order it made', async () => {
    await client.getByRole('tab', { name: 'Selections' }).click();
    await expect(client.getByRole('heading', { name: 'Kitchen faucet' })).toBeVisible();
    await shots(client, 'portal-selections');
    await client.getByRole('button', { name: 'Choose Brushed brass' }).click();
    const confirm = client.getByRole('alertdialog');
    await expect(confirm).toContainText('$112.37 over the allowance');
    await confirm.getByRole('button', { name: 'Choose', exact: true }).click();
    const link = client.getByRole('link', { name: 'CO-1' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(client.getByRole('heading', { name: 'Selection: Kitchen faucet' })).toBeVisible();
    await expect(
      client.getByText('Waiting for your decision. Approving makes your contract $10,412.37.'),
    ).toBeVisible();
    await shots(client, 'portal-change-order');
    // Staff have the project open while the client signs.
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByText('$10,300.00').first()).toBeVisible();
    await client.getByRole('button', { name: 'Approve and Sign' }).click();
    const dialog = client.getByRole('dialog', { name: 'Approve and Sign' });
    await dialog.getByLabel('Your full name').fill('Rosa Alvarez');
    await drawSignature(client);
    await shots(client, 'portal-change-order-sign');
    await dialog.getByRole('button', { name: 'Approve and Sign' }).click();
    await expect(client.getByText(/Approved and signed by Rosa Alvarez on/)).toBeVisible();
    // Staff see the Sold Price with the change order, live: their page is not reloaded.
    await expect(page.getByText('$10,412.37').first()).toBeVisible();
    await client.goto(`/portal/projects/${projectId}`);
  });

  await test.step('staff turn Messages off for this project; the client no longer has the tab', async () => {
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('button', { name: 'Client Portal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Client Portal' });
    await expect(dialog.getByText(/Choose what Rosa Alvarez sees/)).toBeVisible();
    await shots(page, 'portal-settings-dialog');
    await dialog.getByRole('checkbox', { name: 'Messages' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastText(page, 'Portal settings saved')).toBeVisible();
    await client.reload();
    await expect(client.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(client.getByRole('tab', { name: 'Messages' })).toHaveCount(0);
  });

  await test.step('signing out, then in again by address with a fresh link', async () => {
    await client.getByRole('button', { name: 'Sign out' }).click();
    await expect(client.getByRole('heading', { name: 'Sign in to your client portal' })).toBeVisible();
    const asked = new Date();
    await client.getByLabel('Email').fill(email);
    await client.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(client.getByText(/a sign-in link is on its way/)).toBeVisible();
    await shots(client, 'portal-sign-in-sent');
    const mail = await waitForMail(email, { since: asked, subject: /Your sign-in link/ });
    const link = firstLink(mail, '/portal/open');
    await client.goto(link);
    await expect(client.getByRole('heading', { name: 'Your projects' })).toBeVisible();
    // The link worked once.
    await client.goto(link);
    await expect(client.getByRole('alert')).toContainText('This sign-in link is invalid, used or expired.');
  });
});
