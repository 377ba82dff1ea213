import { createHash } from 'node:crypto';
import { DOCUMENT_MAX_BYTES, documentMessages } from '@app/domain';
import { sniff } from './sniff';
import { checkPdf } from './pdf';
import { checkPixels, encodePhoto, openPhoto, photoHeader } from './photo';
import { openHeic } from './heic';
import { pdfThumbnail } from './thumbnail';
import { UploadRefused, refuseDamaged, refuseUnsupported } from './upload-refused';

export { UploadRefused } from './upload-refused';

/** What is stored for one upload: `bytes` and `sha256` describe the stored copy, not the upload. */
export interface ProcessedDocument {
  contentType: 'image/jpeg' | 'application/pdf';
  content: Buffer;
  thumbnail: Buffer;
  bytes: number;
  /** Hex SHA-256 of `content`. */
  sha256: string;
  width?: number;
  height?: number;
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** libvips' name for each format sharp decodes itself: the header must agree with the magic bytes. */
const sharpFormats = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' } as const;

/**
 * Recognises an upload by its bytes, checks it and makes the copy to store: photos (JPEG, PNG,
 * WebP, HEIC/HEIF, AVIF) become an upright JPEG without metadata, a PDF is kept as sent.
 * Throws UploadRefused (400, 413, 415 with the Spanish message) for anything else.
 */
export async function processUpload(input: Buffer): Promise<ProcessedDocument> {
  if (input.length === 0) throw new UploadRefused(400, documentMessages.empty);
  if (input.length > DOCUMENT_MAX_BYTES) throw new UploadRefused(413, documentMessages.tooLarge);
  const format = sniff(input);
  if (!format) throw refuseUnsupported();

  if (format === 'pdf') {
    checkPdf(input);
    return {
      contentType: 'application/pdf',
      content: input,
      thumbnail: await pdfThumbnail(),
      bytes: input.length,
      sha256: sha256(input),
    };
  }

  let photo;
  if (format === 'heic') {
    photo = await encodePhoto(await openHeic(input));
  } else {
    const header = await photoHeader(input);
    if (header.format !== sharpFormats[format]) throw refuseDamaged();
    checkPixels(header.width, header.height);
    photo = await encodePhoto(openPhoto(input));
  }
  return {
    contentType: 'image/jpeg',
    content: photo.content,
    thumbnail: photo.thumbnail,
    bytes: photo.content.length,
    sha256: sha256(photo.content),
    width: photo.width,
    height: photo.height,
  };
}
