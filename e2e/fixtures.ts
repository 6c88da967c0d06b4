import { test as base, expect, type Page } from '@playwright/test';
import { watchA11y } from './support/axe';
import { askAgainWhenRefused } from './support/refusals';

export { expectNoSeriousA11yViolations } from './support/axe';
export { expect };

type Watches = { watch: (page: Page) => void; finish: () => Promise<string[]> };

/**
 * The specs' `test`: every page the test uses (its `page`, and pages of contexts it opens with
 * browser.newContext()) is checked with axe after each page.goto, before it leaves a screen with goto, and
 * where the test ends (support/axe.ts); a serious or critical WCAG 2.1 AA violation fails the test.
 * `test.use({ a11yChecks: false })` turns it off.
 */
export const test = base.extend<{ a11yChecks: boolean; a11yWatches: Watches }>({
  a11yChecks: [true, { option: true }],
  // Auto, so that pages of contexts the test opens itself are watched even when it never asks for `page`.
  a11yWatches: [
    async ({ a11yChecks, browser }, use) => {
      const watches: ReturnType<typeof watchA11y>[] = [];
      const watched = new WeakSet<Page>();
      const watch = (page: Page) => {
        if (!a11yChecks || watched.has(page)) return;
        watched.add(page);
        watches.push(watchA11y(page));
      };
      const finish = async () => {
        for (const w of watches) await w.finish();
        return [...new Set(watches.flatMap((w) => w.unchecked()))];
      };
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        askAgainWhenRefused(context.request);
        context.on('page', watch);
        return context;
      };
      try {
        await use({ watch, finish });
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
  // The final checks run here, while the test's pages are still open.
  page: async ({ page, a11yWatches }, use, testInfo) => {
    askAgainWhenRefused(page.request);
    a11yWatches.watch(page);
    await use(page);
    // A failed test is reported as it failed, not buried under accessibility findings.
    if (testInfo.status !== testInfo.expectedStatus) return;
    const unchecked = await a11yWatches.finish();
    if (unchecked.length > 0) {
      testInfo.annotations.push({ type: 'a11y: seen, not checked', description: unchecked.join(', ') });
    }
  },
});

/** Password of the demo sign-ins the server seeds into an empty data directory. */
export const DEMO_PASSWORD = 'demo1234';

let counter = 0;
/** A username no other test (or earlier run) uses. */
export function uniqueUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export type NewUser = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  companyId: number | null;
};

/**
 * Registers a fresh user through the API; the session cookie lands in the page's browser context, so the
 * next navigation is signed in. With a company name the user becomes that company's admin.
 */
export async function registerViaApi(page: Page, options: { companyName?: string } = {}): Promise<NewUser> {
  const user = { username: uniqueUsername(), password: 'secret123', firstName: 'Pat', lastName: 'Builder' };
  const res = await page.request.post('/api/register', {
    data: { ...user, email: `${user.username}@example.com`, companyName: options.companyName },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { companyId: number | null };
  return { ...user, companyId: body.companyId };
}

/** An invitation link to the company of the signed-in admin of `page`. */
export async function createInvitation(page: Page, companyId: number, role = 'employee'): Promise<string> {
  const res = await page.request.post(`/api/companies/${companyId}/invitations`, { data: { role } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** Signs in through the Login tab of /auth. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The toast region (Radix Toast's viewport); its text is the visible toast, not the screen-reader copy. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** The visible toast's text (the region also holds a screen-reader copy). */
export const toastText = (page: Page, text: string) => toasts(page).getByText(text, { exact: true });
