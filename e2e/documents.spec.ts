import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test, toastText } from './fixtures';
import { shots, suffix } from './support/screens';

/** A 2x2 PNG (a real image: the server tells the type from its bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mP8z8DwnwEJMDEgAUYGBgDhbQQBRYmbnQAAAABJRU5ErkJggg==',
  'base64',
);

/** A customer and their project, made through the API. */
async function projectWithCustomer(page: Page, companyId: number) {
  const lastName = `Okafor${suffix()}`;
  const customer = await page.request.post(`/api/companies/${companyId}/customers`, {
    data: { firstName: 'Grace', lastName },
  });
  expect(customer.status()).toBe(201);
  const customerId = ((await customer.json()) as { id: number }).id;
  const project = await page.request.post(`/api/companies/${companyId}/projects`, {
    data: { name: `Okafor basement ${suffix()}`, customerId, type: 'basement' },
  });
  expect(project.status()).toBe(201);
  return {
    customerId,
    projectId: ((await project.json()) as { id: number }).id,
    customerName: `Grace ${lastName}`,
  };
}

test('a document uploaded on a project is previewed, found on the customer and /documents, and deleted', async ({
  page,
}) => {
  const admin = await registerViaApi(page, { companyName: `Documents Builders ${suffix()}` });
  const { customerId, projectId } = await projectWithCustomer(page, admin.companyId!);

  // Carried from step to step: the upload dialog, the project's documents table and the /documents one.
  let dialog: Locator;
  let table: Locator;
  let all: Locator;

  await test.step('Upload Document on the project: a text file named as an image is refused', async () => {
    await page.goto(`/projects/${projectId}?tab=documents`);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByText('No documents yet')).toBeVisible();
    await page.getByRole('button', { name: 'Upload Document' }).click();
    dialog = page.getByRole('dialog', { name: 'Upload Document' });

    // A text file under an image's name is refused by the server, which reads the bytes.
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(
      dialog.getByText('Only images (JPEG, PNG, GIF, WebP, HEIC) and PDF files can be uploaded'),
    ).toBeVisible();
  });

  await test.step('a real photo with a name is uploaded and listed', async () => {
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'site-photo.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByLabel('Name').fill('Basement before demolition');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(toastText(page, 'Document uploaded')).toBeVisible();
    await expect(dialog).toBeHidden();
    table = page.getByRole('table', { name: 'Documents' });
    await expect(table.getByText('Basement before demolition')).toBeVisible();
  });

  await test.step('the preview shows the image itself', async () => {
    // Preview: the image itself, loaded from the server.
    await table.getByRole('button', { name: 'Basement before demolition', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Basement before demolition' });
    const image = preview.getByRole('img', { name: 'Basement before demolition' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await page.keyboard.press('Escape');
  });

  await test.step("the same document is on the customer's Documents tab and on /documents", async () => {
    // The same document on the customer's tab and on /documents.
    await page.goto(`/customers/${customerId}?tab=documents`);
    await expect(
      page.getByRole('table', { name: 'Documents' }).getByText('Basement before demolition'),
    ).toBeVisible();
    await page.goto('/documents');
    all = page.getByRole('table', { name: 'Documents' });
    await expect(all.getByText('Basement before demolition')).toBeVisible();
    await expect(all.getByText(/Okafor basement/)).toBeVisible();
    await shots(page, 'documents-page');
  });
  await test.step('filtered by another project the list is empty; Show all documents brings it back', async () => {
    // Filtered by project: the address names it, and another project's list is empty.
    const other = await page.request.post(`/api/companies/${admin.companyId}/projects`, {
      data: { name: `Garage shelving ${suffix()}`, customerId, type: 'other' },
    });
    expect(other.status(), await other.text()).toBe(201);
    await page.getByLabel('Project').click();
    await page.getByRole('combobox', { name: 'Search projects...' }).fill('Garage shelving');
    await page.getByRole('option', { name: /Garage shelving/ }).click();
    await expect(page).toHaveURL(/projectId=\d+/);
    await expect(page.getByText('No documents yet')).toBeVisible();
    await page.getByRole('button', { name: 'Show all documents' }).click();
    await expect(all.getByText('Basement before demolition')).toBeVisible();
  });
  await test.step('a search finds it, and the address keeps the search', async () => {
    // Searched on the server, kept in the address.
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('permit');
    await expect(page.getByText('No documents found')).toBeVisible();
    await expect(page).toHaveURL(/search=permit/);
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('before demo');
    await expect(all.getByText('Basement before demolition')).toBeVisible();
  });

  await test.step('Download saves it under its name as .png; Delete, confirmed, leaves no documents', async () => {
    // Download, then delete through the app's confirmation.
    await all.getByRole('button', { name: 'Actions for Basement before demolition' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download' }).click();
    // The given name, with the stored file's extension so the saved file opens.
    expect((await download).suggestedFilename()).toBe('Basement before demolition.png');
    await all.getByRole('button', { name: 'Actions for Basement before demolition' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastText(page, 'Document deleted successfully.')).toBeVisible();
    await expect(page.getByText('No documents found')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('');
    await expect(page.getByText('No documents yet')).toBeVisible();
  });
});
