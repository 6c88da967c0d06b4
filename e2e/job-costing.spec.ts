import type { JobCost } from '#domain/contracts/job-costing';
import { formatMoney } from '#domain/format';
import { DEMO_PASSWORD, expect, test } from './fixtures';

test("the demo kitchen's Job Costing tab shows the budget, its purchase orders and bills, and the projected profit", async ({
  page,
}) => {
  const login = await page.request.post('/api/login', {
    data: { username: 'owner', password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const found = await page.request.get('/api/projects?search=Henderson%20Kitchen%20Remodel');
  const kitchen = ((await found.json()) as { id: number; name: string }[]).find(
    (p) => p.name === 'Henderson Kitchen Remodel',
  );
  expect(kitchen).toBeTruthy();
  const projectId = kitchen!.id;
  const answer = (await (await page.request.get(`/api/projects/${projectId}/job-cost`)).json()) as JobCost;

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
