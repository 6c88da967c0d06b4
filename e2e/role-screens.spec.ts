import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn, test } from './fixtures';
import { watchApiAndConsole } from './support/api-watch';

// Every screen asks only for what its viewer's role may see: visiting each sidebar screen as an employee and as
// a manager of the demo company gives no 4xx answer and no console error.
for (const role of ['employee', 'manager'] as const) {
  test(`every sidebar screen as the demo ${role}: no 4xx answer, no console error`, async ({ page }) => {
    await signIn(page, role, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // Watched from the signed-in dashboard on: the sign-in page's own 401 (who is signed in?) is expected.
    const watch = watchApiAndConsole(page);
    await page.reload();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const paths = await sidebar
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    // The company's areas at least; a wrong locator must not make the sweep pass by visiting nothing.
    expect(paths).toEqual(expect.arrayContaining(['/dashboard', '/team', '/catalog', '/settings/company']));
    for (const path of paths) {
      // By address: the Chats link's name carries the unread count, which other tests change.
      await sidebar.locator(`a[href="${path}"]`).click();
      // /chats opens its latest conversation on a wide screen (/chats/{projectId}).
      await expect(page).toHaveURL(new RegExp(`${path}(/\\d+)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await watch.settled();
    }
    expect(watch.problems(), `as ${role}`).toEqual([]);
  });

  test(`the screens one step further as the demo ${role}: catalog sections, a project's tabs, a customer`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, role, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const watch = watchApiAndConsole(page);
    const visit = async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await watch.settled();
    };
    await visit('/catalog');
    const sections = await catalogPaths(page);
    expect(sections).toContain('/catalog/phases');
    for (const path of sections) await visit(path);

    // The first project and customer the lists link to.
    await visit('/projects');
    const project = await firstLinkTo(page, /^\/projects\/\d+$/);
    await visit('/customers');
    const customer = await firstLinkTo(page, /^\/customers\/\d+$/);
    for (const tab of TABS) await visit(`${project}?tab=${tab}`);
    await visit(`${project}/budget`);
    await visit(`${project}/estimate`);
    await visit(customer);
    await visit('/profile');
    // Money screens: every member reads the bills; reports and exports are for admins and managers, and an
    // employee who opens them by address is told so without asking the server.
    await visit('/finances?tab=bills');
    for (const path of ['/finances/reports', '/finances/exports']) {
      await visit(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toHaveCount(
        role === 'employee' ? 1 : 0,
      );
    }
    expect(watch.problems(), `as ${role}`).toEqual([]);
  });
}

/** A project's tabs (project-detail-page.tsx), each its own address. */
const TABS = [
  'phases',
  'details',
  'tasks',
  'budget',
  'selections',
  'team',
  'financials',
  'documents',
  'calendar',
  'chat',
  'messages',
];

/** The catalog side menu's addresses. */
function catalogPaths(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Catalog' })
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test('the demo employee’s /team never asks for the invitations and logs no error', async ({ page }) => {
  await signIn(page, 'employee', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const watch = watchApiAndConsole(page);
  await page.goto('/team');
  await expect(page.getByRole('listitem').filter({ hasText: 'Dana Whitaker' })).toBeVisible();
  await watch.settled();
  // The screen did load its members, so the absence of the invitations call below means something.
  expect(watch.requested().some((call) => /^GET \/api\/companies\/\d+\/users$/.test(call))).toBe(true);
  expect(watch.requested().filter((call) => call.includes('/invitations'))).toEqual([]);
  expect(watch.problems()).toEqual([]);
});

/** The address of the first link on the page whose path matches. */
async function firstLinkTo(page: Page, path: RegExp): Promise<string> {
  const paths = await page
    .locator('main a[href]')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const found = paths.find((p) => path.test(p));
  expect(found, `a link to ${path}`).toBeTruthy();
  return found as string;
}
