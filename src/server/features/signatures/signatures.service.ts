import { and, desc, eq } from 'drizzle-orm';
import type { SignedDocumentKind } from '#domain/enums';
import { signatures } from '../../db/schema/index';
import type { DbOrTx } from '../../db/types';
import { documentDigest } from './document-digest';
import { signaturePng } from './signature-image';

/** What a client signs with: the typed name and the drawn PNG (a data URL), from an address and a browser. */
export type SignatureInput = {
  companyId: number;
  kind: SignedDocumentKind;
  documentId: number;
  name: string;
  signature: string;
  /** What was signed (lines, totals, texts): its SHA-256 is kept with the signature. */
  signed: unknown;
  ipAddress: string | null;
  userAgent: string | null;
  customerId?: number | null;
  now: Date;
};

/** Stores a signature inside the caller's transaction; a blank or unreadable drawing answers 400 on `signature`. */
export async function storeSignature(tx: DbOrTx, input: SignatureInput) {
  const image = signaturePng(input.signature);
  const [row] = await tx
    .insert(signatures)
    .values({
      companyId: input.companyId,
      documentKind: input.kind,
      documentId: input.documentId,
      signerName: input.name,
      image,
      documentSha256: documentDigest(input.signed),
      signedAt: input.now,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent,
      customerId: input.customerId ?? null,
    })
    .returning({ id: signatures.id, documentSha256: signatures.documentSha256 });
  return row!;
}

/** The document's newest signature, for its PDF and page; null when it was never signed. */
export async function findSignature(
  db: DbOrTx,
  companyId: number,
  kind: SignedDocumentKind,
  documentId: number,
): Promise<{ signerName: string; signedAt: Date; image: Buffer; documentSha256: string } | null> {
  const [row] = await db
    .select({
      signerName: signatures.signerName,
      signedAt: signatures.signedAt,
      image: signatures.image,
      documentSha256: signatures.documentSha256,
    })
    .from(signatures)
    .where(
      and(
        eq(signatures.documentKind, kind),
        eq(signatures.documentId, documentId),
        eq(signatures.companyId, companyId),
      ),
    )
    .orderBy(desc(signatures.signedAt), desc(signatures.id))
    .limit(1);
  return row ?? null;
}
