import { expect } from 'vitest';
import { PDFParse } from 'pdf-parse';
import type { Harness } from './helper';

/** The text a PDF route sends, as a phone's reader would extract it, spaces collapsed. */
export async function pdfText(h: Harness, url: string, headers: Record<string, string>): Promise<string> {
  const res = await h.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText()).text.replace(/\s+/g, ' ');
}
