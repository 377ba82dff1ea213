import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DOCUMENT_MAX_BYTES,
  documentMessages,
  documentUploadFields,
  messages,
  type DocumentUploadFields,
} from '@app/domain';
import { HttpError } from '../../plugins/errors';

/** Room for the multipart envelope (boundaries, part headers, the small fields) around a 10 MB file. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * What @fastify/multipart may read of one upload: one file of at most 10 MB and a few small fields
 * (fields it does not know are read and ignored, as JSON bodies' are).
 */
export const uploadLimits = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 32,
  fieldSize: 1024,
  parts: 33,
  headerPairs: 20,
};

/** How long a refused upload's connection may drain before it is cut (the client reads the answer first). */
const LINGER_MS = 1000;

/**
 * Before reading any of the body: not multipart → 415; a declared length already over the limit → 413.
 * Called after the checks of who may upload here, so a stranger learns nothing from these answers.
 */
export function refuseBeforeReading(request: FastifyRequest) {
  // By the header: the multipart parser (which would tell) has not run yet.
  if (!/^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? ''))
    throw new HttpError(415, documentMessages.notMultipart);
  const declared = Number(request.headers['content-length']);
  if (declared > DOCUMENT_MAX_BYTES + ENVELOPE_BYTES) throw new HttpError(413, documentMessages.tooLarge);
}

/**
 * An answer given before the body was read whole (413 at the limit, 404, 409): the connection is
 * closed after it and the rest of the body is not read. Node closes such a socket at once, and a
 * close with unread data resets the connection, which can cost the client the answer it was just
 * sent: this socket stops reading, sends its end, and is cut a moment later instead.
 */
export async function closeIfUnread(request: FastifyRequest, reply: FastifyReply) {
  const socket = request.raw.socket as Socket | undefined;
  if (request.raw.complete || !socket) return;
  reply.header('connection', 'close');
  socket.destroySoon = () => {
    socket.pause();
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * The file's bytes, refused (413) the moment busboy reaches the limit: the multipart plugin's own
 * toBuffer() would read the rest of the body to its end first. Destroying the part unpipes the request.
 */
function readToLimit(file: NodeJS.ReadableStream & { destroy: () => void }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => {
      file.destroy();
      reject(new HttpError(413, documentMessages.tooLarge));
    });
    file.once('end', () => resolve(Buffer.concat(chunks)));
    file.once('error', reject);
  });
}

/** The upload's fields and file, read while streaming: the 10 MB limit stops reading at the limit. */
export async function receiveUpload(
  request: FastifyRequest,
): Promise<{ fields: DocumentUploadFields; file: Buffer; fileName: string | undefined }> {
  const raw: Record<string, string> = {};
  let file: { buffer: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts({ limits: uploadLimits })) {
      if (part.type === 'file') file = { buffer: await readToLimit(part.file), name: part.filename };
      else raw[part.fieldname] = String(part.value);
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, documentMessages.tooLarge);
    if (code?.startsWith('FST_')) throw new HttpError(400, messages.invalidData);
    // busboy's own (a malformed or cut body): the client's fault, nothing was stored.
    if (err instanceof Error && !(err as { statusCode?: number }).statusCode)
      throw new HttpError(400, documentMessages.damaged);
    throw err;
  }
  const parsed = documentUploadFields.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'kind');
    throw new HttpError(400, issue.message, { [field]: issue.message });
  }
  if (!file) throw new HttpError(400, documentMessages.fileMissing, { file: documentMessages.fileMissing });
  if (file.buffer.length === 0)
    throw new HttpError(400, documentMessages.empty, { file: documentMessages.empty });
  return { fields: parsed.data, file: file.buffer, fileName: file.name };
}
