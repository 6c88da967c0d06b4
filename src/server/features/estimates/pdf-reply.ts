import type { FastifyReply } from 'fastify';
import type { EstimateDocument } from '../../../domain/contracts/estimates';

/** Answers a PDF as a download named after the estimate number; never cached (it changes with the estimate). */
export function sendPdf(reply: FastifyReply, document: Pick<EstimateDocument, 'number'>, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="estimate-${document.number}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
