import type { Page } from '@playwright/test';
import { expect, registerViaApi, test } from './fixtures';
import { shots, suffix, WIDE } from './support/screens';

/** About `length` characters of a contractor's running notes, in words and paragraphs as people type them. */
function longText(length: number): string {
  const sentence = 'Gate code 4471, dog in the yard, call before arriving and park on the street side. ';
  let text = '';
  for (let i = 0; text.length < length; i++) text += (i % 6 === 5 ? '\n' : '') + sentence;
  return text.slice(0, length).trimEnd();
}

async function createCustomer(page: Page, companyId: number, lastName: string, notes: string) {
  const res = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Nora', lastName, notes },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The value of the contact card's Notes term. */
const contactNotes = (page: Page) =>
  page
    .getByRole('term')
    .filter({ hasText: /^Notes$/ })
    .locator('xpath=following-sibling::dd[1]');

/** Where the tab list ends, from the top of the page. */
async function tabsBottom(page: Page): Promise<number> {
  const box = await page.getByRole('tablist').boundingBox();
  expect(box).not.toBeNull();
  return box!.y + box!.height;
}

test('a 5,000-character customer note is clamped with Show more and Show less', async ({ page }) => {
  await page.setViewportSize(WIDE);
  const admin = await registerViaApi(page, { companyName: `Long Notes ${suffix()}` });
  const notes = longText(5000);
  expect(notes.length).toBeGreaterThan(4990);
  const customerId = await createCustomer(page, admin.companyId!, `Long${suffix()}`, notes);
  // A note of the same length in the customer's notes list, which is clamped the same way.
  const added = await page.request.post(`/api/customers/${customerId}/notes`, { data: { content: notes } });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto(`/customers/${customerId}`);
  const value = contactNotes(page);
  await expect(value).toContainText('Gate code 4471');
  // Clamped: the tabs are on the first screen, and the note takes a few lines, not thousands of pixels.
  expect(await tabsBottom(page)).toBeLessThanOrEqual(WIDE.height);
  const text = value.getByText(/^Gate code 4471/);
  expect((await text.boundingBox())!.height).toBeLessThan(120);
  const more = value.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const listed = page.getByRole('list', { name: 'Notes' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('button', { name: 'Show more' })).toBeVisible();
  await shots(page, 'customer-long-note');

  // Show more: the whole note, its last words included; the tabs move down under it.
  await more.click();
  const less = value.getByRole('button', { name: 'Show less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  expect((await text.boundingBox())!.height).toBeGreaterThan(600);
  expect(await tabsBottom(page)).toBeGreaterThan(WIDE.height);

  // Show less, from the keyboard: clamped again, the tabs back on the first screen.
  await less.focus();
  await page.keyboard.press('Enter');
  await expect(value.getByRole('button', { name: 'Show more' })).toBeFocused();
  expect((await text.boundingBox())!.height).toBeLessThan(120);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await tabsBottom(page)).toBeLessThanOrEqual(WIDE.height);

  // A note that fits gets no toggle.
  const shortId = await createCustomer(page, admin.companyId!, `Short${suffix()}`, 'Prefers e-mail.');
  // Many short notes: none gets a toggle, and the list scrolls, reachable by keyboard (axe checks it on goto).
  for (let i = 1; i <= 8; i++) {
    const note = await page.request.post(`/api/customers/${shortId}/notes`, {
      data: { content: `Visit ${i} done.` },
    });
    expect(note.status(), await note.text()).toBe(201);
  }
  await page.goto(`/customers/${shortId}`);
  await expect(contactNotes(page)).toHaveText('Prefers e-mail.');
  const list = page.getByRole('list', { name: 'Notes' });
  await expect(list.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await list.focus();
  await expect(list).toBeFocused();
});
