import type { FastifyReply } from 'fastify';

/**
 * A document answers as a sandboxed page of its own: no script, no request out, no framing, never
 * sniffed into HTML. Photos get nothing else; a PDF needs the browser's viewer, which a bare
 * `sandbox` still lets render (checked in Chromium), so it gets the same policy.
 */
const DOCUMENT_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** RFC 5987's encoding of a header parameter: what encodeURIComponent leaves bare but the RFC does not allow. */
const rfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `inline` (viewed) or `attachment` (downloaded), with an ASCII name for old clients and the UTF-8 one. */
export function contentDisposition(fileName: string, download: boolean) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/** The stored bytes with the headers that keep them private and inert. */
export function sendDocument(
  reply: FastifyReply,
  doc: { body: Buffer; contentType: string; fileName: string },
  download: boolean,
) {
  return reply
    .type(doc.contentType)
    .header('content-disposition', contentDisposition(doc.fileName, download))
    .header('cache-control', 'private, no-store')
    .send(doc.body);
}

/** Route hook after the app's security headers: a document's own policy replaces the web app's. */
export async function documentHeaders(_request: unknown, reply: FastifyReply) {
  if (reply.statusCode !== 200) return;
  reply.header('content-security-policy', DOCUMENT_CSP);
  reply.header('x-content-type-options', 'nosniff');
}
