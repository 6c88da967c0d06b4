import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { customerBody, customerNoteBody, updateCustomerBody } from '#domain/contracts/customers';
import { t } from '#domain/messages/all';
import { sentColumns } from '../../db/contract-columns';
import { customers, customerUsers, notes } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { type Actor, checkBodyCompany } from '../../http/actor';
import { conflict, fieldError, notFound } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import {
  customerRowColumns,
  detachCustomerRecords,
  findCompanyUser,
  getAssignedUser,
  getCustomerNote,
  getCustomerOrThrow,
} from './customers.queries';

type CustomerInput = z.output<typeof customerBody>;
type CustomerUpdate = z.output<typeof updateCustomerBody>;
type NoteInput = z.output<typeof customerNoteBody>;

export async function createCustomer(db: Db, companyId: number, input: CustomerInput, now: Date) {
  checkBodyCompany(input.companyId, companyId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ ...sentColumns(customers, input), companyId, createdAt: now, updatedAt: now })
      .returning(customerRowColumns);
    return row!;
  });
}

/** Changes the given fields only; a field sent as empty text is cleared. */
export async function updateCustomer(
  db: Db,
  companyId: number,
  id: number,
  input: CustomerUpdate,
  now: Date,
) {
  checkBodyCompany(input.companyId, companyId);
  const changes = sentColumns(customers, input);
  return db.transaction(async (tx) => {
    await getCustomerOrThrow(tx, companyId, id);
    await assertCurrentVersion(tx, customers, and(eq(customers.id, id), eq(customers.companyId, companyId)));
    const [row] = await tx
      .update(customers)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(customers.id, id), eq(customers.companyId, companyId)))
      .returning(customerRowColumns);
    return row!;
  });
}

/**
 * Deletes the customer; its projects and invoices are kept and detached (docs/product.md#customers), its notes and
 * user assignments go with it, its documents stay with their project. One transaction.
 */
export async function deleteCustomer(db: Db, companyId: number, id: number, now: Date) {
  await db.transaction(async (tx) => {
    await getCustomerOrThrow(tx, companyId, id);
    await detachCustomerRecords(tx, companyId, id, now);
    await tx.delete(customers).where(and(eq(customers.id, id), eq(customers.companyId, companyId)));
  });
}

export async function addCustomerNote(
  db: Db,
  actor: Actor,
  companyId: number,
  customerId: number,
  input: NoteInput,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await getCustomerOrThrow(tx, companyId, customerId);
    const [row] = await tx
      .insert(notes)
      .values({
        companyId,
        customerId,
        projectId: null,
        content: input.content,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: notes.id });
    return getCustomerNote(tx, companyId, row!.id);
  });
}

/** Assigns a user of the same company to the customer, once. */
export async function assignUserToCustomer(
  db: Db,
  actor: Actor,
  companyId: number,
  customerId: number,
  userId: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await getCustomerOrThrow(tx, companyId, customerId);
    if (!(await findCompanyUser(tx, companyId, userId)))
      throw fieldError('userId', t('customers:team.selectUser'));
    const inserted = await tx
      .insert(customerUsers)
      .values({ companyId, customerId, userId, assignedAt: now, assignedBy: actor.userId })
      .onConflictDoNothing({
        target: [customerUsers.customerId, customerUsers.userId, customerUsers.companyId],
      })
      .returning({ id: customerUsers.id });
    // visible-texts: 'userId' is the field's key
    if (inserted.length === 0) throw conflict(t('customers:team.alreadyAssigned'), 'userId');
    return (await getAssignedUser(tx, companyId, customerId, userId))!;
  });
}

export async function unassignUserFromCustomer(
  db: Db,
  companyId: number,
  customerId: number,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await getCustomerOrThrow(tx, companyId, customerId);
    const deleted = await tx
      .delete(customerUsers)
      .where(
        and(
          eq(customerUsers.companyId, companyId),
          eq(customerUsers.customerId, customerId),
          eq(customerUsers.userId, userId),
        ),
      )
      .returning({ id: customerUsers.id });
    if (deleted.length === 0) throw notFound('assignment');
  });
}
