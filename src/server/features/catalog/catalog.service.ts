import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { taskTypeBody, tradeBody, unitBody, updateUnitBody } from '#domain/contracts/catalog';
import { lazyText } from '#domain/messages/all';
import { customTaskTypes, trades, units } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { checkBodyCompany } from '../../http/actor';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { assertCurrentVersion } from '../../http/record-version';
import { taskTypeColumns, tradeColumns, unitColumns } from './catalog.read';

type TradeInput = z.output<typeof tradeBody>;
type UnitInput = z.output<typeof unitBody>;
type UnitUpdate = z.output<typeof updateUnitBody>;
type TaskTypeInput = z.output<typeof taskTypeBody>;

export const DUPLICATE_TASK_TYPE = lazyText('catalog:taskTypes.duplicate');

/** Only the fields that were sent: PATCH and PUT leave an absent optional field alone. */
function sent<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function createTrade(db: Db, companyId: number, input: TradeInput, now: Date) {
  checkBodyCompany(input.companyId, companyId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trades)
      .values({ companyId, name: input.name, description: input.description, createdAt: now, updatedAt: now })
      .returning(tradeColumns);
    return row!;
  });
}

export async function updateTrade(db: Db, companyId: number, id: number, input: TradeInput, now: Date) {
  checkBodyCompany(input.companyId, companyId);
  return db.transaction(async (tx) => {
    await assertCurrentVersion(tx, trades, and(eq(trades.id, id), eq(trades.companyId, companyId)));
    const [row] = await tx
      .update(trades)
      .set({ ...sent({ name: input.name, description: input.description }), updatedAt: now })
      .where(and(eq(trades.id, id), eq(trades.companyId, companyId)))
      .returning(tradeColumns);
    if (!row) throw notFound('trade');
    return row;
  });
}

/**
 * Deletes the trade. Products, budget items and tasks that name it keep everything else and lose the reference
 * (the foreign keys are ON DELETE SET NULL; docs/decisions/0078-deleting-a-trade-or-unit-in-use.md).
 */
export async function deleteTrade(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(trades)
      .where(and(eq(trades.id, id), eq(trades.companyId, companyId)))
      .returning({ id: trades.id });
    if (!row) throw notFound('trade');
  });
}

export async function createUnit(db: Db, companyId: number, input: UnitInput, now: Date) {
  checkBodyCompany(input.companyId, companyId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(units)
      .values({ companyId, name: input.name, symbol: input.symbol, createdAt: now, updatedAt: now })
      .returning(unitColumns);
    return row!;
  });
}

export async function updateUnit(db: Db, companyId: number, id: number, input: UnitUpdate, now: Date) {
  return db.transaction(async (tx) => {
    await assertCurrentVersion(tx, units, and(eq(units.id, id), eq(units.companyId, companyId)));
    const [row] = await tx
      .update(units)
      .set({ ...sent(input), updatedAt: now })
      .where(and(eq(units.id, id), eq(units.companyId, companyId)))
      .returning(unitColumns);
    if (!row) throw notFound('unit');
    return row;
  });
}

/** Deletes the unit; products that linked it keep their own unit text (unit_id ON DELETE SET NULL). */
export async function deleteUnit(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(units)
      .where(and(eq(units.id, id), eq(units.companyId, companyId)))
      .returning({ id: units.id });
    if (!row) throw notFound('unit');
  });
}

/** A second task type with the same value would make the task form's choice ambiguous: 409 on the value. */
async function uniqueValue<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // visible-texts: the field's path
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_TASK_TYPE(), 'value');
    throw err;
  }
}

export async function createTaskType(db: Db, companyId: number, input: TaskTypeInput, now: Date) {
  return uniqueValue(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customTaskTypes)
        .values({ companyId, name: input.name, value: input.value, createdAt: now, updatedAt: now })
        .returning(taskTypeColumns);
      return row!;
    }),
  );
}

export async function updateTaskType(db: Db, companyId: number, id: number, input: TaskTypeInput, now: Date) {
  return uniqueValue(() =>
    db.transaction(async (tx) => {
      await assertCurrentVersion(
        tx,
        customTaskTypes,
        and(eq(customTaskTypes.id, id), eq(customTaskTypes.companyId, companyId)),
      );
      const [row] = await tx
        .update(customTaskTypes)
        .set({ name: input.name, value: input.value, updatedAt: now })
        .where(and(eq(customTaskTypes.id, id), eq(customTaskTypes.companyId, companyId)))
        .returning(taskTypeColumns);
      if (!row) throw notFound('taskType');
      return row;
    }),
  );
}

/** Tasks keep their task_type text: it is a value, not a reference, and shows as written. */
export async function deleteTaskType(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(customTaskTypes)
      .where(and(eq(customTaskTypes.id, id), eq(customTaskTypes.companyId, companyId)))
      .returning({ id: customTaskTypes.id });
    if (!row) throw notFound('taskType');
  });
}
