import sharp from 'sharp';
import type { Sharp } from 'sharp';
import decodeHeic from 'heic-decode';
import { checkPixels } from './photo';
import { refuseDamaged } from './upload-refused';

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
 * HEIC/HEIF (HEVC): sharp's prebuilt libvips has no HEVC decoder, so libheif (wasm) decodes it.
 * The container is parsed first and the dimensions checked before a pixel is decoded; only the
 * first top-level image (the primary: tiles, thumbnails and depth maps are not top-level) is decoded.
 * libheif applies the container's rotation and mirror (irot/imir), so the pixels come out upright.
 */
export async function openHeic(input: Buffer): Promise<Sharp> {
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: withKnownBrand(input) });
  } catch {
    throw refuseDamaged();
  }
  try {
    const primary = images[0];
    if (!primary) throw refuseDamaged();
    checkPixels(primary.width, primary.height);
    const { width, height, data } = await primary.decode().catch(() => {
      throw refuseDamaged();
    });
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}
