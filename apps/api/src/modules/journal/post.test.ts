import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { booksMessages } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { journalEntries, journalLines, periods } from '../../db/schema';
import { assertOpenDate, postEntry, UnbalancedEntry, type Posting } from '.';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

const sale = (date: string): Posting => ({
  date,
  source: 'income' as const,
  sourceId: 7,
  description: 'Venta de chatarra',
  lines: [
    { kind: 'cash' as const, debitBs: '120.50', unitAmount: '1.2050' },
    { kind: 'otherIncome' as const, creditBs: '120.50', unitAmount: '1.2050' },
    { kind: 'interest' as const, creditBs: 0, unitAmount: 0 },
  ],
});

describe('postEntry', () => {
  it('writes a balanced entry with its lines on the mapped accounts, leaving zero lines out', async () => {
    const id = await h.db.transaction((tx) => postEntry(tx, sale('2026-10-05')));
    const lines = await h.db.select().from(journalLines).where(eq(journalLines.entryId, id!));
    expect(lines.map((l) => [l.date, l.debitBs, l.creditBs, l.unitAmount])).toEqual([
      ['2026-10-05', '120.50', '0.00', '1.2050'],
      ['2026-10-05', '0.00', '120.50', '1.2050'],
    ]);
  });

  it('refuses an entry that does not balance, writing nothing', async () => {
    const base = sale('2026-10-06');
    const bad = { ...base, sourceId: 8, lines: [base.lines[0]!, { ...base.lines[1]!, creditBs: '120.49' }] };
    await expect(h.db.transaction((tx) => postEntry(tx, bad))).rejects.toBeInstanceOf(UnbalancedEntry);
    expect(await h.db.select().from(journalEntries).where(eq(journalEntries.sourceId, 8))).toEqual([]);
  });

  it('books a movement of a closed month on the first open day, naming its own date', async () => {
    await h.db.insert(periods).values([
      { month: '2026-08', closedAt: new Date() },
      { month: '2026-09', closedAt: new Date() },
    ]);
    const id = await h.db.transaction((tx) => postEntry(tx, { ...sale('2026-08-20'), sourceId: 9 }));
    const [entry] = await h.db.select().from(journalEntries).where(eq(journalEntries.id, id!));
    expect(entry).toMatchObject({
      date: '2026-10-01',
      description: 'Venta de chatarra (pago del 2026-08-20, mes cerrado)',
    });
    await expect(h.db.transaction((tx) => assertOpenDate(tx, '2026-09-30'))).rejects.toMatchObject({
      statusCode: 409,
      message: booksMessages.closedMonth('2026-09'),
    });
    expect(booksMessages.closedMonth('2026-11')).toContain('noviembre de 2026');
  });
});
