import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { companyWithCustomer, freshPage } from './support/customer-company';
import { firstLink, type Mail, waitForMail } from './support/mailbox';
import { NARROW, shot, WIDE } from './support/screens';

test("Chats lists a project's customer conversation apart from its team chat, and staff answer the customer there", async ({
  page,
  browser,
  baseURL,
}) => {
  // A company of its own, with a customer (Nora, with an e-mail address) and a project of hers.
  const { email, customerId, projectId, projectName } = await companyWithCustomer(page, 'Chats Builders');

  // Carried from step to step: the office's e-mail to the customer, the list of chats, its two entries and the conversation.
  let mail: Mail;
  let list: Locator;
  let teamEntry: Locator;
  let customerEntry: Locator;
  let log: Locator;

  await test.step("the customer replies on the e-mailed link's page; the team chat gets a newer message", async () => {
    // The office writes to the customer (an e-mail with the link to the conversation's page) ...
    const since = new Date();
    const sent = await page.request.post(`/api/projects/${projectId}/customers/${customerId}/messages`, {
      data: { content: 'We can start the attic on Monday.' },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    mail = await waitForMail(email, { subject: /^Message from Chats Builders/, since });

    // ... and the customer replies on the public page.
    const nora = await freshPage(browser, baseURL);
    await nora.page.goto(firstLink(mail, '/public/messages/'));
    await nora.page.getByLabel('Your reply').fill('Thanks! Monday works for us.');
    await nora.page.getByLabel('Your reply').press('Enter');
    await expect(nora.page.getByRole('log', { name: 'Conversation' })).toContainText(
      'Thanks! Monday works for us.',
    );
    await nora.context.close();

    // The team chat gets a newer message, so it is the first entry and the one a wide screen opens by itself.
    const team = await page.request.post(`/api/projects/${projectId}/chat`, {
      data: { content: 'Insulation is ordered.' },
    });
    expect(team.status(), await team.text()).toBe(201);
  });

  await test.step("on a phone Chats is the list alone; the customer's entry has 1 unread", async () => {
    list = page.getByRole('navigation', { name: 'Project chats' });
    teamEntry = list.getByRole('link', { name: new RegExp(`${projectName}.*Team`) });
    customerEntry = list.getByRole('link', { name: new RegExp(`${projectName}.*Customer`) });
    // A phone shows the list alone.
    await page.setViewportSize(NARROW);
    await page.goto('/chats');
    await expect(customerEntry).toContainText('1 unread');
    await shot(page, 'chats-customer-unread-narrow');
  });

  await test.step("on a wide screen Chats opens the team chat; the customer's reply is its own entry, 1 unread", async () => {
    await page.setViewportSize(WIDE);
    await page.goto('/chats');
    await expect(page).toHaveURL(new RegExp(`/chats/${projectId}$`));
    await expect(teamEntry).toContainText('Insulation is ordered.');
    await expect(teamEntry).not.toContainText('unread');
    // The customer's reply is its own entry, with its own unread count, labelled with the customer.
    await expect(customerEntry).toContainText('1 unread');
    await expect(customerEntry).toContainText('Nora Lindqvist');
    await expect(customerEntry).toContainText('Nora Lindqvist: Thanks! Monday works for us.');
    await shot(page, 'chats-customer-unread-wide');
  });

  await test.step("opening the customer's entry shows her reply and clears its unread count", async () => {
    // Opening it shows the customer conversation in the pane, reads the reply and clears its count.
    await customerEntry.click();
    await expect(page).toHaveURL(new RegExp(`/chats/${projectId}/customer$`));
    await expect(customerEntry).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Messages with Nora Lindqvist' })).toBeVisible();
    log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('article', { name: /^Nora Lindqvist/ })).toContainText(
      'Thanks! Monday works for us.',
    );
    await expect(customerEntry).not.toContainText('unread');
  });

  await test.step('staff answer there on two lines; the answer also goes out by e-mail', async () => {
    // Staff answer there: Enter sends, Shift+Enter breaks the line; the answer goes out by e-mail too.
    const box = page.getByLabel('Message to Nora Lindqvist');
    const answered = new Date();
    await box.fill('Great, see you Monday.');
    await box.press('Shift+Enter');
    await box.pressSequentially('We arrive at 8.');
    await box.press('Enter');
    await expect(log).toContainText('We arrive at 8.');
    await expect(box).toHaveValue('');
    await expect(customerEntry).toContainText('We arrive at 8.');
    const answer = await waitForMail(email, { subject: /^Message from Chats Builders/, since: answered });
    expect(answer.text).toContain('Great, see you Monday.');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'chats-customer-conversation-wide');
  });

  await test.step('on a phone the conversation fills the screen, the list hidden', async () => {
    // On a phone the conversation fills the screen, the list behind Back to Chats.
    await page.setViewportSize(NARROW);
    await page.reload();
    await expect(log).toContainText('We arrive at 8.');
    await expect(list).toBeHidden();
    await shot(page, 'chats-customer-conversation-narrow');
    await page.setViewportSize(WIDE);
  });

  await test.step('the team entry still opens the team chat', async () => {
    await teamEntry.click();
    await expect(page).toHaveURL(new RegExp(`/chats/${projectId}$`));
    await expect(
      page.getByRole('log', { name: 'Messages' }).getByText('Insulation is ordered.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Messages with Nora Lindqvist' })).toHaveCount(0);
  });

  await test.step('a new reply from the customer reaches the open list live: her entry shows it, 1 unread', async () => {
    // A new reply reaches the open list live (no reload): its entry's preview and unread count change.
    const again = await freshPage(browser, baseURL);
    await again.page.goto(firstLink(mail, '/public/messages/'));
    await again.page.getByLabel('Your reply').fill('Could you bring tile samples?');
    await again.page.getByLabel('Your reply').press('Enter');
    await expect(again.page.getByRole('log', { name: 'Conversation' })).toContainText(
      'Could you bring tile samples?',
    );
    await again.context.close();
    await expect(customerEntry).toContainText('1 unread');
    await expect(customerEntry).toContainText('Nora Lindqvist: Could you bring tile samples?');
  });

  await test.step('Back returns to the customer conversation, a reload keeps it, Forward the team chat', async () => {
    // Back returns to the customer conversation (reading the new reply), and a reload keeps it open.
    await page.goBack();
    await expect(customerEntry).not.toContainText('unread');
    await expect(page).toHaveURL(new RegExp(`/chats/${projectId}/customer$`));
    await expect(page.getByRole('heading', { name: 'Messages with Nora Lindqvist' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('We arrive at 8.');
    await page.goForward();
    await expect(
      page.getByRole('log', { name: 'Messages' }).getByText('Insulation is ordered.'),
    ).toBeVisible();
  });
});
