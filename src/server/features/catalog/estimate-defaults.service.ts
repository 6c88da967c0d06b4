import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EstimateDefaults, updateEstimateDefaultsBody } from '#domain/contracts/estimate-defaults';
import { companyEstimateTexts } from '#domain/estimate-texts';
import { companies } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { notFound } from '../../http/errors';
import { assertCurrentVersion, rowVersion } from '../../http/record-version';

type DefaultsRow = { estimateNotes: string | null; estimateTerms: string | null; version: string };

/** The texts live on the company's row, so their version is the company's. */
const defaultsColumns = {
  estimateNotes: companies.estimateNotes,
  estimateTerms: companies.estimateTerms,
  version: rowVersion(companies),
};

/** What a new estimate copies, and whether each text is still the standard one. */
function toDefaults(row: DefaultsRow) {
  const texts = companyEstimateTexts(row);
  return {
    ...texts,
    standardNotes: !row.estimateNotes?.trim(),
    standardTerms: !row.estimateTerms?.trim(),
    version: row.version,
  } satisfies EstimateDefaults;
}

export async function getEstimateDefaults(db: Db, companyId: number) {
  const [row] = await db.select(defaultsColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound('company');
  return toDefaults(row);
}

/**
 * Sets the company's default notes and/or terms. Only new estimates copy them (estimate-document.ts,
 * initialTexts): an estimate already made keeps the texts it was given, which its own dialog edits.
 */
export async function updateEstimateDefaults(
  db: Db,
  companyId: number,
  input: z.output<typeof updateEstimateDefaultsBody>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await assertCurrentVersion(tx, companies, eq(companies.id, companyId));
    const [row] = await tx
      .update(companies)
      .set({
        ...(input.notes !== undefined ? { estimateNotes: input.notes } : {}),
        ...(input.terms !== undefined ? { estimateTerms: input.terms } : {}),
        updatedAt: now,
      })
      .where(eq(companies.id, companyId))
      .returning(defaultsColumns);
    if (!row) throw notFound('company');
    return toDefaults(row);
  });
}
