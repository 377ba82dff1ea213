import { refuseDamaged } from './upload-refused';

/** How far from the end the last `%%EOF` may sit (writers pad with whitespace or junk). */
const EOF_WINDOW = 1024;
/** Real writers sometimes miscount the xref offset by a line ending or two; viewers tolerate it. */
const XREF_SLACK = 16;

/** A cross-reference section starts here: a table (`xref`) or a stream object (`12 0 obj`). */
const crossReferenceStart = /^(?:xref|\d+\s+\d+\s+obj)/;
const isWhitespace = (byte: number | undefined) => byte === undefined || /\s/.test(String.fromCharCode(byte));

/** Whether a cross-reference section begins at `offset`, give or take XREF_SLACK, at the start of a token. */
function crossReferenceNear(b: Buffer, offset: number): boolean {
  for (let at = Math.max(0, offset - XREF_SLACK); at <= offset + XREF_SLACK; at++) {
    if (at > 0 && !isWhitespace(b[at - 1])) continue;
    if (crossReferenceStart.test(b.toString('latin1', at, at + 32))) return true;
  }
  return false;
}

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
  if (!crossReferenceNear(b, offset)) throw refuseDamaged();
  if (b.indexOf('/Root') < 0) throw refuseDamaged();
}
