import type { Page } from '@playwright/test';
import type { JobCost } from '#domain/contracts/job-costing';
import { formatMoney } from '#domain/format';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { shots } from './support/screens';

/** Signs the page's browser in as the demo owner; the demo kitchen's project and its Job Costing answer. */
async function demoKitchen(page: Page): Promise<{ kitchen: { id: number; name: string }; answer: JobCost }> {
  const login = await page.request.post('/api/login', {
    data: { username: 'owner', password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const found = await page.request.get('/api/projects?search=Henderson%20Kitchen%20Remodel');
  const kitchen = ((await found.json()) as { id: number; name: string }[]).find(
    (p) => p.name === 'Henderson Kitchen Remodel',
  );
  expect(kitchen).toBeTruthy();
  const answer = (await (await page.request.get(`/api/projects/${kitchen!.id}/job-cost`)).json()) as JobCost;
  return { kitchen: kitchen!, answer };
}

test("the demo kitchen's Job Costing tab shows the budget, its purchase orders and bills, and the projected profit", async ({
  page,
}) => {
  const { kitchen, answer } = await demoKitchen(page);
  const projectId = kitchen.id;

  await page.goto(`/projects/${projectId}`);
  await page.getByRole('tab', { name: 'Job Costing' }).click();
  await expect(page).toHaveURL(/tab=jobCosting/);

  await test.step('the totals: the demo orders still commit 1,612.00 (quartz) + 157.50 (tile)', async () => {
    await expect(page.getByTestId('job-cost-committed')).toContainText('$1,769.50');
    expect(answer.totals.committed).toBe('1769.50');
    await expect(page.getByTestId('job-cost-budgeted')).toContainText(formatMoney(answer.totals.budgeted));
    await expect(page.getByTestId('job-cost-actual')).toContainText(formatMoney(answer.totals.actual));
    await expect(page.getByTestId('job-cost-forecast')).toContainText(formatMoney(answer.totals.forecast));
    expect(answer.contract).not.toBeNull();
    await expect(page.getByTestId('job-cost-contract')).toContainText(formatMoney(answer.contract!));
    await expect(page.getByTestId('job-cost-profit')).toContainText(formatMoney(answer.projectedProfit!));
  });

  await test.step('a line: the countertop order less its deposit bill is committed, the deposit is actual', async () => {
    const lines = page.getByRole('table', { name: 'By budget line' });
    const quartz = lines
      .getByRole('row')
      .filter({ has: page.getByText('Quartz Countertop', { exact: true }) });
    const cells = quartz.getByRole('cell');
    const figures = answer.lines.find((l) => l.name === 'Quartz Countertop')!;
    expect(figures.committed).toBe('1612.00');
    await expect(cells.nth(1)).toHaveText(formatMoney(figures.budgeted));
    await expect(cells.nth(2)).toHaveText('$1,612.00');
    await expect(cells.nth(3)).toHaveText(formatMoney(figures.actual));
    await expect(cells.nth(4)).toHaveText(formatMoney(figures.forecast));
    await expect(cells.nth(5)).toHaveText(formatMoney(figures.variance));
    const total = lines.getByRole('row').filter({ has: page.getByText('Total', { exact: true }) });
    await expect(total.getByRole('cell').nth(2)).toHaveText('$1,769.50');
  });

  await test.step('over-budget lines say so in words, and the trades add up to the same totals', async () => {
    const over = answer.lines.filter((l) => l.overBudget).length;
    const lines = page.getByRole('table', { name: 'By budget line' });
    // The costs on no budget line have nothing budgeted: their row carries no badge, whatever they cost.
    await expect(lines.getByText('Over budget', { exact: true })).toHaveCount(
      over + (answer.totals.overBudget ? 1 : 0),
    );
    if (answer.unassigned.actual !== '0.00') {
      const unassigned = lines.getByRole('row').filter({ hasText: 'Not on a budget line' });
      await expect(unassigned).toHaveCount(1);
      await expect(unassigned.getByText('Over budget')).toHaveCount(0);
    }
    const trades = page.getByRole('table', { name: 'By trade' });
    const total = trades.getByRole('row').filter({ has: page.getByText('Total', { exact: true }) });
    await expect(total.getByRole('cell').nth(1)).toHaveText(formatMoney(answer.totals.budgeted));
    await expect(total.getByRole('cell').nth(2)).toHaveText('$1,769.50');
  });
});

/** round(contract × cost ÷ forecast, 2) in cents, half away from zero as PostgreSQL rounds: the report's earned. */
function earnedCents(contract: string, cost: string, forecast: string): bigint {
  const cents = (money: string) => BigInt(money.replace('.', ''));
  const [c, k, f] = [cents(contract), cents(cost), cents(forecast)];
  return (2n * c * k + f) / (2n * f);
}

test("the demo kitchen's rows in Profit by project and Work in progress agree with its Job Costing tab", async ({
  page,
}) => {
  const { kitchen, answer } = await demoKitchen(page);
  expect(answer.contract).not.toBeNull();
  // Something is spent and something is left: a % complete between 0 and 100 to check.
  expect(Number(answer.totals.actual)).toBeGreaterThan(0);
  expect(Number(answer.totals.forecast)).toBeGreaterThan(Number(answer.totals.actual));

  await page.goto('/finances/reports');
  const rowOf = (report: string) =>
    page
      .getByRole('table', { name: report })
      .getByRole('row')
      .filter({ has: page.getByText(kitchen.name, { exact: true }) });

  await test.step('profit by project: the contract and projected profit of job costing', async () => {
    await page.getByRole('tab', { name: 'Profit by project' }).click();
    const cells = rowOf('Profit by project').getByRole('cell');
    await expect(cells.nth(1)).toHaveText(formatMoney(answer.contract!));
    await expect(cells.nth(5)).toHaveText(formatMoney(answer.projectedProfit!));
    await shots(page, 'reports-profit');
  });

  await test.step('work in progress: forecast and cost to date of job costing, and what follows from them', async () => {
    await page.getByRole('tab', { name: 'Work in progress' }).click();
    const cells = rowOf('Work in progress').getByRole('cell');
    const { actual, forecast } = answer.totals;
    const earned = earnedCents(answer.contract!, actual, forecast);
    const percent = (Number(earnedCents('100.00', actual, forecast)) / 100).toFixed(2);
    await expect(cells.nth(1)).toHaveText(formatMoney(answer.contract!));
    await expect(cells.nth(2)).toHaveText(formatMoney(forecast));
    await expect(cells.nth(3)).toHaveText(formatMoney(actual));
    await expect(cells.nth(4)).toHaveText(`${percent}%`);
    await expect(cells.nth(5)).toHaveText(formatMoney((Number(earned) / 100).toFixed(2)));
    // Billed less earned is over-billing when above 0, under-billing when below; the other is 0.
    const billed = BigInt((await cells.nth(6).innerText()).replace(/[$,.]/g, ''));
    const over = billed > earned ? billed - earned : 0n;
    const under = earned > billed ? earned - billed : 0n;
    await expect(cells.nth(7)).toHaveText(formatMoney((Number(over) / 100).toFixed(2)));
    await expect(cells.nth(8)).toHaveText(formatMoney((Number(under) / 100).toFixed(2)));

    // Every project is on this page: the Total line's money is the sum of the rows above it.
    await expect(page.getByRole('navigation', { name: 'Pages of projects' })).toContainText(
      /Showing (\d+) of \1/,
    );
    const table = page.getByRole('table', { name: 'Work in progress' });
    const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    const texts = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
    const total = texts.find((cellsOf) => cellsOf[0] === 'Total')!;
    const projects = texts.filter((cellsOf) => cellsOf[0] !== 'Total');
    expect(projects.length).toBeGreaterThan(1);
    const cents = (text: string) => BigInt(text.replace(/[$,.]/g, ''));
    for (const column of [1, 2, 3, 5, 6, 7, 8]) {
      const sum = projects.reduce((acc, cellsOf) => acc + cents(cellsOf[column]!), 0n);
      expect(cents(total[column]!), `column ${column}`).toBe(sum);
    }
    await shots(page, 'reports-wip');
  });
});
