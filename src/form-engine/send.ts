/** The request itself: encode, POST, read the answer. No React, so it is easy to test. */
import { encodeSubmission, type UploadedPath } from './encoder.ts';
import { isPageOrigin, resolveEndpoint } from './endpoint.ts';
import type { FileMap, FormDefinition, FormValues, SubmissionExtras } from './types.ts';

export interface SendResult {
  ok: boolean;
  reference?: string;
  /** The visitor cancelled the request (SendOptions.signal) before its answer came. */
  cancelled?: boolean;
  /** The server has a newer version of the form than the one drawn (409 form-changed). */
  formChanged?: boolean;
}

/** How much of a body with files has gone out. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes of the whole body, when the browser knows them. */
  total?: number;
  /** Every byte is out: the server is storing the request and its answer is on its way. */
  sent?: boolean;
  /** Bytes per second (smoothed), and the seconds left at that speed, when measured. */
  speed?: number;
  secondsLeft?: number;
}

export interface SendOptions {
  /** Reports the bytes sent of a body with files (the XMLHttpRequest path). */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the request; the result is then `{ ok: false, cancelled: true }`. */
  signal?: AbortSignal;
  /**
   * Makes the XMLHttpRequest that sends a body with files (fetch reports no upload progress).
   * Default: the browser's own, unless a `fetchImpl` is given; then fetch sends everything.
   */
  createXhr?: () => XMLHttpRequest;
  /** Sent as the Idempotency-Key header (idempotency-key.ts), to our own intake only. */
  idempotencyKey?: string;
  /** The upload path of each file already uploaded (sent as text parts, encoder.ts). */
  uploaded?: UploadedPath;
}

const referenceIn = (body: unknown) => {
  const reference = (body as { reference?: unknown } | null)?.reference;
  return typeof reference === 'string' ? reference : undefined;
};

const formChangedIn = (status: number, body: unknown) =>
  status === 409 && (body as { error?: unknown } | null)?.error === 'form-changed';

async function failureOf(response: Response): Promise<SendResult> {
  if (response.status !== 409 || !response.headers.get('content-type')?.includes('json'))
    return { ok: false };
  try {
    return formChangedIn(response.status, await response.json())
      ? { ok: false, formChanged: true }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}

function failureOfXhr(xhr: XMLHttpRequest): SendResult {
  try {
    return formChangedIn(xhr.status, JSON.parse(xhr.responseText))
      ? { ok: false, formChanged: true }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}

async function referenceOf(response: Response): Promise<string | undefined> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return referenceIn(await response.json());
  } catch {
    return undefined;
  }
}

function referenceOfXhr(xhr: XMLHttpRequest): string | undefined {
  if (!xhr.getResponseHeader('content-type')?.includes('json')) return undefined;
  try {
    return referenceIn(JSON.parse(xhr.responseText));
  } catch {
    return undefined;
  }
}

const carriesFiles = (body: URLSearchParams | FormData) =>
  body instanceof FormData && [...body.values()].some((value) => typeof value !== 'string');

/**
 * Sends a body by XMLHttpRequest, whose `upload` events count the bytes sent. Its upload
 * listeners make a cross-origin request "non-simple": a hosted endpoint then gets a CORS preflight.
 */
function sendByXhr(
  url: string,
  body: FormData,
  headers: Record<string, string>,
  createXhr: () => XMLHttpRequest,
  { onProgress, signal }: SendOptions,
): Promise<SendResult> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: false, cancelled: true });
      return;
    }
    const xhr = createXhr();
    const abort = () => xhr.abort();
    const finish = (result: SendResult) => {
      signal?.removeEventListener('abort', abort);
      resolve(result);
    };
    let last: UploadProgress = { loaded: 0 };
    xhr.upload.onprogress = (event) => {
      last = { loaded: event.loaded, total: event.lengthComputable ? event.total : undefined };
      onProgress?.(last);
    };
    xhr.upload.onload = () => onProgress?.({ ...last, loaded: last.total ?? last.loaded, sent: true });
    xhr.onload = () => {
      const ok = xhr.status >= 200 && xhr.status <= 299;
      finish(ok ? { ok, reference: referenceOfXhr(xhr) } : failureOfXhr(xhr));
    };
    xhr.onerror = xhr.ontimeout = () => finish({ ok: false });
    // Only the visitor's cancel is "cancelled"; the browser aborting on its own is a failure.
    xhr.onabort = () => finish(signal?.aborted ? { ok: false, cancelled: true } : { ok: false });
    try {
      xhr.open('POST', url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      signal?.addEventListener('abort', abort, { once: true });
      onProgress?.(last);
      xhr.send(body);
    } catch {
      finish({ ok: false });
    }
  });
}

/**
 * Sends a form. Success is any 2xx answer (docs/specification.md section 7 checks only the status); its JSON
 * body's `reference` is read when there is one. A null endpoint only logs the data (the original
 * website-design behaviour, kept as an option). Never throws: a network failure is `ok: false`.
 * The files normally went beforehand by tus (SendOptions.uploaded: the body holds their paths, and
 * goes by fetch); a body that still carries files goes by XMLHttpRequest (SendOptions.createXhr)
 * to report its progress.
 */
export async function sendSubmission(
  definition: FormDefinition,
  formData: FormValues,
  files?: FileMap,
  extras?: SubmissionExtras,
  fetchImpl?: typeof fetch,
  options: SendOptions = {},
): Promise<SendResult> {
  const { body, contentType } = encodeSubmission(definition, formData, files, extras, options.uploaded);
  const url = resolveEndpoint(definition.submit.endpoint);
  if (url === null) {
    console.log(definition.id, Object.fromEntries(body.entries()));
    return { ok: true };
  }
  const { signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (contentType) headers['Content-Type'] = contentType;
  if (options.idempotencyKey && isPageOrigin(url)) headers['Idempotency-Key'] = options.idempotencyKey;
  const createXhr = options.createXhr ?? (fetchImpl ? undefined : () => new XMLHttpRequest());
  if (createXhr && body instanceof FormData && carriesFiles(body)) {
    return sendByXhr(url, body, headers, createXhr, options);
  }
  try {
    const send = fetchImpl ?? fetch;
    const response = await send(url, { method: 'POST', body, headers, ...(signal ? { signal } : {}) });
    if (!response.ok) return failureOf(response);
    return { ok: true, reference: await referenceOf(response) };
  } catch {
    return signal?.aborted ? { ok: false, cancelled: true } : { ok: false };
  }
}
