import { DOCUMENT_MAX_SIDE } from '@app/domain';

/** Below this a photo crosses even a slow connection quickly: sent as chosen. */
const WORTH_SHRINKING_BYTES = 600 * 1024;

/**
 * A phone photo made small before it crosses a slow connection: the server keeps at most 2 000 px
 * as JPEG anyway, so a 5 MB photo becomes about 0.5 MB to send (and fits the server's request time).
 * The browser applies the photo's EXIF orientation when it decodes; the server re-checks and
 * re-encodes whatever arrives. Anything the browser cannot decode (HEIC outside Safari, a PDF) is
 * sent as chosen.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (
    file.size < WORTH_SHRINKING_BYTES ||
    !/^image\/(jpeg|png|webp)$/.test(file.type) ||
    typeof createImageBitmap !== 'function'
  )
    return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, DOCUMENT_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
