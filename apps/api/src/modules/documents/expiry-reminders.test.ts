import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, businessDate } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { createAffiliate } from '../../../test/factories';
import { insertDocument } from '../../../test/document-rows';
import type { Rows } from '../../db/client';
import { documents, mailOutbox } from '../../db/schema';
import { claimStatement, sendDocumentExpiryReminders, steps } from './expiry-reminders';

let h: Harness;
const today = businessDate();
/** The job as it runs on a day of a shifted clock. */
const runOn = (offset: number) => sendDocumentExpiryReminders(h.db, h.ctx.config, addDays(today, offset));
const mailsTo = (to: string) =>
  h.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
const expiring = (days: number) => addDays(today, days);

beforeAll(async () => {
  h = await build({ PUBLIC_URL: 'https://prestamos.example' });
});
afterAll(() => h.close());

describe('expiry reminders of a licence or carnet', () => {
  it('e-mails once at 30 days or fewer and once on or after the expiry day, however often it runs', async () => {
    const { affiliate } = await createAffiliate(h.db);
    await insertDocument(h.db, affiliate.id, {
      kind: 'licencia',
      status: 'Verificado',
      expiresOn: expiring(20),
    });
    await insertDocument(h.db, affiliate.id, { kind: 'circulacion', expiresOn: expiring(45) });
    await insertDocument(h.db, affiliate.id, { kind: 'cedula', status: 'Verificado' });

    await runOn(0);
    await runOn(0);
    let mails = await mailsTo(affiliate.email);
    expect(mails.map((m) => m.subject)).toEqual(['Tu licencia de conducir vence pronto']);
    expect(mails[0]!.text).toContain('Tu licencia de conducir vence en 20 días.');
    expect(mails[0]!.text).toContain('https://prestamos.example/panel/mis-documentos');
    expect(mails[0]!.text).toContain(`Hola ${affiliate.firstNames}:`);

    // 15 days on: the carnet has 30 left; the licence already had its first reminder.
    await runOn(15);
    await runOn(19);
    // The licence's expiry day, then the carnet's (days down between: only what applies then).
    await runOn(20);
    await runOn(21);
    await runOn(45);
    await runOn(60);
    mails = await mailsTo(affiliate.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Tu licencia de conducir vence pronto',
      'Tu carnet de circulación vence pronto',
      'Tu licencia de conducir venció',
      'Tu carnet de circulación venció',
    ]);
    expect(mails[1]!.text).toContain('Tu carnet de circulación vence en 30 días.');
    const [y, m, d] = expiring(20).split('-');
    expect(mails[2]!.text).toContain(`tu licencia de conducir venció el ${d}/${m}/${y}.`);
    const marked = await h.db.select().from(documents).where(eq(documents.affiliateId, affiliate.id));
    // Both papers carry both marks.
    for (const mark of ['remindedSoonAt', 'remindedExpiredAt'] as const)
      expect(
        marked
          .filter((x) => x[mark])
          .map((x) => x.kind)
          .sort(),
      ).toEqual(['circulacion', 'licencia']);
  });

  it('sends only the expired one to a paper found already past its date, and none past the 30-day window', async () => {
    const { affiliate } = await createAffiliate(h.db);
    await insertDocument(h.db, affiliate.id, { kind: 'licencia', expiresOn: expiring(-3) });
    await insertDocument(h.db, affiliate.id, { kind: 'circulacion', expiresOn: expiring(-31) });
    await runOn(0);
    expect((await mailsTo(affiliate.email)).map((m) => m.subject)).toEqual([
      'Tu licencia de conducir venció',
    ]);
    const tomorrow = (await createAffiliate(h.db)).affiliate;
    await insertDocument(h.db, tomorrow.id, { kind: 'circulacion', expiresOn: expiring(1) });
    await runOn(0);
    expect((await mailsTo(tomorrow.email))[0]!.text).toContain('Tu carnet de circulación vence mañana.');
  });

  it('reminds neither a retired, a rejected nor a replaced paper, nor a retired affiliate', async () => {
    const { affiliate } = await createAffiliate(h.db);
    await insertDocument(h.db, affiliate.id, { kind: 'licencia', expiresOn: expiring(5), retired: true });
    await insertDocument(h.db, affiliate.id, {
      kind: 'circulacion',
      status: 'Rechazado',
      expiresOn: expiring(5),
    });
    // An old licence still on file beside its renewal, which expires years later.
    await insertDocument(h.db, affiliate.id, {
      kind: 'licencia',
      status: 'Verificado',
      expiresOn: expiring(2),
    });
    await insertDocument(h.db, affiliate.id, { kind: 'licencia', expiresOn: expiring(800) });
    const gone = (await createAffiliate(h.db, { retiredAt: new Date() })).affiliate;
    await insertDocument(h.db, gone.id, { kind: 'licencia', expiresOn: expiring(5) });
    await runOn(0);
    await runOn(2);
    expect(await mailsTo(affiliate.email)).toEqual([]);
    expect(await mailsTo(gone.email)).toEqual([]);
  });

  it('queues each reminder exactly once when several servers run the job at once', async () => {
    const people = [];
    for (let i = 0; i < 6; i++) {
      const { affiliate } = await createAffiliate(h.db);
      await insertDocument(h.db, affiliate.id, { kind: 'licencia', expiresOn: expiring(10) });
      people.push(affiliate.email);
    }
    await Promise.all([runOn(0), runOn(0), runOn(0), runOn(0)]);
    for (const email of people) expect(await mailsTo(email)).toHaveLength(1);
  });

  it('queues no more than its budget a run, across both steps, as bulk mail; the next runs go on', async () => {
    // Whatever the earlier tests left due today goes first, unbounded.
    await runOn(0);
    const people = [];
    for (const days of [10, 12, -2]) {
      const { affiliate } = await createAffiliate(h.db);
      await insertDocument(h.db, affiliate.id, { kind: 'licencia', expiresOn: expiring(days) });
      people.push(affiliate.email);
    }
    const spread = (budget: number) => sendDocumentExpiryReminders(h.db, h.ctx.config, today, budget);
    expect([await spread(2), await spread(2), await spread(2)]).toEqual([2, 1, 0]);
    const mails = await h.db.select().from(mailOutbox).where(inArray(mailOutbox.to, people));
    expect(mails).toHaveLength(3);
    // Reminders wait behind links and notices when the outbox's rate makes mail wait.
    expect(mails.map((m) => m.priority)).toEqual([2, 2, 2]);
  });

  it('reads its candidates from the expiry index (the partial index of live, dated papers)', async () => {
    for (const step of steps(today)) {
      // A handful of rows: the planner would read them whole, so sequential scans are priced out.
      const plan = await h.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return (await tx.execute(sql`explain ${claimStatement(step)}`)) as unknown as Rows<unknown>;
      });
      expect(JSON.stringify(plan.rows)).toContain('documents_expiry_idx');
    }
  });
});
