import sharp from 'sharp';
import type { Sharp } from 'sharp';

/** A thumbnail's long side: sharp on a phone's list, small enough to send dozens at once. */
export const THUMBNAIL_SIDE = 320;

/** A photo's thumbnail from its already upright, sRGB pixels. */
export const photoThumbnail = (pipeline: Sharp) =>
  pipeline
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();

/** Every PDF shares one generic icon: rendering its first page would need a PDF renderer we do not ship. */
const pdfIconSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320">
<rect width="240" height="320" fill="#f1f3f5"/>
<path d="M40 20h120l50 50v230H40z" fill="#ffffff" stroke="#868e96" stroke-width="6"/>
<path d="M160 20v50h50" fill="#e9ecef" stroke="#868e96" stroke-width="6"/>
<rect x="40" y="200" width="170" height="70" fill="#e03131"/>
<text x="125" y="252" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" fill="#ffffff" text-anchor="middle">PDF</text>
<g stroke="#ced4da" stroke-width="8"><path d="M70 90h110M70 120h110M70 150h110M70 180h70"/></g>
</svg>`;

let pdfIcon: Promise<Buffer> | undefined;

/** The PDF icon as a JPEG, rendered once per process. */
export function pdfThumbnail(): Promise<Buffer> {
  pdfIcon ??= sharp(Buffer.from(pdfIconSvg))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return pdfIcon;
}
