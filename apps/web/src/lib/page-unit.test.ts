import { referenceUnit, setReferenceUnit, unitText } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setMetaTag } from '../test/meta-tag';
import { adoptPageUnit } from './page-unit';

function unitOnPage(content: string | null): string {
  setMetaTag('reference-unit', content);
  return adoptPageUnit().code;
}

afterEach(() => {
  setMetaTag('reference-unit', null);
  setReferenceUnit('PTR');
});

describe("the page's reference unit", () => {
  it('is the one the server wrote into the page, and amounts are written in it', () => {
    expect(unitOnPage('USD')).toBe('USD');
    expect(unitText(35.43)).toBe('35,4300 US$');
    expect(unitOnPage(' EUR ')).toBe('EUR');
    expect(unitText(35.43)).toBe('35,4300 €');
  });

  it('is the petro where no server wrote one, or wrote one this build does not know', () => {
    setReferenceUnit('USD');
    expect(unitOnPage(null)).toBe('PTR');
    setReferenceUnit('USD');
    expect(unitOnPage('BTC')).toBe('PTR');
    expect(referenceUnit().symbol).toBe('₽');
  });
});
