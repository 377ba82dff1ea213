import {
  DOCUMENT_MAX_BYTES,
  documentMessages,
  documentScreenTexts,
  type DocumentKind,
  type DocumentView,
} from '@app/domain';
import { api, ApiError, toApiError } from '../../lib/api-client';
import { getSession } from '../../lib/session';
import { keyHeader } from '../../lib/submission-key';
import { shrinkPhoto } from './shrink-photo';

export interface DocumentUpload {
  affiliateId: number;
  kind: DocumentKind;
  file: File;
  /** ISO yyyy-mm-dd; only a licence or a carnet carries one. */
  expiresOn?: string;
  /** The public application's `uploadToken`; without it the signed-in session's token is sent. */
  token?: string;
  /** One per chosen file, the same on every retry of it: the server may store it once. */
  idempotencyKey?: string;
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/** How the client sends one request: XMLHttpRequest, because fetch cannot report an upload's progress. */
export type Send = (request: {
  url: string;
  body: FormData;
  token: string | undefined;
  headers?: Record<string, string>;
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}) => Promise<{ status: number; text: string }>;

/** Status 0: no answer came (no signal, a dropped connection). */
export const sendWithXhr: Send = ({ url, body, token, headers = {}, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, text: '' });
    xhr.ontimeout = () => resolve({ status: 0, text: '' });
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.send(body);
  });

/** Tries after a failure with no answer or a server's own fault; a refusal (4xx) is final. */
const AUTOMATIC_RETRIES = 2;
const retryDelayMs = (attempt: number) => 1000 * 2 ** attempt;

const retriable = (status: number) => status === 0 || status >= 500;

/** No answer at all says so; an answer's `{ error }` is read as every API call reads it. */
const toError = (status: number, text: string): Promise<ApiError> =>
  status === 0
    ? Promise.resolve(new ApiError(documentScreenTexts.connectionLost, 0))
    : toApiError(new Response(text || null, { status }));

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Upload aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * `POST /api/affiliate/{id}/documents` (multipart), with its progress. A dropped connection or a 5xx
 * is tried again twice, after 1 s and 2 s; a refusal rejects with the server's Spanish `{ error }`.
 * A session whose access token expired is renewed once by the api client, as every other call is.
 */
export async function uploadDocument(
  upload: DocumentUpload,
  send: Send = sendWithXhr,
): Promise<DocumentView> {
  // Once, before the first try: every retry sends the same bytes under the same key.
  const file = await shrinkPhoto(upload.file);
  // Refused here what the server would refuse after the whole file crossed a slow connection.
  if (file.size > DOCUMENT_MAX_BYTES) throw new ApiError(documentMessages.tooLarge, 413);
  if (file.size === 0) throw new ApiError(documentMessages.empty, 400);

  const url = `/api/affiliate/${upload.affiliateId}/documents`;
  const body = () => {
    const form = new FormData();
    form.append('kind', upload.kind);
    if (upload.expiresOn) form.append('expiresOn', upload.expiresOn);
    // The file goes last: the server reads the fields before the bytes.
    form.append('file', file, file.name);
    return form;
  };
  const token = () => upload.token ?? getSession()?.access_token;

  let renewed = false;
  for (let attempt = 0; ; attempt++) {
    upload.onProgress?.(0);
    const res = await send({
      url,
      body: body(),
      token: token(),
      headers: upload.idempotencyKey ? keyHeader(upload.idempotencyKey) : undefined,
      onProgress: upload.onProgress,
      signal: upload.signal,
    });
    if (res.status === 201 || res.status === 200) return JSON.parse(res.text) as DocumentView;
    if (res.status === 401 && !upload.token && !renewed && getSession()) {
      // Any call through the api client renews an expired session (one refresh shared by every call).
      renewed = true;
      await api.request('/api/auth/me', { signal: upload.signal }).catch(() => undefined);
      attempt--;
      continue;
    }
    if (!retriable(res.status) || attempt >= AUTOMATIC_RETRIES) throw await toError(res.status, res.text);
    await wait(retryDelayMs(attempt), upload.signal);
  }
}
