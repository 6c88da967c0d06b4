import '#domain/messages/load/signatures';
import { z } from 'zod';
import { lazyText, t } from '../messages/i18n';
import { requiredText } from './common';

/** A drawn signature is a PNG data URL of at most this many bytes once decoded. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The longest base64 text of SIGNATURE_MAX_BYTES bytes. */
const MAX_BASE64_LENGTH = Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;

/** The bytes a base64 text decodes to, without decoding it. */
const decodedLength = (base64: string) =>
  (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** Why a drawn signature is refused, or null. Blankness needs the pixels: the server checks it (signatures/). */
export function signatureImageProblem(value: string): string | null {
  if (value === '') return t('signatures:messages.signatureRequired');
  if (!value.startsWith(SIGNATURE_PREFIX)) return t('signatures:messages.signatureFormat');
  const base64 = value.slice(SIGNATURE_PREFIX.length);
  if (base64.length > MAX_BASE64_LENGTH || decodedLength(base64) > SIGNATURE_MAX_BYTES)
    return t('signatures:messages.signatureTooLarge');
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return t('signatures:messages.signatureFormat');
  const head = atob(base64.slice(0, 12));
  if (PNG_MAGIC.some((byte, i) => head.charCodeAt(i) !== byte))
    return t('signatures:messages.signatureFormat');
  return null;
}

/**
 * The approval of a document by its client (decision 0263): the typed full name and the drawn signature, a
 * `data:image/png;base64,...` URL of a real PNG of at most 200 KB.
 */
export const signatureBody = z.object({
  name: requiredText(lazyText('signatures:messages.name'), 200, lazyText('signatures:messages.nameRequired')),
  signature: z
    .string({ error: lazyText('signatures:messages.signatureRequired') })
    .superRefine((value, ctx) => {
      const problem = signatureImageProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type SignatureBody = z.input<typeof signatureBody>;
