import { expect, expectNoSeriousA11yViolations, registerViaApi, test, toastText } from './fixtures';
import { shots, suffix } from './support/screens';

/** A month far from today, so that only what a test makes is on it. */
const MONTH = '2030-06';

// Twelve hours ahead of UTC: a 9 AM event is on the previous day in UTC, and a date picker that converted days to
// instants would move them. Every day below must stay where it was put.
test.use({ timezoneId: 'Pacific/Auckland' });

test('an event is created on the month grid, moved by changing its dates, and deleted', async ({ page }) => {
  await registerViaApi(page, { companyName: `Calendar Builders ${suffix()}` });
  await page.goto(`/calendar?month=${MONTH}`);
  await expect(page.getByRole('heading', { name: 'June 2030' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Sun' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Event' });
  await dialog.getByLabel('Title').fill('   ');
  await dialog.getByLabel('Start').fill('2030-06-12T09:00');
  await dialog.getByLabel('End').fill('2030-06-12T08:00');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('End date cannot be before start date')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Title').fill('Tile delivery');
  await dialog.getByLabel('Location').fill('14 Elm St');
  await dialog.getByLabel('End').fill('2030-06-12T10:30');
  await dialog.getByLabel('Type').selectOption('meeting');
  await shots(page, 'calendar-event-dialog');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(toastText(page, 'Event created')).toBeVisible();
  const day12 = page.locator('td[data-day="2030-06-12"]');
  await expect(day12.getByRole('button', { name: /Tile delivery/ })).toBeVisible();
  await expect(day12).toContainText('9:00 AM');

  // Moving it: its dates changed in the event dialog.
  await day12.getByRole('button', { name: /Tile delivery/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Title')).toHaveValue('Tile delivery');
  await edit.getByLabel('All day').check();
  await edit.getByLabel('Start').fill('2030-06-19');
  await edit.getByLabel('End').fill('2030-06-20');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Event updated')).toBeVisible();
  await expect(day12.getByRole('button', { name: /Tile delivery/ })).toHaveCount(0);
  for (const day of ['2030-06-19', '2030-06-20']) {
    await expect(
      page.locator(`td[data-day="${day}"]`).getByRole('button', { name: /Tile delivery/ }),
    ).toBeVisible();
  }
  await shots(page, 'calendar-month');

  await page
    .locator('td[data-day="2030-06-19"]')
    .getByRole('button', { name: /Tile delivery/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Edit Event' })
    .getByRole('button', { name: 'Delete Event' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastText(page, 'Event deleted successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Tile delivery/ })).toHaveCount(0);
});

test("a project's Calendar tab shows its items, filtered by kind, as a month or a list", async ({ page }) => {
  const admin = await registerViaApi(page, { companyName: `Project Calendar ${suffix()}` });
  const companyId = admin.companyId!;
  const customer = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Ada', lastName: `Okafor${suffix()}` },
  });
  const customerId = ((await customer.json()) as { id: number }).id;
  const project = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { companyId, customerId, name: `Kitchen ${suffix()}`, type: 'kitchen' },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  const task = await page.request.post(`/api/projects/${projectId}/tasks`, {
    data: { title: 'Order cabinets', dueDate: '2030-06-05' },
  });
  expect(task.status(), await task.text()).toBe(201);
  const description = `Bring the permit and the drawings. ${'The inspector checks the rough-in plumbing. '.repeat(3)}`;
  const event = await page.request.post(`/api/companies/${companyId}/calendar-events`, {
    data: { title: 'Plumbing inspection', description, allDay: true, startDate: '2030-06-05', projectId },
  });
  expect(event.status(), await event.text()).toBe(201);
  // Another project's event stays off this project's calendar.
  await page.request.post(`/api/companies/${companyId}/calendar-events`, {
    data: { title: 'Company picnic', allDay: true, startDate: '2030-06-05' },
  });

  await page.goto(`/projects/${projectId}?tab=calendar&month=${MONTH}`);
  const day5 = page.locator('td[data-day="2030-06-05"]');
  await expect(day5.getByRole('button', { name: /Plumbing inspection/ })).toBeVisible();
  await expect(day5.getByRole('button', { name: /Order cabinets/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Company picnic/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('checkbox', { name: 'Tasks' }).uncheck();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(day5.getByRole('button', { name: /Order cabinets/ })).toHaveCount(0);
  await expect(day5.getByRole('button', { name: /Plumbing inspection/ })).toBeVisible();

  // A busy day: 3 items, then '+N more', which opens the day's full list.
  for (const title of ['Crew briefing', 'Drywall delivery', 'Client call']) {
    await page.request.post(`/api/companies/${companyId}/calendar-events`, {
      data: { title, startDate: '2030-06-05T14:00:00+12:00', projectId },
    });
  }
  await expect(day5.getByRole('button', { name: '+1 more on Wednesday, June 5, 2030' })).toBeVisible();
  await day5.getByRole('button', { name: /\+1 more/ }).click();
  const dayList = page.getByRole('dialog', { name: 'Wednesday, June 5, 2030' });
  await expect(dayList.getByRole('listitem')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'List' }).click();
  const table = page.getByRole('table', { name: 'Calendar items' });
  await expect(table.getByText('Plumbing inspection')).toBeVisible();
  await expect(table.getByText(`${description.slice(0, 100)}...`)).toBeVisible();
  await shots(page, 'project-calendar-list');

  // A task opens its project's Tasks tab.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('checkbox', { name: 'Tasks' }).check();
  await page.keyboard.press('Escape');
  await table.getByRole('button', { name: /Order cabinets/ }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}\\?tab=tasks`));
});

test('Subscribe makes a private feed URL that a phone calendar reads', async ({ page }) => {
  await registerViaApi(page, { companyName: `Feed Builders ${suffix()}` });
  await page.goto(`/calendar?month=${MONTH}`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to the calendar' });
  const mine = dialog.getByRole('region', { name: 'My calendar' });
  await mine.getByRole('button', { name: 'Create URL' }).click();
  const url = await mine.getByLabel('My calendar feed URL').inputValue();
  expect(url).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'calendar-subscribe');
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await mine.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(toastText(page, 'Feed URL revoked')).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
