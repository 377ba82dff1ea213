/** What an upload's bytes say it is; the name and declared type are never asked. */
export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif' | 'pdf';

const ascii = (b: Buffer, start: number, end: number) => b.toString('latin1', start, end);

/** HEIF brands coded with HEVC (or generic HEIF brands without an AV1 one): decoded by libheif. */
const heicBrands = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'mif2',
]);
/** AV1 in HEIF: sharp's libvips decodes it itself. */
const avifBrands = new Set(['avif', 'avis']);

/** The ftyp box's major and compatible brands, or null when the file does not open with one. */
export function ftypBrands(b: Buffer): string[] | null {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return null;
  const size = b.readUInt32BE(0);
  if (size < 16 || size > b.length || size > 4096) return null;
  const brands = [ascii(b, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(b, at, at + 4));
  return brands;
}

function sniffHeif(b: Buffer): 'heic' | 'avif' | null {
  const brands = ftypBrands(b);
  if (!brands) return null;
  if (brands.some((x) => avifBrands.has(x))) return 'avif';
  if (brands.some((x) => heicBrands.has(x))) return 'heic';
  return null;
}

/** Recognises an accepted format by its magic bytes; null for anything else. */
export function sniff(b: Buffer): SniffedFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 8 && ascii(b, 0, 5) === '%PDF-') return 'pdf';
  return sniffHeif(b);
}
