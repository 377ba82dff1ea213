import type { FastifyReply } from 'fastify';

/** A generated PDF as a download named `name`, never cached (it shows a balance of today). */
export function sendPdf(reply: FastifyReply, pdf: { file: Buffer; name: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.name}"`)
    .header('cache-control', 'no-store')
    .send(pdf.file);
}
