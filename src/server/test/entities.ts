import type { InferInsertModel, InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  budgetItems,
  calendarEvents,
  customers,
  expenses,
  invoiceLines,
  invoices,
  products,
  projectChatMessages,
  projectPhases,
  projects,
  tasks,
  trades,
  units,
  vendors,
} from '../db/schema/index';
import type { Db } from '../db/types';
import { unique } from './factories';

/**
 * One factory per entity for the tests: each inserts a row with plausible defaults and the test's own values on
 * top, and returns the stored row. A test names only what it is about (`aProject(db, company.id, { stage:
 * 'completed' })`), and a new required column is given its default here once instead of in every test
 * (docs/decisions/0248-test-factories.md). Rows belong to a company; a project's children take its company.
 */

type Row<T extends PgTable> = InferSelectModel<T>;
type Values<T extends PgTable> = Partial<InferInsertModel<T>>;
/** What a project's children need of it. */
type ProjectRef = { id: number; companyId: number };

async function insertOne<T extends PgTable>(db: Db, table: T, values: InferInsertModel<T>): Promise<Row<T>> {
  const [row] = await db
    .insert(table)
    .values(values as never)
    .returning();
  return row as Row<T>;
}

export const aCustomer = (db: Db, companyId: number, values: Values<typeof customers> = {}) =>
  insertOne(db, customers, { companyId, firstName: 'Maria', lastName: `Gonzalez ${unique()}`, ...values });

export const aProject = (db: Db, companyId: number, values: Values<typeof projects> = {}) =>
  insertOne(db, projects, { companyId, name: `Project ${unique()}`, ...values });

export const aPhase = (db: Db, project: ProjectRef, values: Values<typeof projectPhases> = {}) =>
  insertOne(db, projectPhases, {
    companyId: project.companyId,
    projectId: project.id,
    name: `Phase ${unique()}`,
    ...values,
  });

/** A project with its phases, in the order named. */
export async function aProjectWithPhases(
  db: Db,
  companyId: number,
  phaseNames: string[],
  values: Values<typeof projects> = {},
) {
  const project = await aProject(db, companyId, values);
  const phases = [];
  for (const [order, name] of phaseNames.entries()) phases.push(await aPhase(db, project, { name, order }));
  return { project, phases };
}

export const aTask = (db: Db, project: ProjectRef, values: Values<typeof tasks> = {}) =>
  insertOne(db, tasks, {
    companyId: project.companyId,
    projectId: project.id,
    title: `Task ${unique()}`,
    ...values,
  });

export const aBudgetItem = (db: Db, project: ProjectRef, values: Values<typeof budgetItems> = {}) =>
  insertOne(db, budgetItems, {
    companyId: project.companyId,
    projectId: project.id,
    name: `Item ${unique()}`,
    ...values,
  });

/** A budget node to build: a group when it has children, else a line with its figures. */
export type BudgetNode = Values<typeof budgetItems> & { name: string; children?: BudgetNode[] };

/**
 * A budget tree as written, parents before their children, in order; returns every row by name (names are unique
 * within the tree a test builds).
 */
export async function aBudgetTree(db: Db, project: ProjectRef, tree: BudgetNode[]) {
  const rows = new Map<string, Row<typeof budgetItems>>();
  async function add(nodes: BudgetNode[], parentId: number | null) {
    for (const [order, { children, ...values }] of nodes.entries()) {
      const type = children ? 'group' : (values.type ?? 'product');
      const row = await aBudgetItem(db, project, { order, ...values, type, parentId });
      rows.set(values.name, row);
      if (children) await add(children, row.id);
    }
  }
  await add(tree, null);
  return rows;
}

/** An invoice with its lines (description, quantity and unit price; the amounts are computed). */
export async function anInvoice(
  db: Db,
  companyId: number,
  values: Values<typeof invoices> = {},
  lines: { description: string; quantity: string; unitPrice: string }[] = [],
) {
  // Each line's amount is rounded to the cent as the database rounds (half away from zero), then summed.
  const cents = (text: string) => Math.round(Number(text) * 100);
  const amounts = lines.map((l) => Math.round((cents(l.quantity) * cents(l.unitPrice)) / 100));
  const total = amounts.reduce((sum, a) => sum + a, 0);
  const invoice = await insertOne(db, invoices, {
    companyId,
    invoiceNumber: `INV-${unique()}`,
    amount: lines.length ? (total / 100).toFixed(2) : '100.00',
    ...values,
  });
  for (const [position, line] of lines.entries()) {
    await insertOne(db, invoiceLines, {
      companyId,
      invoiceId: invoice.id,
      position,
      ...line,
      amount: ((amounts[position] ?? 0) / 100).toFixed(2),
    });
  }
  return invoice;
}

export const anExpense = (db: Db, companyId: number, values: Values<typeof expenses> = {}) =>
  insertOne(db, expenses, { companyId, description: 'Lumber', amount: '50.00', ...values });

export const aVendor = (db: Db, companyId: number, values: Values<typeof vendors> = {}) =>
  insertOne(db, vendors, { companyId, name: `Vendor ${unique()}`, ...values });

/** A catalog item (a product of the company's catalog). */
export const aCatalogItem = (db: Db, companyId: number, values: Values<typeof products> = {}) =>
  insertOne(db, products, { companyId, name: `Product ${unique()}`, ...values });

export const aTrade = (db: Db, companyId: number, values: Values<typeof trades> = {}) =>
  insertOne(db, trades, { companyId, name: `Trade ${unique()}`, ...values });

export const aUnit = (db: Db, companyId: number, values: Values<typeof units> = {}) =>
  insertOne(db, units, { companyId, name: `Unit ${unique()}`, ...values });

export const aChatMessage = (db: Db, project: ProjectRef, values: Values<typeof projectChatMessages> = {}) =>
  insertOne(db, projectChatMessages, {
    companyId: project.companyId,
    projectId: project.id,
    content: `Message ${unique()}`,
    ...values,
  });

/** A calendar event, by default on 15 January 2030 at 09:00 UTC (a test about dates says its own). */
export const anEvent = (db: Db, companyId: number, values: Values<typeof calendarEvents> = {}) =>
  insertOne(db, calendarEvents, {
    companyId,
    title: `Event ${unique()}`,
    startDate: new Date(Date.UTC(2030, 0, 15, 9)),
    ...values,
  });
