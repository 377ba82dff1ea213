import { DOCUMENT_MAX_BYTES, documentMessages, documentScreenTexts } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { documentFixture, signInCarrier } from '../../test/document-fixture';
import { FakeXhr } from '../../test/fake-xhr';
import { sendWithXhr, uploadDocument, type Send } from './upload';

const stored = documentFixture(7, { fileName: 'cedula.jpg', bytes: 3 });
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cedula.jpg', { type: 'image/jpeg' });
const answer = (status: number, body?: unknown) => ({
  status,
  text: body === undefined ? '' : JSON.stringify(body),
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('uploadDocument', () => {
  it('sends kind, expiry and file to the affiliate with the upload token, and reports progress', async () => {
    const shares: number[] = [];
    const send = vi.fn<Send>(async ({ onProgress }) => {
      onProgress?.(0.5);
      onProgress?.(1);
      return answer(201, stored);
    });
    const document = await uploadDocument(
      {
        affiliateId: 3,
        kind: 'licencia',
        file: photo(),
        expiresOn: '2027-01-31',
        token: 'tok',
        onProgress: (s) => shares.push(s),
      },
      send,
    );
    expect(document).toEqual(stored);
    const [{ url, body, token }] = send.mock.calls[0]!;
    expect(url).toBe('/api/affiliate/3/documents');
    expect(token).toBe('tok');
    expect(body.get('kind')).toBe('licencia');
    expect(body.get('expiresOn')).toBe('2027-01-31');
    expect((body.get('file') as File).name).toBe('cedula.jpg');
    expect(shares).toEqual([0, 0.5, 1]);
  });

  it('tries again after a dropped connection, then succeeds with the same file', async () => {
    vi.useFakeTimers();
    const send = vi
      .fn<Send>()
      .mockResolvedValueOnce(answer(0))
      .mockResolvedValueOnce(answer(503, { error: 'En mantenimiento' }))
      .mockResolvedValueOnce(answer(201, stored));
    const done = uploadDocument(
      { affiliateId: 3, kind: 'cedula', file: photo(), token: 't', idempotencyKey: 'key-of-this-file' },
      send,
    );
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual(stored);
    expect(send).toHaveBeenCalledTimes(3);
    // Every try carries the file's one key: a server that stored the first keeps one document.
    expect(send.mock.calls.map(([r]) => r.headers)).toEqual(
      Array(3).fill({ 'Idempotency-Key': 'key-of-this-file' }),
    );
  });

  it('gives up after two retries with a Spanish message, so the screen offers "Reintentar"', async () => {
    vi.useFakeTimers();
    const send = vi.fn<Send>(async () => answer(0));
    const done = uploadDocument({ affiliateId: 3, kind: 'cedula', file: photo(), token: 't' }, send);
    const failed = expect(done).rejects.toMatchObject({
      message: documentScreenTexts.connectionLost,
      status: 0,
    });
    await vi.runAllTimersAsync();
    await failed;
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("shows the server's refusal at once, without retrying it", async () => {
    const send = vi.fn<Send>(async () => answer(415, { error: documentMessages.unsupported }));
    const error = await uploadDocument(
      { affiliateId: 3, kind: 'cedula', file: photo(), token: 't' },
      send,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: documentMessages.unsupported, status: 415 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('refuses an empty or over-10 MB file before sending a byte', async () => {
    const send = vi.fn<Send>();
    const big = new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], 'big.jpg');
    await expect(uploadDocument({ affiliateId: 3, kind: 'cedula', file: big }, send)).rejects.toMatchObject({
      message: documentMessages.tooLarge,
      status: 413,
    });
    await expect(
      uploadDocument({ affiliateId: 3, kind: 'cedula', file: new File([], 'empty.jpg') }, send),
    ).rejects.toMatchObject({ message: documentMessages.empty });
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the session's token when no upload token is given", async () => {
    signInCarrier();
    const send = vi.fn<Send>(async () => answer(201, stored));
    await uploadDocument({ affiliateId: 3, kind: 'cedula', file: photo() }, send);
    expect(send.mock.calls[0]![0].token).toBe('session-token');
  });
});

describe('sendWithXhr', () => {
  it('reports the upload progress and answers status and text', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const shares: number[] = [];
    const sent = sendWithXhr({
      url: '/api/x',
      body: new FormData(),
      token: 't',
      onProgress: (s) => shares.push(s),
    });
    const xhr = FakeXhr.last;
    expect(xhr.headers.Authorization).toBe('Bearer t');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.status = 201;
    xhr.responseText = '{}';
    xhr.onload?.();
    await expect(sent).resolves.toEqual({ status: 201, text: '{}' });
    expect(shares).toEqual([0.25, 1]);
  });

  it('answers status 0 on a network error and rejects when aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = sendWithXhr({ url: '/api/x', body: new FormData(), token: undefined });
    FakeXhr.last.onerror?.();
    await expect(failed).resolves.toEqual({ status: 0, text: '' });

    const controller = new AbortController();
    const aborted = sendWithXhr({
      url: '/api/x',
      body: new FormData(),
      token: undefined,
      signal: controller.signal,
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
