import { expect, test } from './fixtures';
import { companyWithCustomer, freshPage } from './support/customer-company';
import { INBOUND_MAIL_DOMAIN, INBOUND_MAIL_SECRET } from './support/mail-env';
import { firstLink, type Mail, waitForMail } from './support/mailbox';
import { shots, suffix } from './support/screens';

/** The customer's answer as their mail program sends it: to the Reply-To address, the original quoted below. */
function replyMime(mail: Mail, from: string, answer: string): string {
  const quoted = mail.text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\r\n');
  return [
    `From: Nora Lindqvist <${from}>`,
    `To: ${mail.headers['reply-to']}`,
    `Subject: Re: ${mail.subject}`,
    ...(mail.headers['message-id'] ? [`In-Reply-To: ${mail.headers['message-id']}`] : []),
    `Message-ID: <${suffix()}@mail.example.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    answer,
    '',
    `On Wed, Nov 25, 2026 at 10:00 AM ${mail.headers.from ?? 'BuildLine'} wrote:`,
    quoted,
    '',
  ].join('\r\n');
}

test('a customer message goes out by e-mail; the e-mailed reply and a reply on the public page show up live', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email, projectId, projectName } = await companyWithCustomer(page, 'Messages Builders');

  await page.goto(`/projects/${projectId}?tab=messages`);
  await expect(page.getByRole('heading', { name: 'Messages with Nora Lindqvist' })).toBeVisible();
  await expect(page.getByText(/All messages are also sent via email/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
  await shots(page, 'customer-messages-empty');

  // The staff member writes; the message goes out through the run's SMTP server with the thread's reply address.
  const since = new Date();
  // Enter sends and Shift+Enter starts a new line, as in team chat.
  const box = page.getByLabel('Message to Nora Lindqvist');
  await box.fill('We can start the attic on Monday.');
  await box.press('Shift+Enter');
  await box.pressSequentially('Is 8 AM too early?');
  await expect(box).toHaveValue('We can start the attic on Monday.\nIs 8 AM too early?');
  await box.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('Is 8 AM too early?');
  await expect(page.getByLabel('Message to Nora Lindqvist')).toHaveValue('');
  const mail = await waitForMail(email, { subject: /^Message from Messages Builders/, since });
  expect(mail.headers['reply-to']).toMatch(new RegExp(`^reply\\+[a-f0-9]{40}@${INBOUND_MAIL_DOMAIN}$`));
  expect(mail.text).toContain('We can start the attic on Monday.');
  expect(mail.subject).toContain(projectName);

  // The customer answers the mail: the provider posts the raw message to the webhook; the open tab shows the
  // reply without a reload, and without the quoted original.
  const provider = await freshPage(browser, baseURL);
  const posted = await provider.page.request.post(`/api/inbound-mail?secret=${INBOUND_MAIL_SECRET}`, {
    headers: { 'content-type': 'message/rfc822' },
    data: replyMime(mail, email, '8 AM is fine, the side door will be open.'),
  });
  expect(posted.status(), await posted.text()).toBe(200);
  await provider.context.close();
  const reply = log.getByRole('article', { name: /^Nora Lindqvist/ });
  await expect(reply).toHaveCount(1);
  await expect(reply).toContainText('8 AM is fine, the side door will be open.');
  await expect(log).not.toContainText('wrote:');
  await expect(log.getByText('We can start the attic on Monday.', { exact: false })).toHaveCount(1);
  // Seen in the open conversation, the reply counts as read: the unread total goes back to 0.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/unread-messages/total')).json()) as { totalUnread: number })
          .totalUnread,
    )
    .toBe(0);
  await shots(page, 'customer-messages-tab');

  // The customer opens the link of the mail: the conversation, and a box to answer, without an account.
  const customer = await freshPage(browser, baseURL);
  await customer.page.goto(firstLink(mail, '/public/messages/'));
  await expect(customer.page.getByRole('heading', { name: `Messages about ${projectName}` })).toBeVisible();
  const publicLog = customer.page.getByRole('log', { name: 'Conversation' });
  await expect(publicLog).toContainText('Is 8 AM too early?');
  await expect(publicLog).toContainText('8 AM is fine, the side door will be open.');
  await customer.page.getByLabel('Your reply').fill('Also: please park in the driveway.');
  await customer.page.getByLabel('Your reply').press('Enter');
  await expect(publicLog).toContainText('Also: please park in the driveway.');
  await shots(customer.page, 'public-messages');
  await customer.context.close();

  // The staff's open tab gets it live too.
  await expect(log).toContainText('Also: please park in the driveway.');
});

test('a project without a customer says whom messages would go to', async ({ page }) => {
  const { projectId } = await companyWithCustomer(page, 'Messages Builders');
  // Detached from its customer (Edit Project can do it; deleting the customer does it too).
  const detached = await page.request.patch(`/api/projects/${projectId}`, { data: { customerId: null } });
  expect(detached.status(), await detached.text()).toBe(200);
  await page.goto(`/projects/${projectId}?tab=messages`);
  await expect(page.getByRole('heading', { name: 'No customer for this project' })).toBeVisible();
  await shots(page, 'customer-messages-no-customer');
});

test('a customer without an e-mail address cannot be written to, and the tab says how to fix it', async ({
  page,
}) => {
  const { customerId, projectId } = await companyWithCustomer(page, 'Messages Builders');
  const cleared = await page.request.patch(`/api/customers/${customerId}`, { data: { email: '' } });
  expect(cleared.status(), await cleared.text()).toBe(200);
  await page.goto(`/projects/${projectId}?tab=messages`);
  await expect(page.getByRole('heading', { name: 'Messages with Nora Lindqvist' })).toBeVisible();
  await expect(
    page.getByText('Nora Lindqvist has no e-mail address, so messages cannot reach them.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await shots(page, 'customer-messages-no-email');
  await page.getByRole('link', { name: "Add one to the customer's details" }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customerId}$`));
});
