import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { pdfText } from '#server/test/pdf-text';
import { createInvitation, expect, registerViaApi, test, toastText, uniqueUsername } from './fixtures';
import { firstLink, waitForMail } from './support/mailbox';
import { NARROW, shotPath, shots, suffix, WIDE } from './support/screens';
import { drawSignature } from './support/signature';

/** The print view at the width of US Letter less half-inch margins (7.5 in at 96 px per inch). */
async function printShot(page: Page, name: string) {
  const size = page.viewportSize() ?? WIDE;
  await page.setViewportSize({ width: 720, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: shotPath(`estimate-${name}-print`), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(size);
}

type Setup = { companyId: number; projectId: number; projectName: string; customerName: string };

/** A new company (the page is its admin) with a customer and a project, made through the API. */
async function companyWithProject(page: Page): Promise<Setup> {
  const admin = await registerViaApi(page, { companyName: `Estimate E2E ${suffix()}` });
  const companyId = admin.companyId!;
  const lastName = `Client${suffix()}`;
  const customer = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: {
      firstName: 'Ada',
      lastName,
      email: 'ada.billing@example.com',
      phone: '555-0142',
      address: '12 Elm Street, Springfield',
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { id: number }).id;
  const projectName = `Kitchen remodel ${suffix()}`;
  const project = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: {
      customerId,
      name: projectName,
      type: 'whole_house',
      description: 'Open the kitchen to the dining room.',
      startDate: '2030-03-02',
    },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  return { companyId, projectId, projectName, customerName: `Ada ${lastName}` };
}

/** Adds a budget item through the budget page's dialog (opened by `open`). */
async function addBudgetItem(
  page: Page,
  open: () => Promise<void>,
  item: { type: 'group' | 'product'; name: string; quantity?: string; unitCost?: string; unitPrice?: string },
) {
  await open();
  const dialog = page.getByRole('dialog', { name: 'Add Budget Item' });
  await dialog.getByLabel('Type').selectOption(item.type);
  await dialog.getByLabel('Name').fill(item.name);
  if (item.quantity) await dialog.getByLabel('Quantity').fill(item.quantity);
  if (item.unitCost) await dialog.getByLabel('Unit cost').fill(item.unitCost);
  if (item.unitPrice) await dialog.getByLabel('Unit price').fill(item.unitPrice);
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(item.name) }).first()).toBeVisible();
}

async function addChildOf(page: Page, group: string) {
  await page.getByRole('button', { name: `Actions for ${group}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add Item' }).click();
}

/** The link to the public estimate page in the e-mail the run's real SMTP server received for `to`. */
async function estimateLink(to: string, since: Date): Promise<string> {
  const mail = await waitForMail(to, { subject: /^Estimate /, since });
  return firstLink(mail, '/public/estimates/');
}

/** A fresh browser context: no cookies, as a client opening the e-mail on their own device. */
async function clientPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('from budget to an approved estimate: send, client approves by link, Sold Price, PDF, revision', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { companyId, projectId, projectName, customerName } = await companyWithProject(page);
  const year = new Date().getFullYear();
  const number = `${projectId}-${year}`;

  // Carried from step to step: the document, the client's address and link, and the client's own browser.
  const estimate = page.getByRole('article', { name: `Estimate ${number}` });
  let email = '';
  let sentAt = new Date();
  let link = '';
  let client: Awaited<ReturnType<typeof clientPage>>;

  await test.step('the budget: a nested group, products, three milestones', async () => {
    // The budget, through the budget page: a nested group, products and a three-milestone scheme.
    await page.goto(`/projects/${projectId}/budget`);
    await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
    // While the budget is empty the header's button is disabled and the empty text's one starts the budget.
    const addTopLevel = () => page.getByRole('button', { name: 'Add Budget Item', disabled: false }).click();
    await addBudgetItem(page, addTopLevel, { type: 'group', name: 'Kitchen' });
    await addBudgetItem(page, () => addChildOf(page, 'Kitchen'), { type: 'group', name: 'Cabinets' });
    await addBudgetItem(page, () => addChildOf(page, 'Cabinets'), {
      type: 'product',
      name: 'Shaker cabinet',
      quantity: '4',
      unitCost: '250',
      unitPrice: '400',
    });
    await addBudgetItem(page, addTopLevel, {
      type: 'product',
      name: 'Demolition',
      quantity: '1',
      unitCost: '500',
      unitPrice: '800',
    });
    await page.getByRole('button', { name: 'Add Milestone' }).click();
    const milestones = page.getByRole('dialog', { name: 'Add Milestone' });
    await milestones.getByLabel('3 Milestones (Start, In Progress, Completion)').check();
    await milestones.getByRole('button', { name: 'Add Milestone' }).click();
    await expect(page.getByRole('row', { name: /Milestone: Completion/ })).toBeVisible();
  });

  await test.step("Create Estimate: the draft's texts and the milestone split", async () => {
    // Create Estimate: the texts while draft, and the budget print layout with the milestone split.
    await page.getByRole('button', { name: 'Create Estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Estimate' });
    await expect(dialog.getByText(`Estimate #${number}`)).toBeVisible();
    await expect(dialog.getByLabel('Project Description')).toHaveValue(
      'Open the kitchen to the dining room.',
    );
    await dialog.getByLabel('Notes').fill('Cabinet colour to be chosen at the showroom.');
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    await save.click();
    // Saved: the form matches the server's copy again (the toast sits behind the modal for role queries).
    await expect(save).toBeDisabled();
    const layout = page.getByTestId('budget-print-layout');
    await expect(layout).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(layout).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(layout.getByText('PROJECT ESTIMATE')).toBeVisible();
    await expect(layout.getByText('Cabinet colour to be chosen at the showroom.')).toBeVisible();
    for (const name of ['Milestone: Start', 'Milestone: In Progress', 'Milestone: Completion']) {
      await expect(
        layout.getByRole('row', { name: `${name} Due on reaching this milestone 33.33% $800.00` }),
      ).toBeVisible();
    }
    await page.emulateMedia({ media: 'screen' });
    await expect(layout).toBeHidden();
    await printShot(page, 'budget');
    await shots(page, 'estimate-create-dialog');
    await dialog.getByRole('link', { name: 'Open Estimate' }).click();
  });

  await test.step('the estimate page', async () => {
    // The estimate page: the document as the spec lays it out.
    await expect(page).toHaveURL(`/projects/${projectId}/estimate`);
    await expect(estimate.getByText('PROJECT ESTIMATE')).toBeVisible();
    await expect(estimate.getByText(number, { exact: true })).toBeVisible();
    await expect(estimate.getByText(customerName)).toBeVisible();
    await expect(estimate.getByText('whole house')).toBeVisible();
    await expect(estimate.getByText('March 2, 2030')).toBeVisible();
    await expect(estimate.getByText('TBD')).toBeVisible();
    await expect(estimate.getByRole('row', { name: 'Kitchen $1,600.00' })).toBeVisible();
    await expect(estimate.getByRole('row', { name: 'Cabinets $1,600.00' })).toBeVisible();
    await expect(estimate.getByRole('row', { name: 'Shaker cabinet 4 ea $400.00 $1,600.00' })).toBeVisible();
    await expect(estimate.getByTestId('estimate-total')).toHaveText('$2,400.00');
    await expect(
      estimate.getByRole('row', { name: /Initial Deposit Due at contract signing 25% \$600\.00/ }),
    ).toBeVisible();
    await expect(
      estimate.getByRole('row', { name: /Progress Payment Due at 50% completion 40% \$960\.00/ }),
    ).toBeVisible();
    await expect(
      estimate.getByRole('row', { name: /Final Payment Due at project completion 35% \$840\.00/ }),
    ).toBeVisible();
    await expect(estimate.getByText('Cabinet colour to be chosen at the showroom.')).toBeVisible();
    await expect(estimate.getByText('Client Signature')).toBeVisible();
  });

  await test.step('refusals before any call; the deposit slider', async () => {
    // Refusals shown before any call: no recipient yet, and the recipient form's missing fields.
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await expect(toastText(page, 'Cannot Update Status')).toBeVisible();
    await expect(
      toastText(page, 'Add at least one recipient before sending the estimate for approval.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add Recipient' }).click();
    await expect(toastText(page, 'Missing Information')).toBeVisible();
    await expect(toastText(page, 'Please provide both name and email for the recipient.')).toBeVisible();

    // The deposit slider saves while draft: 30 % of $2,400.00.
    await page.getByRole('slider', { name: 'Deposit Percentage' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toastText(page, 'Deposit updated')).toBeVisible();
    await expect(
      estimate.getByRole('row', { name: /Initial Deposit Due at contract signing 30% \$720\.00/ }),
    ).toBeVisible();
  });

  await test.step('a recipient, then Send', async () => {
    // A recipient with an address no other run uses, then send.
    email = `client.${suffix()}@example.com`;
    const recipients = page.getByRole('form', { name: 'Add recipient' });
    await recipients.getByLabel('Name').fill('Ada Client');
    await recipients.getByLabel('Email').fill(email);
    await recipients.getByRole('button', { name: 'Add Recipient' }).click();
    await expect(toastText(page, 'Recipient added')).toBeVisible();
    await shots(page, 'estimate-page-draft');
    await printShot(page, 'page');
    sentAt = new Date();
    await page.getByRole('button', { name: 'Send to Ada Client' }).click();
    await expect(toastText(page, 'Estimate sent')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Estimate Status' }).getByText('Pending', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Recipients' }).getByText('Sent', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send to Ada Client' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Recipient' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark as approved by client' })).toBeVisible();
  });

  await test.step('the client approves by the e-mailed link on a phone', async () => {
    // The client opens the e-mailed link with no session, on a phone, and approves by typing their name.
    link = await estimateLink(email, sentAt);
    client = await clientPage(browser, baseURL);
    const clientCalls: string[] = [];
    client.page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/')) clientCalls.push(path);
    });
    await client.page.setViewportSize(NARROW);
    await client.page.goto(link);
    await expect(
      client.page.getByRole('heading', { name: 'Hello Ada Client, please review your estimate' }),
    ).toBeVisible();
    await expect(client.page.getByTestId('estimate-total')).toHaveText('$2,400.00');
    await expect(client.page.getByRole('navigation')).toHaveCount(0);
    await shots(client.page, 'estimate-public-pending');
    await client.page.getByRole('button', { name: 'Approve Estimate' }).click();
    const approve = client.page.getByRole('dialog', { name: 'Approve Estimate' });
    await expect(approve.getByText('$2,400.00')).toBeVisible();
    await approve.getByRole('button', { name: 'Approve Estimate' }).click();
    await expect(approve.getByText('Please type your full name to approve the estimate.')).toBeVisible();
    await approve.getByLabel('Your full name').fill('Ada Client');
    await approve.getByRole('button', { name: 'Approve Estimate' }).click();
    await expect(approve.getByText('Please draw your signature')).toBeVisible();
    await drawSignature(client.page);
    await shots(client.page, 'estimate-public-approve-dialog');
    await approve.getByRole('button', { name: 'Approve Estimate' }).click();
    await expect(client.page.getByRole('heading', { name: 'Estimate approved' })).toBeVisible();
    await expect(client.page.getByRole('button', { name: 'Approve Estimate' })).toHaveCount(0);
    await shots(client.page, 'estimate-public-approved');
    const [clientDownload] = await Promise.all([
      client.page.waitForEvent('download'),
      client.page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const clientPdf = readFileSync((await clientDownload.path())!);
    expect(clientPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(clientPdf)).toContain('2,400.00');
    expect(pdfText(clientPdf)).toContain('Approved by Ada Client on');
    // Only the public calls: the page asks nothing of a session.
    expect(clientCalls.filter((path) => !path.startsWith('/api/public/'))).toEqual([]);
    await expect(client.page).toHaveURL(link);
  });

  await test.step('Approved: the history, Sold Price and the PDF', async () => {
    // Back as the contractor: Approved, the history, and Sold Price equal to the total.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Estimate Status' }).getByText('Approved', { exact: true }),
    ).toBeVisible();
    const history = page.getByRole('list', { name: 'Estimate history' });
    await expect(history.getByText('Approved by Ada Client (signed "Ada Client")')).toBeVisible();
    await expect(history.getByText('Viewed by Ada Client')).toBeVisible();
    await expect(history.getByText(`Sent to Ada Client <${email}>`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recipients' }).getByText(/^Viewed /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Return to Draft' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as approved by client' })).toHaveCount(0);
    await shots(page, 'estimate-page-approved');
    await printShot(page, 'page-approved');

    // The server's PDF: a real file with the total on it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as PDF' }).click(),
    ]);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(file);
    expect(text).toContain('2,400.00');
    expect(text).toContain('APPROVED');

    await page.goto(`/projects/${projectId}`);
    const soldPrice = page.getByText('Sold Price', { exact: true }).locator('..');
    await expect(soldPrice).toContainText('$2,400.00');
  });

  await test.step('Return to Draft', async () => {
    // Return to Draft: the recipient can be sent the revised estimate, and the old link says it is being revised.
    await page.goto(`/projects/${projectId}/estimate`);
    await page.getByRole('button', { name: 'Return to Draft' }).click();
    // Leaving approved says first that Sold Price drops to $0.
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Sold Price drops to $0 until the estimate is approved again');
    await confirm.getByRole('button', { name: 'Return to Draft' }).click();
    await expect(toastText(page, 'Status Updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send for approval' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send to Ada Client' })).toBeVisible();
    await client.page.goto(link);
    await expect(
      client.page.getByText('This estimate is being revised. You will receive a new link when it is ready.'),
    ).toBeVisible();
    await shots(client.page, 'estimate-public-revised');
    await client.context.close();
  });

  await test.step('an employee reads the draft without status or send actions', async () => {
    // An employee of the company sees the draft and its recipients, but no status or send actions.
    const inviteUrl = await createInvitation(page, companyId, 'employee');
    const employee = await browser.newContext({ baseURL });
    const username = uniqueUsername('emp');
    const joined = await employee.request.post('/api/register', {
      data: {
        username,
        password: 'secret123',
        email: `${username}@example.com`,
        firstName: 'Eli',
        lastName: 'Employee',
        inviteToken: new URL(inviteUrl).searchParams.get('invite'),
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    const employeePage = await employee.newPage();
    await employeePage.goto(`/projects/${projectId}/estimate`);
    await expect(
      employeePage.getByRole('list', { name: 'Recipients' }).getByText('Ada Client'),
    ).toBeVisible();
    await expect(
      employeePage.getByText('Only admins and managers can change the status of an estimate or send it.'),
    ).toBeVisible();
    await expect(employeePage.getByRole('button', { name: 'Send for approval' })).toHaveCount(0);
    await expect(employeePage.getByRole('button', { name: 'Send to Ada Client' })).toHaveCount(0);
    await shots(employeePage, 'estimate-page-employee');
    await employee.close();
  });
});

test('a client declines with a reason and the contractor sees it', async ({ page, browser, baseURL }) => {
  const { projectId } = await companyWithProject(page);
  // Budget, recipient and sending through the API: this test is about the client's side.
  const item = await page.request.post(`/api/projects/${projectId}/budget`, {
    data: { type: 'product', name: 'Deck boards', quantity: '10', unitCost: '30', unitPrice: '45.5' },
  });
  expect(item.status(), await item.text()).toBe(201);
  const estimate = (await (await page.request.get(`/api/projects/${projectId}/estimate`)).json()) as {
    id: number;
  };
  const email = `decliner.${suffix()}@example.com`;
  const added = await page.request.post(`/api/estimates/${estimate.id}/recipients`, {
    data: { name: 'Dee Client', email, role: 'client' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const recipient = (await added.json()) as { id: number };
  const since = new Date();
  const sent = await page.request.post(`/api/estimate-recipients/${recipient.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);

  const client = await clientPage(browser, baseURL);
  await client.page.goto(await estimateLink(email, since));
  await expect(client.page.getByTestId('estimate-total')).toHaveText('$455.00');
  await client.page.getByRole('button', { name: 'Decline' }).click();
  const decline = client.page.getByRole('dialog', { name: 'Decline Estimate' });
  await decline.getByLabel('Reason (optional)').fill('Over our budget this year.');
  await shots(client.page, 'estimate-public-decline-dialog');
  await decline.getByRole('button', { name: 'Decline Estimate' }).click();
  await expect(client.page.getByRole('heading', { name: 'Estimate declined' })).toBeVisible();
  await expect(client.page.getByRole('button', { name: 'Approve Estimate' })).toHaveCount(0);
  await shots(client.page, 'estimate-public-declined');
  await client.context.close();

  await page.goto(`/projects/${projectId}/estimate`);
  await expect(
    page.getByRole('region', { name: 'Estimate Status' }).getByText('Declined', { exact: true }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Estimate history' })
      .getByText('Declined by Dee Client: Over our budget this year.'),
  ).toBeVisible();
  // A declined estimate only goes back to draft; nothing is sent from it.
  await expect(page.getByRole('button', { name: 'Return to Draft' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as approved by client' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Send to / })).toHaveCount(0);
  // Sold Price counts only an approved estimate.
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByText('Sold Price', { exact: true }).locator('..')).toContainText('$0.00');
});

test('an unknown estimate link says so, without signing in', async ({ browser, baseURL }) => {
  const client = await clientPage(browser, baseURL);
  await client.page.goto(`/public/estimates/${'x'.repeat(43)}`);
  await expect(client.page.getByText('This estimate link is not valid.')).toBeVisible();
  await expect(client.page).toHaveURL(/\/public\/estimates\//);
  await shots(client.page, 'estimate-public-invalid');
  await client.context.close();
});
