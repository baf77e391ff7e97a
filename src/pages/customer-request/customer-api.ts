/**
 * The customer API (docs/owner-guide.md "The customer's page: messages and proofs"): the request behind a link's token, a reply
 * with files, and a decision on a proof or on a quote. Every POST is a plain same-origin fetch, whose Origin
 * header the server checks; a GET never changes anything.
 */
import {
  quoteConflicts,
  type CustomerMessage,
  type CustomerProof,
  type CustomerQuote,
  type CustomerRequest,
  type FieldProblem,
  type ProofDecisionBody,
  type QuoteConflict,
  type QuoteDecisionBody,
} from '../../../core/api/customer.ts';

/** What every call may end in besides its own success. */
type Trouble = { kind: 'link-invalid' | 'too-many' | 'failed' };

export type LoadResult = { kind: 'found'; request: CustomerRequest } | Trouble;

export type ReplyResult =
  | { kind: 'sent'; message: CustomerMessage }
  | { kind: 'refused'; fields: FieldProblem[] }
  | { kind: 'too-large' }
  | Trouble;

export type DecisionResult =
  | { kind: 'decided'; proof: CustomerProof }
  | { kind: 'conflict'; reason: 'already-decided' | 'superseded' }
  | { kind: 'refused'; error: string }
  | Trouble;

export type QuoteDecisionResult =
  | { kind: 'decided'; quote: CustomerQuote }
  | { kind: 'conflict'; reason: QuoteConflict }
  | { kind: 'refused'; error: string }
  | Trouble;

const base = (token: string) => `/api/customer/requests/${encodeURIComponent(token)}`;

async function errorCode(response: Response): Promise<{ error?: string; fields?: FieldProblem[] }> {
  try {
    return ((await response.json()) ?? {}) as { error?: string; fields?: FieldProblem[] };
  } catch {
    return {};
  }
}

/** The answers every call shares: a dead link, the rate limit, anything else. */
function trouble(response: Response): Trouble {
  if (response.status === 404) return { kind: 'link-invalid' };
  if (response.status === 429) return { kind: 'too-many' };
  return { kind: 'failed' };
}

export async function loadCustomerRequest(token: string, lang: string): Promise<LoadResult> {
  try {
    const response = await fetch(`${base(token)}?lang=${encodeURIComponent(lang)}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (response.ok) return { kind: 'found', request: (await response.json()) as CustomerRequest };
    return trouble(response);
  } catch {
    return { kind: 'failed' };
  }
}

/** The reply: its text, and each file as its finished upload's address (or, without uploads, itself). */
export async function sendReply(
  token: string,
  text: string,
  files: readonly (File | string)[],
): Promise<ReplyResult> {
  const body = new FormData();
  body.append('text', text);
  for (const file of files) {
    if (typeof file === 'string') body.append('files', file);
    else body.append('files', file, file.name);
  }
  try {
    const response = await fetch(`${base(token)}/messages`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body,
    });
    if (response.status === 201 || response.ok) {
      const { message } = (await response.json()) as { message: CustomerMessage };
      return { kind: 'sent', message };
    }
    if (response.status === 400) return { kind: 'refused', fields: (await errorCode(response)).fields ?? [] };
    if (response.status === 413) return { kind: 'too-large' };
    return trouble(response);
  } catch {
    return { kind: 'failed' };
  }
}

export async function decideProof(
  token: string,
  version: number,
  decision: ProofDecisionBody,
): Promise<DecisionResult> {
  try {
    const response = await fetch(`${base(token)}/proofs/${version}/decision`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(decision),
    });
    if (response.ok)
      return { kind: 'decided', proof: ((await response.json()) as { proof: CustomerProof }).proof };
    if (response.status === 409) {
      const { error } = await errorCode(response);
      return { kind: 'conflict', reason: error === 'superseded' ? 'superseded' : 'already-decided' };
    }
    if (response.status === 400) return { kind: 'refused', error: (await errorCode(response)).error ?? '' };
    return trouble(response);
  } catch {
    return { kind: 'failed' };
  }
}

export async function decideQuote(
  token: string,
  version: number,
  decision: QuoteDecisionBody,
): Promise<QuoteDecisionResult> {
  try {
    const response = await fetch(`${base(token)}/quotes/${version}/decision`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(decision),
    });
    if (response.ok)
      return { kind: 'decided', quote: ((await response.json()) as { quote: CustomerQuote }).quote };
    if (response.status === 409) {
      const { error = '' } = await errorCode(response);
      // An unknown 409 is still a conflict: the page reloads and shows what now stands.
      return {
        kind: 'conflict',
        reason: ((quoteConflicts as readonly string[]).includes(error)
          ? error
          : 'already-decided') as QuoteConflict,
      };
    }
    if (response.status === 400) return { kind: 'refused', error: (await errorCode(response)).error ?? '' };
    return trouble(response);
  } catch {
    return { kind: 'failed' };
  }
}
