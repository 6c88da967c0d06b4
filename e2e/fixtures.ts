import { expect, type Page } from '@playwright/test';

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
