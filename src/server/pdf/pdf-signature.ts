import { t } from '#domain/messages/all';
import { lineHeightOf, type Pen } from './pdf-pen';
import { colors, styles } from './pdf-styles';

/** A client's signature as a PDF prints it. */
export type PrintedSignature = { signerName: string; signedAt: Date; image: Buffer; documentSha256: string };

const BOX = { width: 220, height: 70 };

/**
 * 'Approved by {name} on {date}', the drawn signature above a line, and the SHA-256 of what was signed (estimates
 * and change orders alike).
 */
export function drawSignedBy(pen: Pen, signature: PrintedSignature, timeZone: string): void {
  pen.ensure(BOX.height + 4 * lineHeightOf(styles.body) + 20);
  pen.text(
    t('signatures:pdf.approvedBy', {
      name: signature.signerName,
      day: signature.signedAt.toISOString(),
      timeZone,
    }),
    pen.left,
    styles.strong,
  );
  pen.y += lineHeightOf(styles.strong) + 6;
  try {
    pen.pdf.image(signature.image, pen.left, pen.y, { fit: [BOX.width, BOX.height] });
  } catch {
    // A stored signature was checked when it was taken; should its bytes ever fail, the PDF goes without it.
  }
  pen.y += BOX.height + 2;
  pen.rule(colors.ink, 0.75, pen.left, pen.left + BOX.width);
  pen.y += 4;
  pen.text(t('signatures:pdf.signature'), pen.left, styles.muted);
  pen.y += lineHeightOf(styles.muted) + 2;
  pen.text(t('signatures:pdf.documentHash', { hash: signature.documentSha256 }), pen.left, styles.muted, {
    width: pen.contentWidth,
  });
  pen.y += lineHeightOf(styles.muted) + 12;
}
