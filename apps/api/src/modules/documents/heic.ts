import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { MAX_INPUT_PIXELS } from './photo';
import { decodeHeicInWorker } from './heic-worker';
import { refuseDamaged, refuseTooManyPixels } from './upload-refused';

/** The major brands heic-decode's own check lets through; libheif itself reads any HEIF brand. */
const decoderBrands = new Set(['mif1', 'msf1', 'heic', 'heix', 'hevc', 'hevx']);

/** heic-decode refuses rarer HEVC major brands (heim, heis…): hand it a copy that names the generic one. */
function withKnownBrand(input: Buffer): Buffer {
  if (decoderBrands.has(input.toString('latin1', 8, 12))) return input;
  const copy = Buffer.from(input);
  copy.write('mif1', 8, 'latin1');
  return copy;
}

/**
 * HEIC/HEIF (HEVC): sharp's prebuilt libvips has no HEVC decoder, so libheif (wasm, in a worker
 * thread: it decodes synchronously, ~1 s for 12 MP) decodes it. The container is parsed first and
 * the dimensions checked before a pixel is decoded; only the first top-level image (the primary:
 * tiles, thumbnails and depth maps are not top-level) is decoded. libheif applies the container's
 * rotation and mirror (irot/imir), so the pixels come out upright and the EXIF orientation is moot.
 */
export async function openHeic(input: Buffer): Promise<Sharp> {
  const decoded = await decodeHeicInWorker(withKnownBrand(input), MAX_INPUT_PIXELS);
  if ('refused' in decoded)
    throw decoded.refused === 'tooManyPixels' ? refuseTooManyPixels() : refuseDamaged();
  const { width, height, data } = decoded;
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  });
}
