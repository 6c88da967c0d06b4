import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { companyWithCustomer } from './support/customer-company';

// What a person would bookmark or share lives in the address (lib/url-state.ts): each change is a history entry,
// a reload keeps it, Back returns to the state before and Forward to the one after.

const selectedTab = (page: Page, name: string) =>
  expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');

test("a project's tabs, the Finances tab and period, the calendar's month and view, and the audit log's filter", async ({
  page,
}) => {
  const { projectId, projectName } = await companyWithCustomer(page, 'Address Builders');

  await test.step("a project's tabs: Tasks and Project Details go into the address; reload, Back and Forward follow", async () => {
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByRole('heading', { name: projectName, level: 1 })).toBeVisible();
    await selectedTab(page, 'Project Phases');
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}\\?tab=tasks$`));
    await page.getByRole('tab', { name: 'Project Details' }).click();
    await expect(page).toHaveURL(/\?tab=details$/);
    await page.reload();
    await selectedTab(page, 'Project Details');
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=tasks$/);
    await selectedTab(page, 'Tasks');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
    await selectedTab(page, 'Project Phases');
    await page.goForward();
    await selectedTab(page, 'Tasks');
  });

  await test.step('Finances: the Period and the Expenses tab go into the address; reload, Back and Forward follow', async () => {
    await page.goto('/finances');
    await expect(page.getByRole('heading', { name: 'Finances', level: 1 })).toBeVisible();
    const period = page.getByLabel('Period');
    await expect(period).toHaveValue('all');
    await period.selectOption('this-year');
    await expect(page).toHaveURL(/\/finances\?period=this-year$/);
    await page.getByRole('tab', { name: 'Expenses' }).click();
    await expect(page).toHaveURL(/\/finances\?tab=expenses&period=this-year$/);
    await page.reload();
    await selectedTab(page, 'Expenses');
    await expect(period).toHaveValue('this-year');
    await page.goBack();
    await selectedTab(page, 'Invoices');
    await expect(period).toHaveValue('this-year');
    await page.goBack();
    await expect(page).toHaveURL(/\/finances$/);
    await expect(period).toHaveValue('all');
    await page.goForward();
    await expect(period).toHaveValue('this-year');
    await page.goForward();
    await selectedTab(page, 'Expenses');
  });

  await test.step('the calendar: Next month and the List view go into the address; reload, Back and Forward follow', async () => {
    await page.goto('/calendar?month=2030-06');
    const title = page.locator('#calendar-month-title');
    await expect(title).toHaveText('June 2030');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(title).toHaveText('July 2030');
    await expect(page).toHaveURL(/\/calendar\?month=2030-07$/);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(/\/calendar\?month=2030-07&view=list$/);
    await page.reload();
    await expect(title).toHaveText('July 2030');
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(title).toHaveText('July 2030');
    await page.goBack();
    await expect(title).toHaveText('June 2030');
    await page.goForward();
    await expect(title).toHaveText('July 2030');
    await page.goForward();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('the audit log: the Action and Record filters go into the address; reload, Back and Forward follow', async () => {
    // The audit log's filter (signing up wrote a few lines already).
    await page.goto('/settings/audit-log');
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
    const action = page.getByLabel('Action');
    const record = page.getByLabel('Record');
    await action.selectOption('create');
    await expect(page).toHaveURL(/\/settings\/audit-log\?action=create$/);
    await record.selectOption('project');
    await expect(page).toHaveURL(/\?action=create&entityType=project$/);
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: 'Created' }).first()).toBeVisible();
    await page.reload();
    await expect(action).toHaveValue('create');
    await expect(record).toHaveValue('project');
    await page.goBack();
    await expect(action).toHaveValue('create');
    await expect(record).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/settings\/audit-log$/);
    await expect(action).toHaveValue('');
    await page.goForward();
    await expect(action).toHaveValue('create');
    await page.goForward();
    await expect(record).toHaveValue('project');
  });
});
