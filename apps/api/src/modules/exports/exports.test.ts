import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import { unzipSync, strFromU8 } from 'fflate';
import { businessDate, type AuditEntry } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import { bearer, createAdministrator, createPrice, login } from '../../../test/factories';
import { carrierWithLoan } from '../../../test/loan-fixture';
import type { ExportColumn } from '../../lib/exports/columns';
import { csvCell, csvLine } from '../../lib/exports/csv';
import { administratorExportColumns } from '../administrators';
import { affiliateExportColumns } from '../affiliates';
import { auditExportColumns } from '../audit';
import { expenseExportColumns, fundExportColumns, incomeExportColumns } from '../books';
import { carrierExportColumns } from '../carriers';
import { requestExportColumns } from '../credit-requests';
import { loanExportColumns } from '../loans';
import { organizationExportColumns } from '../organizations';
import { paymentExportColumns } from '../payments';

let h: Harness;
let admin: Record<string, string>;
let carrierAuth: Record<string, string>;
const today = businessDate();
const RATE = 40;

beforeAll(async () => {
  h = await build({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  admin = bearer((await login(h.app, (await createAdministrator(h.db)).email, 'Administrator')).access_token);
  await createPrice(h.db, String(RATE));
  const post = (url: string, payload: object, headers = admin) =>
    h.app.inject({ method: 'POST', url, headers, payload });
  const a = await carrierWithLoan(h, admin, { amountBs: 4000, feeNumbers: 2, creditDays: 60 });
  const b = await carrierWithLoan(h, admin, { amountBs: 1234.5, feeNumbers: 1, creditDays: 30 });
  carrierAuth = a.auth;
  const paid = await post(
    '/api/payment/',
    { amount: 1234.56, date: today, voucherCode: '4455667788' },
    a.auth,
  );
  await h.app.inject({
    method: 'PATCH',
    url: '/api/payment',
    headers: admin,
    payload: { id: paid.json().id, status: 'Aprobado' },
  });
  await post('/api/payment/', { amount: 80, date: today, voucherCode: '99887766' }, b.auth);
  await post('/api/ingress', {
    date: today,
    // A name that looks like a formula, and the separator and a quote inside the text.
    reasonForAdmission: '=HYPERLINK("x"); aporte',
    incomeAmountBs: 2000,
    isFund: true,
    responsible: { firstNames: 'Carla', lastNames: 'Mendoza' },
    origin: 'Asamblea',
  });
  await post('/api/expenses', { date: today, reasonForAdmission: 'Papelería', incomeAmount: 150.25 });
});
afterAll(() => h.close());

/** A CSV as Excel reads it: `;` between cells, quotes around cells that need them. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) cell += ch;
    else if (ch === '"') quoted = true;
    else if (ch === ';') endCell();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += ch;
  }
  return rows;
}

const lists: [string, string, ExportColumn<never>[]][] = [
  ['/api/loan', '', loanExportColumns as never],
  ['/api/loan', 'status=Por pagar&sort=amount&order=asc', loanExportColumns as never],
  ['/api/payment', '', paymentExportColumns as never],
  ['/api/payment', `status=Aprobado&date=${today}`, paymentExportColumns as never],
  ['/api/ingress', '', incomeExportColumns as never],
  ['/api/expenses', 'reasonForAdmission=papel', expenseExportColumns as never],
  ['/api/funds', '', fundExportColumns as never],
  ['/api/request-carrier', '', requestExportColumns as never],
  ['/api/affiliate', '', affiliateExportColumns as never],
  ['/api/carrier', '', carrierExportColumns as never],
  ['/api/organization', 'sort=name&order=asc', organizationExportColumns as never],
  ['/api/users', '', administratorExportColumns as never],
  ['/api/audit', 'entity=payment', auditExportColumns as never],
];

describe('exports', () => {
  it.each(lists)(
    '%s?%s: the CSV and the Excel file hold the JSON list, row for row',
    async (path, filters, columns) => {
      const json = await h.app.inject({ url: `${path}?${filters}&limit=100`, headers: admin });
      expect(json.statusCode, json.body).toBe(200);
      const items: never[] = json.json();
      expect(items.length).toBeGreaterThan(0);
      // Each row as the CSV writes it, read back: what a spreadsheet shows in each cell.
      const expected = items.map(
        (row) => parseCsv(csvLine(columns.map((c) => csvCell(c.kind, c.value(row)))))[0]!,
      );

      const csv = await h.app.inject({ url: `${path}/export?format=csv&${filters}`, headers: admin });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const text = csv.rawPayload.toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parseCsv(text.slice(1));
      expect(header).toEqual(columns.map((c) => c.header));
      expect(rows).toEqual(expected);
      // Issue 27: a column headed in the unit or in Bs holds figures with the one format's decimals.
      header!.forEach((name, i) => {
        const want = /\(₽\)$/.test(name) ? 'petro' : /\(Bs\)$/.test(name) ? 'bs' : null;
        if (!want) return;
        expect(columns[i]!.kind, name).toBe(want);
        for (const row of rows)
          if (row[i]) expect(row[i], name).toMatch(want === 'petro' ? /^-?\d+,\d{4}$/ : /^-?\d+,\d{2}$/);
      });

      const xlsx = await h.app.inject({ url: `${path}/export?format=xlsx&${filters}`, headers: admin });
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      const sheet = await readSheet(xlsx.rawPayload);
      expect(sheet[0]).toEqual(columns.map((c) => c.header));
      expect(sheet).toHaveLength(items.length + 1);
      // Read back, each cell written again as the CSV writes it: the same values in both files.
      const back = sheet.slice(1).map((r) =>
        r.map((v, i) => {
          const kind = columns[i]!.kind;
          if (v instanceof Date) {
            const iso = v.toISOString();
            return kind === 'day'
              ? csvCell('day', iso.slice(0, 10))
              : `${csvCell('day', iso.slice(0, 10))} ${iso.slice(11, 16)}`;
          }
          return csvCell(kind, v as never);
        }),
      );
      // The Excel file keeps text as typed; the CSV adds its quotes and apostrophe: compare both read back.
      expect(back.map((cells) => parseCsv(csvLine(cells))[0]!)).toEqual(expected);
    },
  );

  it('writes numbers the Venezuelan way in the CSV and as numbers in the Excel file', async () => {
    const csv = await h.app.inject({ url: `/api/payment/export?format=csv&status=Aprobado`, headers: admin });
    const [, row] = parseCsv(csv.rawPayload.toString('utf8').slice(1));
    const [day, month, year] = [today.slice(8), today.slice(5, 7), today.slice(0, 4)];
    // 1 234,56 Bs at 40: 30,864 ₽; no thousands separator, decimal comma, dd/mm/yyyy.
    expect(row!.slice(2)).toEqual([
      '30,8640',
      '1234,56',
      '4455667788',
      `${day}/${month}/${year}`,
      'Aprobado',
    ]);
    const xlsx = await h.app.inject({
      url: `/api/payment/export?format=xlsx&status=Aprobado`,
      headers: admin,
    });
    const [, cells] = await readSheet(xlsx.rawPayload);
    expect(cells!.slice(2, 4)).toEqual([30.864, 1234.56]);
    expect(cells![5]).toBeInstanceOf(Date);
    // Bold header, frozen under it, Bs with 2 decimals and ₽ with 4.
    const files = unzipSync(new Uint8Array(xlsx.rawPayload));
    const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheetXml).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheetXml).toMatch(/<c r="A1" t="inlineStr" s="1">/);
    const styles = strFromU8(files['xl/styles.xml']!);
    expect(styles).toContain('<font><b/>');
    expect(styles).toContain('formatCode="#,##0.00"');
    expect(styles).toContain('formatCode="#,##0.0000"');
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="pagos-${today}.xlsx"`);
  });

  it('keeps a formula-looking text as text', async () => {
    const csv = await h.app.inject({
      url: '/api/ingress/export?format=csv&reasonForAdmission=HYPERLINK',
      headers: admin,
    });
    expect(csv.rawPayload.toString('utf8')).toContain(`"'=HYPERLINK(""x""); aporte"`);
  });

  it('is audited with its filters, and for administrators only', async () => {
    await h.app.inject({ url: '/api/payment/export?format=xlsx&status=Por revisar', headers: admin });
    const [entry]: AuditEntry[] = (
      await h.app.inject({ url: '/api/audit?entity=payment&limit=1', headers: admin })
    ).json();
    expect(entry).toMatchObject({ action: 'export', entity: 'payment', entityId: null });
    expect(entry!.after).toMatchObject({ format: 'xlsx', status: 'Por revisar' });
    expect(
      (await h.app.inject({ url: '/api/payment/export?format=csv', headers: carrierAuth })).statusCode,
    ).toBe(403);
    expect((await h.app.inject({ url: '/api/payment/export?format=csv' })).statusCode).toBe(401);
    const bad = await h.app.inject({ url: '/api/payment/export?format=pdf', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Formato inválido');
  });
});

describe('export filters', () => {
  it('checks them as the list does, without a page', async () => {
    const range = await h.app.inject({
      url: '/api/audit/export?format=csv&from=2026-02-10&to=2026-02-01',
      headers: admin,
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().error).toContain('La fecha inicial no puede ser posterior a la final.');
    const bad = await h.app.inject({ url: '/api/payment/export?format=csv&date=2026-02-30', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
