import { refuseDamaged } from './upload-refused';

/** How far from the end the last `%%EOF` may sit (writers pad with whitespace or junk). */
const EOF_WINDOW = 1024;
/** Real writers sometimes miscount the xref offset by a line ending or two; viewers tolerate it. */
const XREF_SLACK = 16;

/**
 * A structural check, not a parser: a version header, a final `%%EOF`, a `startxref` that points
 * at a cross-reference table or stream inside the file, and a document catalog (/Root).
 * Truncated or corrupt files fail it; the bytes are kept exactly as sent.
 */
export function checkPdf(b: Buffer): void {
  if (!/^%PDF-[12]\.\d/.test(b.toString('latin1', 0, 8))) throw refuseDamaged();
  const tail = b.toString('latin1', Math.max(0, b.length - EOF_WINDOW));
  const eof = tail.lastIndexOf('%%EOF');
  if (eof < 0) throw refuseDamaged();
  const startxref = /startxref\s+(\d+)\s*$/.exec(tail.slice(0, eof));
  if (!startxref) throw refuseDamaged();
  const offset = Number(startxref[1]);
  if (offset <= 0 || offset >= b.length) throw refuseDamaged();
  const around = b.toString('latin1', Math.max(0, offset - XREF_SLACK), offset + 64 + XREF_SLACK);
  if (!/xref|\d+\s+\d+\s+obj/.test(around)) throw refuseDamaged();
  if (b.indexOf('/Root') < 0) throw refuseDamaged();
}
