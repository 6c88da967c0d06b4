import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open';
import { invoiceLines } from '../db/schema/index';
import { aBudgetTree, aCustomer, anInvoice, aProject, aProjectWithPhases } from './entities';
import { createCompany, type TestCompany } from './factories';
import { openTestDatabase } from './test-db';

let database: Database;
let company: TestCompany;

beforeAll(async () => {
  database = await openTestDatabase();
  company = await createCompany(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('entity factories', () => {
  it("fill what a test leaves out and keep what it says, in the test's company", async () => {
    const customer = await aCustomer(database.db, company.id, { firstName: 'Ana' });
    const project = await aProject(database.db, company.id, { customerId: customer.id, stage: 'warranty' });
    expect(customer).toMatchObject({ companyId: company.id, firstName: 'Ana', lastName: expect.any(String) });
    expect(project).toMatchObject({ companyId: company.id, customerId: customer.id, stage: 'warranty' });
    const again = await aProject(database.db, company.id);
    expect(again.name).not.toBe(project.name);
  });

  it('build phases in order and a budget tree with its parents before its children', async () => {
    const { project, phases } = await aProjectWithPhases(database.db, company.id, ['Demo', 'Framing']);
    expect(phases.map((p) => [p.name, p.order, p.projectId])).toEqual([
      ['Demo', 0, project.id],
      ['Framing', 1, project.id],
    ]);
    const rows = await aBudgetTree(database.db, project, [
      { name: 'Kitchen', children: [{ name: 'Cabinets', quantity: '2', unitCost: '350.00' }] },
      { name: 'Permit', unitCost: '120.00' },
    ]);
    expect(rows.get('Kitchen')).toMatchObject({ type: 'group', parentId: null, order: 0 });
    expect(rows.get('Cabinets')).toMatchObject({ type: 'product', parentId: rows.get('Kitchen')!.id });
    expect(rows.get('Permit')).toMatchObject({ parentId: null, order: 1 });
  });

  it("total an invoice's lines to the cent", async () => {
    const invoice = await anInvoice(database.db, company.id, {}, [
      { description: 'Tile', quantity: '3', unitPrice: '19.99' },
      { description: 'Grout', quantity: '0.5', unitPrice: '10.01' },
    ]);
    // 59.97 + 5.005, which rounds to 5.01 as the database rounds each line = 64.98
    expect(invoice.amount).toBe('64.98');
    const lines = await database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    expect(lines.map((l) => l.amount).sort()).toEqual(['5.01', '59.97']);
  });
});
