import type { Browser, Page } from '@playwright/test';
import { expect, registerViaApi } from '../fixtures';
import { suffix } from './screens';

/** A fresh browser context: no cookies, as a customer opening a link on their own device. */
export async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/**
 * A company of its own with a customer (Nora, with an e-mail address) and a project of hers; `page` is signed in
 * as its administrator.
 */
export async function companyWithCustomer(page: Page, companyName: string) {
  const admin = await registerViaApi(page, { companyName: `${companyName} ${suffix()}` });
  const email = `nora-${suffix()}@example.com`;
  const customer = await page.request.post(`/api/companies/${admin.companyId}/customers`, {
    data: { firstName: 'Nora', lastName: 'Lindqvist', email },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { id: number }).id;
  const projectName = `Attic conversion ${suffix()}`;
  const project = await page.request.post(`/api/companies/${admin.companyId}/projects`, {
    data: { customerId, name: projectName, type: 'other' },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  return { admin, email, customerId, projectId, projectName };
}
