import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { companies, storedFiles } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import type { FileStore } from '../../storage/file-store';

/** The company profile as invoices and their PDFs print it at the top (and payment terms and footer below). */
export type Letterhead = {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  paymentTerms: string | null;
  invoiceFooter: string | null;
  logo: { bytes: Buffer; contentType: string } | null;
};

const blankToNull = (value: string | null) => (value?.trim() ? value : null);

/** The company's letterhead; the logo is null when none was uploaded or its file is gone from the store. */
export async function loadLetterhead(db: DbOrTx, storage: FileStore, companyId: number): Promise<Letterhead> {
  const [row] = await db
    .select({
      name: companies.name,
      address: companies.address,
      phone: companies.phone,
      email: companies.email,
      website: companies.website,
      paymentTerms: companies.paymentTerms,
      invoiceFooter: companies.invoiceFooter,
      logoKey: storedFiles.storageKey,
      logoType: storedFiles.contentType,
    })
    .from(companies)
    .leftJoin(
      storedFiles,
      and(eq(storedFiles.id, companies.logoFileId), eq(storedFiles.companyId, companies.id)),
    )
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('Company');
  let logo: Letterhead['logo'] = null;
  if (row.logoKey && row.logoType) {
    const stream = await storage.get(row.logoKey);
    if (stream) logo = { bytes: await buffer(stream), contentType: row.logoType };
  }
  return {
    name: row.name,
    address: blankToNull(row.address),
    phone: blankToNull(row.phone),
    email: blankToNull(row.email),
    website: blankToNull(row.website),
    paymentTerms: blankToNull(row.paymentTerms),
    invoiceFooter: blankToNull(row.invoiceFooter),
    logo,
  };
}
