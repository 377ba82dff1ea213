import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_SIDE, documentMessages } from '@app/domain';
import { processUpload, UploadRefused } from './process-upload';
import { THUMBNAIL_SIDE } from './thumbnail';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../test/fixtures/documents', name));

/** The refusal processUpload throws, or fails the test. */
async function refusal(input: Buffer): Promise<UploadRefused> {
  const error = await processUpload(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRefused);
  return error as UploadRefused;
}

/** The stored JPEG: no EXIF, no orientation, no ICC, sRGB; its dimensions. */
async function expectCleanJpeg(content: Buffer) {
  const meta = await sharp(content).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(content.includes(Buffer.from('Exif\0'))).toBe(false);
  return meta;
}

/** Whether the pixel at (x, y) is the fixtures' red orientation mark. */
async function isRed(content: Buffer, x: number, y: number) {
  const { data } = await sharp(content)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data[0]! > 180 && data[1]! < 80 && data[2]! < 80;
}

describe('processUpload: accepted photos become upright JPEGs without metadata', () => {
  it('a phone JPEG with GPS EXIF and Orientation=6 is turned upright and stripped', async () => {
    const input = fixture('phone-gps-orientation6.jpg');
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await processUpload(input);
    expect(out.contentType).toBe('image/jpeg');
    const meta = await expectCleanJpeg(out.content);
    expect([meta.width, meta.height]).toEqual([640, 480]);
    expect([out.width, out.height]).toEqual([640, 480]);
    expect(await isRed(out.content, 5, 5)).toBe(true);
    expect(await isRed(out.content, 634, 5)).toBe(false);
    expect(out.content.includes(Buffer.from('SM-A155M'))).toBe(false);
  });

  it('a real HEIC (x265, rotated by irot like an iPhone photo) is stored upright as JPEG without its EXIF', async () => {
    const input = fixture('photo-irot.heic');
    expect(input.includes(Buffer.from('Exif'))).toBe(true);
    const out = await processUpload(input);
    expect(out.contentType).toBe('image/jpeg');
    const meta = await expectCleanJpeg(out.content);
    expect([meta.width, meta.height]).toEqual([640, 480]);
    expect(await isRed(out.content, 5, 5)).toBe(true);
    expect(await isRed(out.content, 634, 5)).toBe(false);
  });

  it.each(['image.png', 'image.webp', 'png-named.pdf'])(
    '%s is stored as a JPEG (by its bytes, not its name)',
    async (name) => {
      const input = fixture(name);
      const out = await processUpload(input);
      expect(out.contentType).toBe('image/jpeg');
      const source = await sharp(input).metadata();
      const meta = await expectCleanJpeg(out.content);
      expect([meta.width, meta.height]).toEqual([source.width, source.height]);
    },
  );

  it('HEIC uploads at once are decoded one after the other in the worker; a damaged one spoils none', async () => {
    const heic = fixture('photo-irot.heic');
    const [first, broken, second] = await Promise.allSettled([
      processUpload(heic),
      processUpload(heic.subarray(0, heic.length >> 1)),
      processUpload(heic),
    ]);
    expect(first.status === 'fulfilled' && first.value.width).toBe(640);
    expect(broken.status === 'rejected' && broken.reason).toMatchObject({ status: 400 });
    expect(second.status === 'fulfilled' && second.value.sha256).toBe(
      first.status === 'fulfilled' && first.value.sha256,
    );
  });

  it('16-bit, grey and CMYK pictures come out as 8-bit sRGB JPEGs', async () => {
    const base = sharp({ create: { width: 60, height: 40, channels: 3, background: '#3366cc' } });
    const inputs = [
      await base.clone().toColourspace('rgb16').png().toBuffer(),
      await base.clone().greyscale().png().toBuffer(),
      await base.clone().toColourspace('cmyk').jpeg().toBuffer(),
    ];
    for (const input of inputs) {
      const meta = await expectCleanJpeg((await processUpload(input)).content);
      expect([meta.width, meta.height, meta.space, meta.depth]).toEqual([60, 40, 'srgb', 'uchar']);
    }
  });

  it('an AVIF (AV1 in HEIF) is accepted as a HEIF photo', async () => {
    const avif = await sharp(fixture('image.webp')).avif({ quality: 50 }).toBuffer();
    const out = await processUpload(avif);
    const meta = await expectCleanJpeg(out.content);
    expect([meta.width, meta.height]).toEqual([500, 375]);
  });

  it('describes the stored copy: bytes and sha256 of the JPEG, a small JPEG thumbnail', async () => {
    const out = await processUpload(fixture('image.png'));
    expect(out.bytes).toBe(out.content.length);
    expect(out.sha256).toMatch(/^[0-9a-f]{64}$/);
    const { createHash } = await import('node:crypto');
    expect(out.sha256).toBe(createHash('sha256').update(out.content).digest('hex'));
    const thumb = await sharp(out.thumbnail).metadata();
    expect(thumb.format).toBe('jpeg');
    expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(THUMBNAIL_SIDE);
  });

  it(`caps the long side at ${DOCUMENT_MAX_SIDE} px, keeping the aspect`, async () => {
    const big = await sharp({ create: { width: 3000, height: 1800, channels: 3, background: '#8899aa' } })
      .jpeg()
      .toBuffer();
    const out = await processUpload(big);
    expect([out.width, out.height]).toEqual([2000, 1200]);
    const meta = await sharp(out.content).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1200]);
  });
});

describe('processUpload: a PDF is kept as sent', () => {
  it('stores the exact bytes with the generic PDF icon as thumbnail', async () => {
    const input = fixture('document.pdf');
    const out = await processUpload(input);
    expect(out.contentType).toBe('application/pdf');
    expect(out.content.equals(input)).toBe(true);
    expect(out.bytes).toBe(input.length);
    expect((await sharp(out.thumbnail).metadata()).format).toBe('jpeg');
    expect((await processUpload(input)).thumbnail).toBe(out.thumbnail);
  });
});

/** A one-object PDF 1.5 whose cross-reference is a stream (as most writers now make them), `startxref` at `pointAt`. */
function xrefStreamPdf(pointAt: (xrefObject: number) => number) {
  const head =
    '%PDF-1.5\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\n';
  const xref =
    '3 0 obj <</Type/XRef/Size 4/Root 1 0 R/W[1 1 0]/Length 8>>stream\n\0\0\x01\x09\x01\x32\x01\x5d\nendstream endobj\n';
  return Buffer.from(`${head}${xref}startxref\n${pointAt(head.length)}\n%%EOF\n`, 'latin1');
}

describe('processUpload: a PDF with a cross-reference stream', () => {
  it('is accepted when startxref points at the stream', async () => {
    const input = xrefStreamPdf((at) => at);
    expect((await processUpload(input)).content.equals(input)).toBe(true);
  });

  it('is refused as damaged when startxref points elsewhere', async () => {
    expect(await refusal(xrefStreamPdf(() => 200))).toMatchObject({
      status: 400,
      message: documentMessages.damaged,
    });
  });
});

describe('processUpload: refusals', () => {
  const { unsupported, damaged, empty, tooManyPixels, tooLarge } = documentMessages;
  it.each([
    ['page-named.jpg', 415, unsupported],
    ['svg-named.jpg', 415, unsupported],
    ['image.svg', 415, unsupported],
    ['archive-named.pdf', 415, unsupported],
    ['notes.txt', 415, unsupported],
    ['empty.jpg', 400, empty],
    ['truncated.jpg', 400, damaged],
    ['truncated.pdf', 400, damaged],
  ] as const)('%s → %i', async (name, status, message) => {
    const error = await refusal(fixture(name));
    expect([error.status, error.message]).toEqual([status, message]);
  });

  it('a GIF or TIFF (real images, not accepted formats) → 415', async () => {
    for (const format of ['gif', 'tiff'] as const) {
      const input = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .toFormat(format)
        .toBuffer();
      expect((await refusal(input)).status).toBe(415);
    }
  });

  it.each(['image.png', 'image.webp'])('%s cut in half → 400 damaged', async (name) => {
    const input = fixture(name);
    expect(await refusal(input.subarray(0, input.length >> 1))).toMatchObject({
      status: 400,
      message: damaged,
    });
  });

  it('a JPEG header followed by garbage → 400 damaged', async () => {
    const input = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect(await refusal(input)).toMatchObject({ status: 400, message: damaged });
  });

  it('over 10 MB → 413', async () => {
    const input = Buffer.concat([fixture('document.pdf'), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    expect(await refusal(input)).toMatchObject({ status: 413, message: tooLarge });
  });

  /** A bomb is refused as too many pixels in under a second, the process growing by less than 200 MB. */
  async function expectRefusedFromHeader(input: Buffer) {
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    expect(await refusal(input)).toMatchObject({ status: 400, message: tooManyPixels });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
  }

  it('the 50 000 × 50 000 PNG bomb is refused from its header: fast, without the memory', async () => {
    const input = fixture('bomb-50000x50000.png');
    expect(input.length).toBeLessThan(4096);
    await expectRefusedFromHeader(input);
  });

  it('a HEIC whose container declares 50 000 × 50 000 is refused before decoding', async () => {
    const input = Buffer.from(fixture('photo-irot.heic'));
    const ispe = input.indexOf('ispe');
    expect(ispe).toBeGreaterThan(0);
    input.writeUInt32BE(50_000, ispe + 8);
    input.writeUInt32BE(50_000, ispe + 12);
    await expectRefusedFromHeader(input);
  });

  it('a HEIC cut in half → 400 damaged', async () => {
    const input = fixture('photo-irot.heic');
    expect(await refusal(input.subarray(0, input.length >> 1))).toMatchObject({
      status: 400,
      message: damaged,
    });
  });
});
