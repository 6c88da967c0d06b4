import { eq } from 'drizzle-orm';
import { companies, storedFiles } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../http/errors';
import type { FileStore } from '../../storage/file-store';

/**
 * The company as its paperwork presents it (estimates, invoices, their PDFs, public pages and e-mails
 * show the company profile; docs/product.md#company-profile): name, contact lines, the invoice texts and the logo's
 * bytes for a PDF.
 */
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

/** The company's logo file (key and type), or null when it has none. */
export async function findCompanyLogo(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      fileId: storedFiles.id,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      name: storedFiles.originalName,
    })
    .from(companies)
    .innerJoin(storedFiles, eq(storedFiles.id, companies.logoFileId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** The bytes of a stored file, or null when the store no longer has them or cannot be read. */
export async function readStoredBytes(storage: FileStore, key: string): Promise<Buffer | null> {
  try {
    const stream = await storage.get(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  } catch {
    // A document must still be produced when the logo cannot be read (the bucket unreachable): it goes without.
    return null;
  }
}

/** The company's letterhead with its logo read from the store; a missing logo file gives `logo: null`. */
export async function loadLetterhead(db: DbOrTx, storage: FileStore, companyId: number): Promise<Letterhead> {
  const [company] = await db
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
    .leftJoin(storedFiles, eq(storedFiles.id, companies.logoFileId))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw notFound('company');
  const { logoKey, logoType, ...texts } = company;
  const bytes = logoKey ? await readStoredBytes(storage, logoKey) : null;
  return { ...texts, logo: bytes && logoType ? { bytes, contentType: logoType } : null };
}
