import { describe, expect, it } from 'vitest';
import { AGING_BUCKETS, agingBucket } from '../reports/portfolio-terms';
import { PROVISION_BUCKETS, provisionBucket, provisionPosting, requiredProvision } from './provisions';

describe('provision buckets', () => {
  it('put every day in one bucket, each inside one of the portfolio report’s buckets', () => {
    for (let days = -5; days <= 400; days++) {
      expect(PROVISION_BUCKETS.filter((b) => days >= b.from && days <= b.to)).toHaveLength(1);
      if (agingBucket(days) === null) expect(provisionBucket(days)).toBe('current');
    }
    for (const b of PROVISION_BUCKETS.filter((p) => p.bucket !== 'current'))
      expect(AGING_BUCKETS.filter((r) => r.from <= b.from && b.to <= r.to)).toHaveLength(1);
    expect([0, 1, 30, 31, 90, 91, 180, 181].map(provisionBucket)).toEqual([
      'current',
      '1-30',
      '1-30',
      '31-60',
      '61-90',
      '91-180',
      '91-180',
      '180+',
    ]);
  });
});

describe('required provision', () => {
  it('applies the default percentages per bucket, rounded to the unit', () => {
    const req = requiredProvision({ current: '1000', '1-30': '200', '61-90': '10.00005', '180+': '3' });
    expect(req.byBucket.current.toFixed()).toBe('10');
    expect(req.byBucket['1-30'].toFixed()).toBe('10');
    expect(req.byBucket['61-90'].toFixed()).toBe('2.5');
    expect(req.byBucket['180+'].toFixed()).toBe('3');
    expect(req.total.toFixed()).toBe('25.5');
  });

  it('posts the difference from the previous month, a release when it falls', () => {
    expect(provisionPosting('25.5', '20').toFixed()).toBe('5.5');
    expect(provisionPosting('18', '20').toFixed()).toBe('-2');
  });
});
