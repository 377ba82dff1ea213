import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_LIVE, documentMessages, messages } from '@app/domain';
import { build, type Harness } from '../../../test/helper';
import {
  bearer,
  createAdministrator,
  createAffiliate,
  createCarrier,
  createDocument,
  createPrice,
  login,
} from '../../../test/factories';
import { plainText, startSmtpSink } from '../../../test/smtp-sink';
import {
  administratorOrganizations,
  affiliates,
  auditLog,
  documentContents,
  documents,
} from '../../db/schema';
import { signUploadToken } from './upload-token';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../test/fixtures/documents', name));

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
let sink: Sink;
let h: Harness;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  h = await build({
    SMTP_URL: sink.url,
    PUBLIC_URL: 'https://prestamos.example.com',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const a = await createAdministrator(h.db);
  adminId = a.id;
  admin = bearer((await login(h.app, a.email, 'Administrator')).access_token);
});
afterAll(async () => {
  await h.close();
  await sink.close();
});

const upload = async (
  affiliateId: number,
  auth: Record<string, string>,
  name: string,
  fields: Record<string, string> = { kind: 'cedula' },
  bytes = fixture(name),
) => {
  const body = await multipart(fields, { name, bytes });
  return h.app.inject({
    method: 'POST',
    url: `/api/affiliate/${affiliateId}/documents`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};

const contentsCount = async () => (await h.db.select({ n: count() }).from(documentContents))[0]!.n;

describe('upload by an administrator', () => {
  it('takes each accepted format by its bytes and refuses the others, storing nothing', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const accepted: [string, string, string][] = [
      ['phone-gps-orientation6.jpg', 'image/jpeg', 'phone-gps-orientation6.jpg'],
      ['photo-irot.heic', 'image/jpeg', 'photo-irot.jpg'],
      ['image.png', 'image/jpeg', 'image.jpg'],
      ['png-named.pdf', 'image/jpeg', 'png-named.jpg'],
      ['image.webp', 'image/jpeg', 'image.jpg'],
      ['document.pdf', 'application/pdf', 'document.pdf'],
    ];
    for (const [name, contentType, fileName] of accepted) {
      const res = await upload(affiliate.id, admin, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const doc = res.json();
      expect(doc).toMatchObject({
        kind: 'cedula',
        contentType,
        fileName,
        status: 'Por verificar',
        reason: null,
      });
      expect(Object.keys(doc).sort()).toEqual(
        [
          'bytes',
          'contentType',
          'createdAt',
          'expiresOn',
          'fileName',
          'id',
          'kind',
          'reason',
          'sha256',
          'status',
        ].sort(),
      );
      const stored = await h.app.inject({ url: `/api/documents/${doc.id}`, headers: admin });
      expect(stored.rawPayload.length).toBe(doc.bytes);
      // The phone's location and camera never reach the stored copy.
      expect(stored.rawPayload.includes(Buffer.from('Exif\0'))).toBe(false);
    }
    const pdf = await h.app.inject({ url: `/api/affiliate/${affiliate.id}/documents`, headers: admin });
    const kept = pdf.json().find((d: { contentType: string }) => d.contentType === 'application/pdf');
    const pdfBytes = await h.app.inject({ url: `/api/documents/${kept.id}`, headers: admin });
    expect(pdfBytes.rawPayload.equals(fixture('document.pdf'))).toBe(true);

    const before = await contentsCount();
    const refused: [string, number, string][] = [
      ['page-named.jpg', 415, documentMessages.unsupported],
      ['svg-named.jpg', 415, documentMessages.unsupported],
      ['image.svg', 415, documentMessages.unsupported],
      ['archive-named.pdf', 415, documentMessages.unsupported],
      ['notes.txt', 415, documentMessages.unsupported],
      ['empty.jpg', 400, documentMessages.empty],
      ['truncated.jpg', 400, documentMessages.damaged],
      ['truncated.pdf', 400, documentMessages.damaged],
      ['bomb-50000x50000.png', 400, documentMessages.tooManyPixels],
    ];
    for (const [name, status, error] of refused) {
      const res = await upload(affiliate.id, admin, name);
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toEqual({ error, ...(name === 'empty.jpg' && { fields: { file: error } }) });
    }
    expect(await contentsCount()).toBe(before);
    const live = await h.app.inject({ url: `/api/affiliate/${affiliate.id}/documents`, headers: admin });
    expect(live.json()).toHaveLength(accepted.length);
  });

  it('validates the fields, cleans the name, and audits the creation', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const noFile = await multipart({ kind: 'cedula' });
    const missing = await h.app.inject({
      method: 'POST',
      url: `/api/affiliate/${affiliate.id}/documents`,
      headers: { ...admin, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(documentMessages.fileMissing);
    const badKind = await upload(affiliate.id, admin, 'image.png', { kind: 'pasaporte' });
    expect(badKind.json()).toMatchObject({ error: documentMessages.kind });
    const notExpiring = await upload(affiliate.id, admin, 'image.png', {
      kind: 'cedula',
      expiresOn: '2030-01-01',
    });
    expect(notExpiring.statusCode).toBe(400);
    expect(notExpiring.json().fields).toEqual({ expiresOn: documentMessages.expiresOnNotAllowed });
    const licence = await upload(
      affiliate.id,
      admin,
      '../../etc/lic\u0007encia de Jos\u00e9.HEIC',
      { kind: 'licencia', expiresOn: '2030-01-31' },
      fixture('photo-irot.heic'),
    );
    expect(licence.statusCode, licence.body).toBe(201);
    expect(licence.json()).toMatchObject({ fileName: 'licencia de José.jpg', expiresOn: '2030-01-31' });
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, licence.json().id)));
    expect(entry).toMatchObject({
      action: 'create',
      administratorId: adminId,
      organizationId: affiliate.organizationId,
    });
  });

  it('stores the same photo once: two documents, one content row', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const first = await upload(affiliate.id, admin, 'image.webp');
    const second = await upload(affiliate.id, admin, 'image.webp', { kind: 'otro' });
    expect(second.json().sha256).toBe(first.json().sha256);
    expect(second.json().id).not.toBe(first.json().id);
    const rows = await h.db
      .select({ n: count() })
      .from(documentContents)
      .where(eq(documentContents.sha256, first.json().sha256));
    expect(rows[0]!.n).toBe(1);
  });

  it('keeps one document per Idempotency-Key: a retry after a lost answer, or two copies at once, replay the first', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const keyed = { ...admin, 'idempotency-key': 'subida-cedula-0001' };
    const [a, b] = await Promise.all([
      upload(affiliate.id, keyed, 'image.webp'),
      upload(affiliate.id, keyed, 'image.webp'),
    ]);
    const again = await upload(affiliate.id, keyed, 'image.webp');
    expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, again.json().id]).size).toBe(1);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const live = await h.db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.affiliateId, affiliate.id));
    expect(live[0]!.n).toBe(1);
    // The same key with another file is another submission: refused, nothing stored.
    const other = await upload(affiliate.id, keyed, 'image.png');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: messages.idempotencyMismatch });
  });

  it('answers 415 to a body that is not multipart', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/affiliate/${affiliate.id}/documents`,
      headers: admin,
      payload: { kind: 'cedula' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: documentMessages.notMultipart });
    // A raw file sent as its own body is not parsed at all: the same answer.
    const raw = await h.app.inject({
      method: 'POST',
      url: `/api/affiliate/${affiliate.id}/documents`,
      headers: { ...admin, 'content-type': 'image/jpeg' },
      payload: fixture('phone-gps-orientation6.jpg'),
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json()).toEqual({ error: documentMessages.notMultipart });
  });

  it('leaves nothing half-stored when the transaction fails after the content was written', async () => {
    const { affiliate } = await createAffiliate(h.db);
    // A real failure inside the transaction, after the content's insert: the document's insert raises.
    await h.db.execute(sql`create function fail_document() returns trigger language plpgsql as $$
      begin raise exception 'caída simulada'; end $$`);
    await h.db.execute(sql`create trigger fail_document before insert on documents
      for each row execute function fail_document()`);
    try {
      const before = await contentsCount();
      const res = await upload(
        affiliate.id,
        admin,
        'image.png',
        { kind: 'rif' },
        fixture('image.png').subarray(0),
      );
      expect(res.statusCode).toBe(500);
      expect(await contentsCount()).toBe(before);
    } finally {
      await h.db.execute(sql`drop trigger fail_document on documents`);
      await h.db.execute(sql`drop function fail_document()`);
    }
    const after = await h.db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.affiliateId, affiliate.id));
    expect(after[0]!.n).toBe(0);
  });
});

describe('the 20 live documents', () => {
  it('refuses the 21st, also when uploads race', async () => {
    const { affiliate } = await createAffiliate(h.db);
    for (let i = 0; i < DOCUMENT_MAX_LIVE - 3; i++) await createDocument(h.db, affiliate.id);
    const names = [
      'image.png',
      'image.webp',
      'phone-gps-orientation6.jpg',
      'document.pdf',
      'photo-irot.heic',
    ];
    const answers = await Promise.all(names.map((name) => upload(affiliate.id, admin, name)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ error: documentMessages.tooMany });
    const live = await h.app.inject({ url: `/api/affiliate/${affiliate.id}/documents`, headers: admin });
    expect(live.json()).toHaveLength(DOCUMENT_MAX_LIVE);
    // Retiring one makes room again.
    const retired = await h.app.inject({
      method: 'DELETE',
      url: `/api/documents/${live.json()[0].id}`,
      headers: admin,
    });
    expect(retired.json()).toEqual({ message: documentMessages.retired, outcome: 'retired' });
    expect((await upload(affiliate.id, admin, 'image.png', { kind: 'rif' })).statusCode).toBe(201);
  });
});

describe('10 MB, enforced while streaming', () => {
  let port: number;
  beforeAll(async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as { port: number }).port;
  });

  /** Sends a request head, then `total` bytes of body as fast as the server takes them; what came back and how much went. */
  function send(head: string, prelude: string, total: number, chunked: boolean) {
    return new Promise<{ answer: string; sent: number }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const answer: Buffer[] = [];
      let sent = 0;
      let open = true;
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      socket.on('data', (d: Buffer) => answer.push(d));
      // The server cuts the connection once it has answered: a write after that fails, as it should.
      socket.on('error', () => {});
      socket.on('close', () => {
        open = false;
        resolve({ answer: Buffer.concat(answer).toString('utf8'), sent });
      });
      socket.on('connect', async () => {
        socket.write(head);
        const start = Buffer.from(prelude);
        socket.write(
          chunked
            ? Buffer.concat([Buffer.from(`${start.length.toString(16)}\r\n`), start, Buffer.from('\r\n')])
            : start,
        );
        while (open && sent < total) {
          const piece = chunked
            ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
            : chunk;
          sent += chunk.length;
          if (!socket.write(piece)) await new Promise((r) => socket.once('drain', r).once('close', r));
        }
        if (open && chunked) socket.write('0\r\n\r\n');
      });
      setTimeout(() => reject(new Error(`no close after ${sent} bytes`)), 20_000).unref();
    });
  }

  it('answers 413 at once to a declared length over the limit, and to a 30 MB stream at the limit, without reading it all', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const auth = admin.authorization;
    const boundary = 'XyZ';
    const head = (length: string) =>
      `POST /api/affiliate/${affiliate.id}/documents HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n${length}\r\n`;
    const prelude =
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncedula\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const total = 30 * 1024 * 1024;
    const declared = await send(head(`Content-Length: ${total}\r\n`), prelude, total, false);
    expect(declared.answer).toMatch(/^HTTP\/1.1 413/);
    expect(declared.answer).toContain(JSON.stringify({ error: documentMessages.tooLarge }));
    expect(declared.sent).toBeLessThan(total);
    const streamed = await send(head('Transfer-Encoding: chunked\r\n'), prelude, total, true);
    expect(streamed.answer).toMatch(/^HTTP\/1.1 413/);
    expect(streamed.answer).toContain(JSON.stringify({ error: documentMessages.tooLarge }));
    expect(streamed.answer.toLowerCase()).toContain('connection: close');
    // The server stopped at the limit: what went out is the limit plus what the sockets' buffers held.
    expect(streamed.sent).toBeGreaterThanOrEqual(DOCUMENT_MAX_BYTES);
    expect(streamed.sent).toBeLessThan(total);
    expect(
      (await h.db.select({ n: count() }).from(documents).where(eq(documents.affiliateId, affiliate.id)))[0]!
        .n,
    ).toBe(0);
  });
});

describe('the application’s upload token', () => {
  it('lets the landing’s applicant attach to its own affiliate only, for 2 hours', async () => {
    await createPrice(h.db, '40');
    const { affiliate } = await createAffiliate(h.db);
    const apply = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/request-carrier',
        headers: { 'idempotency-key': `solicitud-${affiliate.dni}` },
        payload: { dni: affiliate.dni, amount: 1000 },
      });
    const applied = await apply();
    expect(applied.statusCode, applied.body).toBe(201);
    // A retry of the same application replays the same answer, token included.
    const replayed = await apply();
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(applied.json());
    const token = bearer(applied.json().uploadToken);
    const sent = await upload(affiliate.id, token, 'phone-gps-orientation6.jpg');
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await h.db.select().from(documents).where(eq(documents.id, sent.json().id));
    expect(row).toMatchObject({ uploadedByType: 'application', uploadedBy: null });

    const other = await createAffiliate(h.db);
    expect((await upload(other.affiliate.id, token, 'image.png')).statusCode).toBe(404);
    // It opens nothing else: not the list, not the document, not a session's routes.
    for (const url of [
      `/api/affiliate/${affiliate.id}/documents`,
      `/api/documents/${sent.json().id}`,
      '/api/auth/me',
    ])
      expect((await h.app.inject({ url, headers: token })).statusCode, url).toBe(401);

    const expired = bearer(signUploadToken(affiliate.id, h.ctx.secret, Date.now() - 2 * 3600_000 - 1000));
    const late = await upload(affiliate.id, expired, 'image.png');
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ error: documentMessages.uploadTokenInvalid });
    const anonymous = await upload(affiliate.id, {}, 'image.png');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: messages.notAuthenticated });
  });

  it('is not given to a signed-in carrier, who has a session', async () => {
    const { affiliate } = await createCarrier(h.db);
    const auth = bearer((await login(h.app, affiliate.email, 'Carrier')).access_token);
    const applied = await h.app.inject({
      method: 'POST',
      url: '/api/request-carrier',
      headers: auth,
      payload: { amount: 1000 },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().uploadToken).toBeUndefined();
  });
});

describe('who reaches a document', () => {
  it('the owning carrier and administrators of its line; anyone else gets 404', async () => {
    const owner = await createCarrier(h.db);
    const ownerAuth = bearer((await login(h.app, owner.affiliate.email, 'Carrier')).access_token);
    const stranger = await createCarrier(h.db);
    const strangerAuth = bearer((await login(h.app, stranger.affiliate.email, 'Carrier')).access_token);
    const limited = await createAdministrator(h.db);
    await h.db
      .insert(administratorOrganizations)
      .values({ administratorId: limited.id, organizationId: stranger.organization.id });
    const limitedAuth = bearer((await login(h.app, limited.email, 'Administrator')).access_token);

    const sent = await upload(owner.affiliate.id, ownerAuth, 'document.pdf', { kind: 'rif' });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as number;
    const list = await h.app.inject({
      url: `/api/affiliate/${owner.affiliate.id}/documents`,
      headers: ownerAuth,
    });
    expect(list.json().map((d: { id: number }) => d.id)).toEqual([id]);
    expect((await h.app.inject({ url: `/api/documents/${id}`, headers: ownerAuth })).statusCode).toBe(200);

    for (const auth of [strangerAuth, limitedAuth]) {
      const calls = [
        upload(owner.affiliate.id, auth, 'image.png'),
        h.app.inject({ url: `/api/affiliate/${owner.affiliate.id}/documents`, headers: auth }),
        h.app.inject({ url: `/api/documents/${id}`, headers: auth }),
        h.app.inject({ url: `/api/documents/${id}/thumbnail`, headers: auth }),
        h.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: auth }),
        h.app.inject({
          method: 'PATCH',
          url: `/api/documents/${id}`,
          headers: auth,
          payload: { status: 'Verificado' },
        }),
      ];
      const answers = await Promise.all(calls);
      // A carrier may not decide (403 before any row is looked at); everything else is unknown to them.
      expect(answers.map((r) => r.statusCode)).toEqual([
        404,
        404,
        404,
        404,
        404,
        auth === strangerAuth ? 403 : 404,
      ]);
      for (const r of answers) expect(r.body).not.toContain(sent.json().sha256);
    }
  });

  it('serves the bytes inert and private, and audits every view and download by an administrator', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const sent = await upload(affiliate.id, admin, 'image.webp', { kind: 'otro' }, fixture('image.webp'));
    const id = sent.json().id as number;
    const trail = async () =>
      (
        await h.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, id)))
          .orderBy(auditLog.id)
      ).map((r) => r.action);

    const view = await h.app.inject({ url: `/api/documents/${id}`, headers: admin });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/jpeg');
    expect(view.headers['content-disposition']).toBe(
      `inline; filename="image.jpg"; filename*=UTF-8''image.jpg`,
    );
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.rawPayload.length).toBe(sent.json().bytes);

    const download = await h.app.inject({ url: `/api/documents/${id}?download=1`, headers: admin });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    const thumbnail = await h.app.inject({ url: `/api/documents/${id}/thumbnail`, headers: admin });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(thumbnail.rawPayload.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);
    const head = await h.app.inject({ method: 'HEAD', url: `/api/documents/${id}`, headers: admin });
    expect(head.statusCode).toBe(404);
    // Thumbnails are not audited: a list shows them by the dozen.
    expect(await trail()).toEqual(['create', 'view', 'download']);
  });

  it('names a non-ASCII file for every client', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const sent = await upload(
      affiliate.id,
      admin,
      'cédula (frente)*.pdf',
      { kind: 'cedula' },
      fixture('document.pdf'),
    );
    const res = await h.app.inject({ url: `/api/documents/${sent.json().id}`, headers: admin });
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="c_dula (frente).pdf"; filename*=UTF-8''c%C3%A9dula%20%28frente%29.pdf`,
    );
  });
});

describe('deciding and retiring', () => {
  it('verifies, and rejects with a reason e-mailed to the carrier in the same transaction', async () => {
    const { affiliate } = await createCarrier(h.db);
    const sent = await upload(affiliate.id, admin, 'image.png', {
      kind: 'licencia',
      expiresOn: '2031-06-30',
    });
    const id = sent.json().id as number;
    const decide = (payload: object) =>
      h.app.inject({ method: 'PATCH', url: `/api/documents/${id}`, headers: admin, payload });
    const noReason = await decide({ status: 'Rechazado' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: documentMessages.reasonRequired });
    const verified = await decide({ status: 'Verificado', reason: 'ignorado' });
    expect(verified.json()).toMatchObject({ status: 'Verificado', reason: null });
    const rejected = await decide({ status: 'Rechazado', reason: 'La foto está borrosa' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'Rechazado', reason: 'La foto está borrosa' });
    const [row] = await h.db.select().from(documents).where(eq(documents.id, id));
    expect(row).toMatchObject({ decidedBy: adminId });
    expect(row!.decidedAt).toBeInstanceOf(Date);
    const actions = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['create', 'verify', 'reject']);

    await h.ctx.mailer.flush();
    const mails = sink.received.filter((m) => m.to.includes(affiliate.email));
    expect(mails).toHaveLength(1);
    const text = plainText(mails[0]!.raw);
    expect(text).toContain('Licencia de conducir');
    expect(text).toContain('La foto está borrosa');
    expect(text).toContain('https://prestamos.example.com/panel/mis-documentos');

    // The same rejection again (a double click, two copies at once, a keyed retry): no second e-mail.
    const keyed = { ...admin, 'idempotency-key': 'rechazo-licencia-0001' };
    const again = () =>
      h.app.inject({
        method: 'PATCH',
        url: `/api/documents/${id}`,
        headers: keyed,
        payload: { status: 'Rechazado', reason: 'La foto está borrosa' },
      });
    const twice = await Promise.all([again(), again()]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await again()).headers['idempotent-replayed']).toBe('true');
    await h.ctx.mailer.flush();
    expect(sink.received.filter((m) => m.to.includes(affiliate.email))).toHaveLength(1);
    const rejections = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, id), eq(auditLog.action, 'reject')));
    expect(rejections[0]!.n).toBe(1);
  });

  it('an applicant without an account gets an upload link of 3 days in the rejection e-mail, for his papers only', async () => {
    const { affiliate } = await createAffiliate(h.db);
    const sent = await upload(affiliate.id, admin, 'image.png', { kind: 'cedula' });
    const rejected = await h.app.inject({
      method: 'PATCH',
      url: `/api/documents/${sent.json().id}`,
      headers: admin,
      payload: { status: 'Rechazado', reason: 'No se lee el número' },
    });
    expect(rejected.statusCode).toBe(200);
    await h.ctx.mailer.flush();
    const mail = sink.received.find((m) => m.to.includes(affiliate.email));
    const text = plainText(mail!.raw);
    expect(text).toContain('No se lee el número');
    expect(text).not.toContain('/panel/mis-documentos');
    const link = new RegExp(
      `https://prestamos\\.example\\.com/subir-documentos/${affiliate.id}#([\\w.-]+)`,
    ).exec(text);
    expect(link, text).not.toBeNull();
    const token = bearer(link![1]!);
    const again = await upload(affiliate.id, token, 'image.webp', { kind: 'cedula' });
    expect(again.statusCode, again.body).toBe(201);
    const { affiliate: other } = await createAffiliate(h.db);
    expect((await upload(other.id, token, 'image.webp')).statusCode).toBe(404);
  });

  it('retires: hidden from the list, kept for administrators, gone for the carrier; a verified one stays for the carrier', async () => {
    const { affiliate } = await createCarrier(h.db);
    const auth = bearer((await login(h.app, affiliate.email, 'Carrier')).access_token);
    const first = (await upload(affiliate.id, auth, 'image.png')).json().id as number;
    const second = (await upload(affiliate.id, auth, 'image.webp', { kind: 'rif' })).json().id as number;
    await h.app.inject({
      method: 'PATCH',
      url: `/api/documents/${second}`,
      headers: admin,
      payload: { status: 'Verificado' },
    });

    const own = await h.app.inject({ method: 'DELETE', url: `/api/documents/${first}`, headers: auth });
    expect(own.json()).toEqual({ message: documentMessages.retired, outcome: 'retired' });
    const verified = await h.app.inject({ method: 'DELETE', url: `/api/documents/${second}`, headers: auth });
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ error: documentMessages.verifiedKept });

    const list = await h.app.inject({ url: `/api/affiliate/${affiliate.id}/documents`, headers: auth });
    expect(list.json().map((d: { id: number }) => d.id)).toEqual([second]);
    expect((await h.app.inject({ url: `/api/documents/${first}`, headers: auth })).statusCode).toBe(404);
    expect((await h.app.inject({ url: `/api/documents/${first}`, headers: admin })).statusCode).toBe(200);
    const again = await h.app.inject({ method: 'DELETE', url: `/api/documents/${first}`, headers: admin });
    expect(again.statusCode).toBe(404);
    const decideRetired = await h.app.inject({
      method: 'PATCH',
      url: `/api/documents/${first}`,
      headers: admin,
      payload: { status: 'Verificado' },
    });
    expect(decideRetired.statusCode).toBe(409);
    const byAdmin = await h.app.inject({ method: 'DELETE', url: `/api/documents/${second}`, headers: admin });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('an affiliate with documents is retired, not deleted', async () => {
    const { affiliate } = await createAffiliate(h.db);
    await createDocument(h.db, affiliate.id);
    const res = await h.app.inject({
      method: 'DELETE',
      url: `/api/affiliate/${affiliate.id}`,
      headers: admin,
    });
    expect(res.json()).toMatchObject({ outcome: 'retired' });
    const [row] = await h.db.select().from(affiliates).where(eq(affiliates.id, affiliate.id));
    expect(row!.retiredAt).not.toBeNull();
  });
});
