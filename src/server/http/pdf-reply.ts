import type { FastifyReply } from 'fastify';

/**
 * Answers a PDF as a download named `fileName` (e.g. 'estimate-42-2026.pdf'); never cached, since it changes
 * with the record it prints.
 */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]+/g, '-');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
