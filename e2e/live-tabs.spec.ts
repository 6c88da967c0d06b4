import type { Page, Request } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn, test } from './fixtures';

test('the tabs of one browser share one event stream, and another tab takes it over when the first closes', async ({
  browser,
}) => {
  // The manager, at another computer, writes; the owner has two tabs open on the conversation.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, 'manager', DEMO_PASSWORD);
  await expect(manager.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const me = (await (await manager.request.get('/api/user')).json()) as { companyId: number };
  const suffix = Date.now().toString(36);
  const customer = await manager.request.post(`/api/companies/${me.companyId}/customers`, {
    data: { firstName: 'Ola', lastName: `Berg${suffix}` },
  });
  const created = await manager.request.post(`/api/companies/${me.companyId}/projects`, {
    data: {
      name: `Garage loft ${suffix}`,
      customerId: ((await customer.json()) as { id: number }).id,
      type: 'other',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: number };
  const say = async (content: string) => {
    const res = await manager.request.post(`/api/projects/${project.id}/chat`, { data: { content } });
    expect(res.status(), await res.text()).toBe(201);
  };

  const ownerContext = await browser.newContext();
  // Event streams of the owner's browser: opened, and still open (a page that unloads ends its stream).
  const opened = new Set<Request>();
  const open = new Set<Request>();
  const isStream = (request: Request) => new URL(request.url()).pathname === '/api/events';
  ownerContext.on('request', (request) => {
    if (!isStream(request)) return;
    opened.add(request);
    open.add(request);
  });
  ownerContext.on('requestfinished', (request) => open.delete(request));
  ownerContext.on('requestfailed', (request) => open.delete(request));
  // A closed tab's stream is gone with it (no event says so).
  const closeTab = async (tab: Page) => {
    for (const request of open) if (request.frame().page() === tab) open.delete(request);
    await tab.close();
  };
  const first = await ownerContext.newPage();
  await signIn(first, 'owner', DEMO_PASSWORD);
  await expect(first.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await first.goto(`/chats/${project.id}`);
  await expect(first.getByText('No messages yet. Start the conversation!')).toBeVisible();
  const second = await ownerContext.newPage();
  await second.goto(`/chats/${project.id}`);
  await expect(second.getByText('No messages yet. Start the conversation!')).toBeVisible();

  // One message reaches both tabs, through the one stream the first tab holds.
  await say('Loft joists are in.');
  for (const tab of [first, second]) {
    await expect(tab.getByRole('log', { name: 'Messages' }).getByText('Loft joists are in.')).toBeVisible();
  }
  await expect.poll(() => open.size).toBe(1);
  const before = opened.size;

  // The first tab closes: the second opens the stream itself and still hears the next message, with no reload.
  await closeTab(first);
  await expect.poll(() => opened.size).toBe(before + 1);
  await expect.poll(() => open.size).toBe(1);
  await say('Stairs go in Thursday.');
  await expect(
    second.getByRole('log', { name: 'Messages' }).getByText('Stairs go in Thursday.'),
  ).toBeVisible();

  await ownerContext.close();
  await managerContext.close();
});
