import sharp from 'sharp';
import type { OutputInfo, Sharp } from 'sharp';
import { DOCUMENT_MAX_SIDE } from '@app/domain';
import { refuseDamaged, refuseTooManyPixels } from './upload-refused';
import { photoThumbnail } from './thumbnail';

/** Past this many pixels a photo is refused before any decoding (a phone's 48 MP sensor fits). */
export const MAX_INPUT_PIXELS = 100_000_000;
/** mozjpeg at this quality keeps a paper's small print legible at about a third of the phone's bytes. */
const JPEG_QUALITY = 80;

export interface EncodedPhoto {
  content: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** Refuses dimensions whose decoding alone could exhaust memory. */
export function checkPixels(width: number | undefined, height: number | undefined): void {
  if (!width || !height) throw refuseDamaged();
  if (width * height > MAX_INPUT_PIXELS) throw refuseTooManyPixels();
}

/** A fresh sharp pipeline on an uploaded file: limits on, truncated files fail instead of being padded grey. */
export const openPhoto = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', sequentialRead: true });

/** libvips' words when the header declares more than limitInputPixels. */
const overPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** Header only (no pixel decoded): the format libvips sees and the declared dimensions. */
export async function photoHeader(input: Buffer) {
  try {
    return await openPhoto(input).metadata();
  } catch (error) {
    throw overPixelLimit(error) ? refuseTooManyPixels() : refuseDamaged();
  }
}

/**
 * Upright, at most DOCUMENT_MAX_SIDE on its long side, flattened on white, sRGB, no metadata at all
 * (sharp writes none unless asked): the stored JPEG and its thumbnail, from one decode.
 */
export async function encodePhoto(pipeline: Sharp): Promise<EncodedPhoto> {
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await pipeline
      .rotate()
      .resize({
        width: DOCUMENT_MAX_SIDE,
        height: DOCUMENT_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw overPixelLimit(error) ? refuseTooManyPixels() : refuseDamaged();
  }
  const { width, height, channels } = raw.info;
  const fromRaw = () => sharp(raw.data, { raw: { width, height, channels } });
  const [content, thumbnail] = await Promise.all([
    fromRaw().jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer(),
    photoThumbnail(fromRaw()),
  ]);
  return { content, thumbnail, width, height };
}
