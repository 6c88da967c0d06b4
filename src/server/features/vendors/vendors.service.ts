import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { vendorBody } from '#domain/contracts/vendors';
import { sentColumns } from '../../db/contract-columns';
import { vendors } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { type Actor, checkBodyCompany } from '../../http/actor';
import { assertCurrentVersion } from '../../http/record-version';
import { getVendorOrThrow, vendorColumns } from './vendors.queries';

type VendorInput = z.output<typeof vendorBody>;

/** The body's fields as columns: primaryContact is stored as the contact person; absent fields are left out. */
function toColumns(input: VendorInput) {
  const { primaryContact } = input;
  return {
    ...sentColumns(vendors, input),
    ...(primaryContact === undefined ? {} : { contactPerson: primaryContact }),
  };
}

export async function createVendor(db: Db, actor: Actor, companyId: number, input: VendorInput, now: Date) {
  checkBodyCompany(input.companyId, companyId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vendors)
      .values({ ...toColumns(input), companyId, createdBy: actor.userId, createdAt: now, updatedAt: now })
      .returning(vendorColumns);
    return row!;
  });
}

/** PUT: the name and every field sent; a field sent empty is cleared, one left out stays as it was. */
export async function updateVendor(db: Db, companyId: number, id: number, input: VendorInput, now: Date) {
  checkBodyCompany(input.companyId, companyId);
  const changes = toColumns(input);
  return db.transaction(async (tx) => {
    await getVendorOrThrow(tx, companyId, id);
    await assertCurrentVersion(tx, vendors, and(eq(vendors.id, id), eq(vendors.companyId, companyId)));
    const [row] = await tx
      .update(vendors)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(vendors.id, id), eq(vendors.companyId, companyId)))
      .returning(vendorColumns);
    return row!;
  });
}

/** Deletes the vendor; its expenses are kept, their vendorId cleared by the foreign key (the name text stays). */
export async function deleteVendor(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await getVendorOrThrow(tx, companyId, id);
    await tx.delete(vendors).where(and(eq(vendors.id, id), eq(vendors.companyId, companyId)));
  });
}
