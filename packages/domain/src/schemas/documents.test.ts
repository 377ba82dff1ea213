import { describe, expect, it } from 'vitest';
import { documentFileName } from './documents';

describe('documentFileName', () => {
  it('keeps the sent name without folders, control or quote characters, with the stored extension', () => {
    expect(documentFileName('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(documentFileName('C:\\fotos\\cédula "nueva".png', 'image/jpeg')).toBe('cédula nueva.jpg');
    expect(documentFileName('../../etc/pass\u0000wd', 'application/pdf')).toBe('passwd.pdf');
    expect(documentFileName('.bashrc', 'image/jpeg')).toBe('documento.jpg');
    expect(documentFileName(undefined, 'application/pdf')).toBe('documento.pdf');
    expect(documentFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf')).toHaveLength(124);
  });
});
