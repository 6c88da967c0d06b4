import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, signIn, test, toastText } from './fixtures';

// Both tests count the demo members' unread messages: one at a time.
test.describe.configure({ mode: 'serial' });

/** A 1 x 1 PNG and a minimal PDF: the server tells their types from these bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A signed-in page of its own browser context (own cookies), as a second person at another computer. */
async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return page;
}

/** The sidebar's Chats link; its badge ('3 unread') is part of its name. */
const chatsLink = (page: Page) => page.getByRole('navigation').getByRole('link', { name: /^Chats/ });

/** The unread total the badge should show, from the server. */
async function unreadTotal(page: Page): Promise<number> {
  const res = await page.request.get('/api/unread-messages/total');
  return ((await res.json()) as { totalUnread: number }).totalUnread;
}

async function expectBadge(page: Page, count: number) {
  if (count === 0) await expect(chatsLink(page)).toHaveAccessibleName('Chats');
  else await expect(chatsLink(page)).toHaveAccessibleName(`Chats ${count} unread`);
}

test('two members chat live: send, edit and delete reach the other browser, and the unread badge follows', async ({
  browser,
}) => {
  const owner = await signedIn(browser, 'owner');
  const manager = await signedIn(browser, 'manager');

  // Carried from step to step: the project, the manager's unread count before it, the owner's box, both logs.
  let project: { id: number; name: string };
  let baseline: number;
  let box: Locator;
  let ownerLog: Locator;
  let managerLog: Locator;

  await test.step("a new project of the demo company; with its team chats read, the manager's Chats badge shows the rest", async () => {
    // A new project of the demo company, and the manager's team chats all read (customer messages may stay unread).
    const me = (await (await owner.request.get('/api/user')).json()) as { companyId: number };
    const suffix = Date.now().toString(36);
    const customer = await owner.request.post(`/api/companies/${me.companyId}/customers`, {
      data: { firstName: 'Nora', lastName: `Lindqvist${suffix}` },
    });
    expect(customer.status()).toBe(201);
    const customerId = ((await customer.json()) as { id: number }).id;
    const created = await owner.request.post(`/api/companies/${me.companyId}/projects`, {
      data: { name: `Porch rebuild ${suffix}`, customerId, type: 'other' },
    });
    expect(created.status(), await created.text()).toBe(201);
    project = (await created.json()) as { id: number; name: string };
    const chats = (await (await manager.request.get('/api/chats?limit=100')).json()) as {
      projectId: number;
    }[];
    for (const chat of chats) await manager.request.post(`/api/projects/${chat.projectId}/mark-read`);
    baseline = await unreadTotal(manager);
    await manager.reload();
    await expectBadge(manager, baseline);
  });

  await test.step("the owner opens the new project's conversation: No messages yet", async () => {
    // The owner opens the new project's conversation: empty.
    await owner.goto(`/chats/${project.id}`);
    await expect(owner.getByText('No messages yet. Start the conversation!')).toBeVisible();
  });

  await test.step("the owner sends a message with Enter; the manager's badge goes up without a reload", async () => {
    // Enter sends; the manager's badge goes up without a reload.
    box = owner.getByRole('textbox', { name: 'Message' });
    await box.fill('Framing starts Monday at 7.');
    await box.press('Enter');
    ownerLog = owner.getByRole('log', { name: 'Messages' });
    await expect(ownerLog.getByText('Framing starts Monday at 7.')).toBeVisible();
    await expect(box).toHaveValue('');
    await expectBadge(manager, baseline + 1);
  });

  await test.step('the manager opens the conversation from Chats: the message is there, the badge goes back', async () => {
    // The manager opens the conversation from the list: it is read, the badge goes back.
    await chatsLink(manager).click();
    const projectLink = manager.getByRole('navigation', { name: 'Project chats' }).getByRole('link', {
      name: new RegExp(`${project.name}.*Team`),
    });
    await expect(projectLink).toContainText('Team');
    await projectLink.click();
    managerLog = manager.getByRole('log', { name: 'Messages' });
    await expect(managerLog.getByText('Framing starts Monday at 7.')).toBeVisible();
    await expectBadge(manager, baseline);
    await expectNoSeriousA11yViolations(manager);
  });

  await test.step('the owner edits the message; the manager sees the new words, marked (edited)', async () => {
    // The owner edits the message: the manager sees the new words, marked edited.
    await ownerLog.getByRole('button', { name: 'Actions for message from you' }).click();
    await owner.getByRole('menuitem', { name: 'Edit' }).click();
    const editBox = owner.getByRole('textbox', { name: 'Edit message' });
    await editBox.fill('Framing starts Tuesday at 7.');
    await editBox.press('Enter');
    await expect(managerLog.getByText('Framing starts Tuesday at 7.')).toBeVisible();
    await expect(managerLog.getByText('(edited)')).toBeVisible();
  });

  await test.step('a message arriving while the manager has the conversation open is read at once: no badge', async () => {
    // A message arriving while the manager has the conversation open is read at once: no badge.
    await box.fill('Dumpster arrives Friday.');
    await box.press('Enter');
    await expect(managerLog.getByText('Dumpster arrives Friday.')).toBeVisible();
    await expectBadge(manager, baseline);
  });

  await test.step('the owner deletes the first message after confirming; the manager sees it deleted', async () => {
    // The owner deletes the first message after confirming.
    await ownerLog.getByRole('button', { name: 'Actions for message from you' }).first().click();
    await owner.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = owner.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this message?');
    await expectNoSeriousA11yViolations(owner);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(managerLog.getByText('This message has been deleted')).toBeVisible();
    await expect(managerLog.getByText('Framing starts Tuesday at 7.')).toHaveCount(0);
  });

  await test.step("the manager answers on two lines; the owner makes it a task, which the project's Tasks list", async () => {
    // The manager answers with a new line in the message (Shift+Enter), and the owner turns it into a task.
    const managerBox = manager.getByRole('textbox', { name: 'Message' });
    await managerBox.fill('Order the porch posts');
    await managerBox.press('Shift+Enter');
    await managerBox.pressSequentially('Cedar, 6x6, eight of them.');
    await managerBox.press('Enter');
    await expect(ownerLog.getByText('Cedar, 6x6, eight of them.')).toBeVisible();
    await ownerLog.getByRole('button', { name: 'Actions for message from Marcus Reyes' }).click();
    await owner.getByRole('menuitem', { name: 'Create Task' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Create Task from Message' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Order the porch posts');
    await expect(dialog.getByLabel('Status')).toHaveValue('not_started');
    await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
    await dialog.getByLabel('Status').selectOption({ label: 'Waiting' });
    await expectNoSeriousA11yViolations(owner);
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(toastText(owner, 'Task created')).toBeVisible();

    await owner.goto(`/projects/${project.id}?tab=tasks`);
    await expect(owner.getByText('Order the porch posts').first()).toBeVisible();
  });

  await test.step("the project's Team Chat tab shows the same conversation", async () => {
    // The project's Team Chat tab shows the same conversation.
    await owner.goto(`/projects/${project.id}?tab=chat`);
    await expect(
      owner.getByRole('log', { name: 'Messages' }).getByText('Dumpster arrives Friday.'),
    ).toBeVisible();
  });
});

test('a photo shows as a thumbnail and a PDF as a file link, in the other browser too', async ({
  browser,
}) => {
  const employee = await signedIn(browser, 'employee');
  const owner = await signedIn(browser, 'owner');
  const chats = (await (await owner.request.get('/api/chats?search=Basement')).json()) as {
    projectId: number;
  }[];
  const projectId = chats[0]!.projectId;
  await owner.goto(`/chats/${projectId}`);
  await employee.goto(`/projects/${projectId}?tab=chat`);

  const composer = employee.getByRole('form', { name: 'Send a message' });
  await expect(composer.getByRole('button', { name: 'Attach a photo or PDF' })).toBeVisible();
  await composer
    .locator('input[type=file]')
    .setInputFiles({ name: 'egress-window.png', mimeType: 'image/png', buffer: png });
  await expect(employee.getByRole('button', { name: 'Remove egress-window.png' })).toBeVisible();
  await employee.getByRole('textbox', { name: 'Message' }).fill('Egress window is framed.');
  await employee.getByRole('button', { name: 'Send message' }).click();
  const ownerLog = owner.getByRole('log', { name: 'Messages' });
  await expect(ownerLog.getByText('Egress window is framed.')).toBeVisible();
  await expect(ownerLog.getByRole('img', { name: 'egress-window.png' })).toBeVisible();

  await composer
    .locator('input[type=file]')
    .setInputFiles({ name: 'permit.pdf', mimeType: 'application/pdf', buffer: pdf });
  await employee.getByRole('button', { name: 'Send message' }).click();
  const link = ownerLog.getByRole('link', { name: /permit\.pdf/ });
  await expect(link).toBeVisible();
  const file = await owner.request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
});

test('on a phone, Chats shows the project list, then the conversation', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await signIn(phone, 'employee', DEMO_PASSWORD);
  await expect(phone.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await phone.goto('/chats');
  const list = phone.getByRole('navigation', { name: 'Project chats' });
  await expect(list.getByRole('link').first()).toBeVisible();
  // No conversation opens by itself on a phone.
  await expect(phone).toHaveURL(/\/chats$/);
  await list.getByRole('link', { name: /Henderson Kitchen Remodel.*Team/ }).click();
  await expect(phone.getByRole('log', { name: 'Messages' })).toBeVisible();
  await expect(list).toBeHidden();
  await phone.getByRole('link', { name: 'Back to Chats' }).click();
  await expect(list).toBeVisible();
});
