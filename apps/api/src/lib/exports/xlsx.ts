import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { Decimal } from '@app/domain';
import type { CellKind, CellValue } from './columns';
import { localParts } from './local-time';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The style (cellXfs index below) each kind of cell takes; the header row takes 1 (bold). */
const STYLE: Record<CellKind, number> = { text: 0, int: 0, bs: 2, petro: 3, rate: 3, day: 4, instant: 5 };
const WIDTH: Record<CellKind, number> = {
  text: 30,
  int: 10,
  bs: 18,
  petro: 16,
  rate: 14,
  day: 12,
  instant: 17,
};

const STYLES = `${XML}<styleSheet xmlns="${MAIN}">
<numFmts count="4"><numFmt numFmtId="164" formatCode="#,##0.00"/><numFmt numFmtId="165" formatCode="#,##0.0000"/><numFmt numFmtId="166" formatCode="dd/mm/yyyy"/><numFmt numFmtId="167" formatCode="dd/mm/yyyy hh:mm"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML}<Relationships xmlns="${REL}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="${REL}"><Relationship Id="rId1" Type="${DOC_REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_REL}/styles" Target="styles.xml"/></Relationships>`;
const workbook = (sheet: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_REL}"><sheets><sheet name="${escapeXml(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Text as XML content: escaped, and without the control characters XML 1.0 cannot hold. */
function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- these are the characters XML 1.0 refuses
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** Column 0 → 'A', 26 → 'AA'. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const EPOCH = Date.UTC(1899, 11, 30);
/** Excel's serial day number of a calendar day. */
const serialDay = (day: string) => (Date.parse(`${day}T00:00:00Z`) - EPOCH) / 86_400_000;

function cell(ref: string, kind: CellKind, value: CellValue): string {
  if (value === null || value === undefined || value === '') return '';
  const s = STYLE[kind];
  const styled = s ? ` s="${s}"` : '';
  switch (kind) {
    case 'bs':
    case 'petro':
    case 'rate':
    case 'int':
      return `<c r="${ref}"${styled}><v>${new Decimal(value).toFixed()}</v></c>`;
    case 'day':
      return `<c r="${ref}"${styled}><v>${serialDay(String(value))}</v></c>`;
    case 'instant': {
      // A date-time as the business time zone's wall clock shows it: the day plus its fraction.
      const t = localParts(new Date(String(value)));
      const serial = new Decimal(t.seconds).div(86_400).plus(serialDay(t.day)).toDecimalPlaces(8);
      return `<c r="${ref}"${styled}><v>${serial.toFixed()}</v></c>`;
    }
    default:
      return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
  }
}

/**
 * An .xlsx written as its rows arrive: the zip entries are deflated and handed to `emit` in pieces
 * (fflate), so a million rows never sit in memory. One sheet, a bold header row frozen at the top,
 * numbers as numbers with their decimals' format, days and instants as dates.
 */
export class XlsxWriter {
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate;
  private buffered = '';
  private rowNumber = 1;

  constructor(
    sheetName: string,
    private readonly kinds: CellKind[],
    headers: string[],
    emit: (chunk: Uint8Array) => void,
    done: (error?: Error) => void,
  ) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) return done(error);
      emit(chunk);
      if (final) done();
    });
    const fixed: [string, string][] = [
      ['[Content_Types].xml', CONTENT_TYPES],
      ['_rels/.rels', ROOT_RELS],
      ['xl/workbook.xml', workbook(sheetName.slice(0, 31))],
      ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
      ['xl/styles.xml', STYLES],
    ];
    for (const [name, content] of fixed) {
      const file = new ZipDeflate(name, { level: 6 });
      this.zip.add(file);
      file.push(strToU8(content), true);
    }
    this.sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    this.zip.add(this.sheet);
    const cols = kinds.map(
      (k, i) => `<col min="${i + 1}" max="${i + 1}" width="${WIDTH[k]}" customWidth="1"/>`,
    );
    const header = headers.map(
      (h, i) => `<c r="${columnName(i)}1" t="inlineStr" s="1"><is><t>${escapeXml(h)}</t></is></c>`,
    );
    this.buffered =
      `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${DOC_REL}">` +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `<cols>${cols.join('')}</cols><sheetData><row r="1">${header.join('')}</row>`;
  }

  row(values: CellValue[]): void {
    const r = ++this.rowNumber;
    this.buffered += `<row r="${r}">${values.map((v, i) => cell(`${columnName(i)}${r}`, this.kinds[i]!, v)).join('')}</row>`;
    // Deflated in pieces of ~64 KB: fewer, larger calls than one per row.
    if (this.buffered.length > 65_536) this.flush();
  }

  end(): void {
    this.buffered += '</sheetData></worksheet>';
    this.sheet.push(strToU8(this.buffered), true);
    this.buffered = '';
    this.zip.end();
  }

  private flush(): void {
    this.sheet.push(strToU8(this.buffered));
    this.buffered = '';
  }
}
