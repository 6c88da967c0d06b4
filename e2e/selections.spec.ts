import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { rgbaPng } from '#server/test/multipart';
import { expect, registerViaApi, test, toastText } from './fixtures';
import { shots, suffix } from './support/screens';

/** A 160x120 photo stand-in: a diagonal blend from one colour to another. */
function photo(from: [number, number, number], to: [number, number, number]): Buffer {
  const width = 160;
  const height = 120;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) {
      const k = (x / width + y / height) / 2;
      const at = 1 + x * 4;
      for (let c = 0; c < 3; c++) row[at + c] = Math.round(from[c]! * (1 - k) + to[c]! * k);
      row[at + 3] = 255;
    }
    rows.push(row);
  }
  return rgbaPng(width, height, deflateSync(Buffer.concat(rows)));
}

/**
 * A company whose project has an approved estimate with a 'Kitchen' group holding a faucet allowance line
 * (1 x $300/$400, not yet flagged) and a selection past its due date, made through the API as the page's admin.
 */
async function allowanceProject(page: Page): Promise<number> {
  const admin = await registerViaApi(page, { companyName: `Selections ${suffix()}` });
  const companyId = admin.companyId!;
  const post = async (url: string, data: unknown, status = 201) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(status);
    return (await res.json()) as { id: number };
  };
  const customer = await post(`/api/companies/${companyId}/customers`, {
    firstName: 'Ada',
    lastName: `Client${suffix()}`,
    email: 'ada@example.com',
  });
  const project = await post(`/api/companies/${companyId}/projects`, {
    customerId: customer.id,
    name: `Kitchen ${suffix()}`,
    type: 'kitchen',
  });
  const group = await post(`/api/projects/${project.id}/budget`, { type: 'group', name: 'Kitchen' });
  await post(`/api/projects/${project.id}/budget`, {
    name: 'Faucet allowance',
    parentId: group.id,
    quantity: 1,
    unitCost: 300,
    unitPrice: 400,
  });
  const estimate = (await (await page.request.get(`/api/projects/${project.id}/estimate`)).json()) as {
    id: number;
  };
  await post(`/api/estimates/${estimate.id}/recipients`, { name: 'Ada', email: 'ada@example.com' });
  for (const status of ['pending', 'approved']) {
    const res = await page.request.patch(`/api/estimates/${estimate.id}`, { data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await post(`/api/companies/${companyId}/vendors`, { name: 'Ferguson Supply', primaryContact: 'Lee' });
  await post(`/api/projects/${project.id}/selections`, {
    title: 'Backsplash tile',
    dueDate: '2020-03-01',
    options: [{ name: 'Subway white', price: '640' }],
  });
  return project.id;
}

test('staff create a selection with options on an allowance line, choose one for the client, and see the pending change order it made', async ({
  page,
}) => {
  const projectId = await allowanceProject(page);

  await test.step('the budget item form makes the line an allowance', async () => {
    await page.goto(`/projects/${projectId}/budget`);
    await page.getByRole('button', { name: 'Actions for Faucet allowance' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Budget Item' });
    await dialog.getByLabel('Allowance (the client selects within this amount)').check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastText(page, 'Budget item updated')).toBeVisible();
    await expect(
      page.getByRole('row', { name: /Faucet allowance/ }).getByText('Allowance', { exact: true }),
    ).toBeVisible();
  });

  await test.step('New Selection: title, due date, the allowance line and three options', async () => {
    await page.goto(`/projects/${projectId}?tab=selections`);
    await expect(page.getByRole('button', { name: 'View options of Backsplash tile' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Backsplash tile/ }).getByText('Overdue')).toBeVisible();
    await page.getByRole('button', { name: 'New Selection' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Selection' });
    await dialog.getByLabel('Title').fill('Kitchen faucet');
    await dialog.getByLabel('Decision due').fill('2030-05-01');
    await dialog.getByLabel('Allowance line').selectOption({ label: 'Faucet allowance ($400.00)' });
    const options = [
      ['Delta Trinsic', '562.50', 'Matte black, pull-down'],
      ['Moen Align', '349', 'Chrome'],
      ['Kohler Simplice', '400', ''],
    ] as const;
    for (const [index, [name, price, description]] of options.entries()) {
      const n = index + 1;
      if (n > 1) await dialog.getByRole('button', { name: 'Add Option' }).click();
      await dialog.getByLabel(`Option ${n} name`).fill(name);
      await dialog.getByLabel(`Option ${n} price`).fill(price);
      await dialog.getByLabel(`Option ${n} description`).fill(description);
    }
    await dialog.getByLabel('Option 1 vendor').click();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Ferguson Supply/ })
      .click();
    await expect(dialog.getByLabel('Option 1 vendor')).toContainText('Ferguson Supply');
    await shots(page, 'selection-dialog');
    await dialog.getByRole('button', { name: 'Save Selection' }).click();
    await expect(toastText(page, 'Selection created')).toBeVisible();
    await expect(page.getByRole('button', { name: 'View options of Kitchen faucet' })).toBeVisible();
  });

  await test.step('the open selection is on the calendar on its due date and opens the Selections tab', async () => {
    await page.goto(`/projects/${projectId}?tab=calendar&month=2030-05`);
    const day = page.locator('td[data-day="2030-05-01"]');
    await day.getByRole('button', { name: /Selection due: Kitchen faucet/ }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}\\?tab=selections&selection=\\d+`));
    await expect(page.getByRole('heading', { name: 'Options for Kitchen faucet' })).toBeVisible();
  });

  await test.step('the options show as cards, with the photos uploaded for them', async () => {
    const list = (await (await page.request.get(`/api/projects/${projectId}/selections`)).json()) as {
      title: string;
      options: { id: number; name: string }[];
    }[];
    const faucet = list.find((s) => s.title === 'Kitchen faucet')!;
    const colours: Record<string, [[number, number, number], [number, number, number]]> = {
      'Delta Trinsic': [
        [40, 40, 48],
        [120, 120, 130],
      ],
      'Moen Align': [
        [200, 205, 215],
        [120, 130, 150],
      ],
    };
    for (const option of faucet.options) {
      const colour = colours[option.name];
      if (!colour) continue;
      const res = await page.request.post(`/api/selection-options/${option.id}/photo`, {
        multipart: { file: { name: `${option.name}.png`, mimeType: 'image/png', buffer: photo(...colour) } },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await page.reload();
    await page.getByRole('button', { name: 'View options of Kitchen faucet' }).click();
    await expect(page.getByRole('heading', { name: 'Options for Kitchen faucet' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo of Delta Trinsic' })).toBeVisible();
    await expect(page.getByText('No photo')).toBeVisible();
    const delta = page.getByRole('article').filter({ hasText: 'Delta Trinsic' });
    await expect(delta.getByText('+$162.50')).toBeVisible();
    await expect(delta.getByText('Vendor: Ferguson Supply')).toBeVisible();
    await shots(page, 'selections-options');
  });

  await test.step('Choose for client: final, and the overage becomes a pending change order', async () => {
    const delta = page.getByRole('article').filter({ hasText: 'Delta Trinsic' });
    await delta.getByRole('button', { name: 'Choose for client' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Choose Delta Trinsic?' });
    await expect(
      confirm.getByText('A pending change order for the overage of $162.50 will be created.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Choose', exact: true }).click();
    await expect(
      toastText(page, 'Delta Trinsic chosen. Change order CO-1 is pending the client’s approval.'),
    ).toBeVisible();
    const row = page.getByRole('row', { name: /Kitchen faucet/ });
    await expect(row.getByText('Selected')).toBeVisible();
    await expect(row.getByText('+$162.50')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose for client' })).toHaveCount(0);
    await expect(delta.getByText('Chosen')).toBeVisible();
    await shots(page, 'selections-tab');

    await row.getByRole('link', { name: 'Change order CO-1' }).click();
    await expect(page.getByRole('heading', { name: /CO-1: Selection: Kitchen faucet/ })).toBeVisible();
    await expect(page.getByText('Pending').first()).toBeVisible();
    await expect(page.getByText('Kitchen faucet: Delta Trinsic (over allowance)').first()).toBeVisible();
    await expect(page.getByText('$162.50').first()).toBeVisible();
    await shots(page, 'selection-change-order');
  });
});
