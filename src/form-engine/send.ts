/** The request itself: encode, POST, read the answer. No React, so it is easy to test. */
import { encodeSubmission } from './encoder.ts';
import { resolveEndpoint } from './endpoint.ts';
import type { FileMap, FormDefinition, FormValues, SubmissionExtras } from './types.ts';

export interface SendResult {
  ok: boolean;
  reference?: string;
}

async function referenceOf(response: Response): Promise<string | undefined> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    const body = (await response.json()) as { reference?: unknown };
    return typeof body?.reference === 'string' ? body.reference : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a form. Success is any 2xx answer (SPEC.md section 7 checks only the status); its JSON
 * body's `reference` is read when there is one. A null endpoint only logs the data (the original
 * website-design behaviour, kept as an option). Never throws: a network failure is `ok: false`.
 */
export async function sendSubmission(
  definition: FormDefinition,
  formData: FormValues,
  files?: FileMap,
  extras?: SubmissionExtras,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<SendResult> {
  const { body, contentType } = encodeSubmission(definition, formData, files, extras);
  const url = resolveEndpoint(definition.submit.endpoint);
  if (url === null) {
    console.log(definition.id, Object.fromEntries(body.entries()));
    return { ok: true };
  }
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (contentType) headers['Content-Type'] = contentType;
    const response = await fetchImpl(url, { method: 'POST', body, headers });
    if (!response.ok) return { ok: false };
    return { ok: true, reference: await referenceOf(response) };
  } catch {
    return { ok: false };
  }
}
