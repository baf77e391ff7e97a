/**
 * The customer API (docs/owner-guide.md "The customer's page: messages and proofs"): the request behind a link's token, a reply
 * with files, and a decision on a proof or on a quote. Every POST is a plain same-origin fetch, whose Origin
 * header the server checks; a GET never changes anything.
 */
import type { RequestStatus } from '../../../catalog/request-statuses.ts';
import type {
  QuoteCustomer,
  QuoteDeclineReason,
  ShownQuote,
} from '../../components/quote-document/quote-types.ts';

export interface CustomerFile {
  id: number;
  name: string;
  size: number;
  type: string;
  url: string;
}

export interface CustomerMessage {
  id: number;
  from: 'shop' | 'customer';
  text: string;
  at: string;
  files: CustomerFile[];
}

export interface ProofDecision {
  kind: 'approve' | 'changes';
  name: string | null;
  comment: string | null;
  at: string;
}

export interface CustomerProof {
  version: number;
  note: string;
  sentAt: string;
  state: 'pending' | 'approved' | 'changes-requested';
  superseded: boolean;
  current: boolean;
  file: { name: string; size: number; type: string; sha256: string; url: string; downloadUrl: string };
  decision: ProofDecision | null;
}

export interface CustomerQuote extends ShownQuote {
  /** The SHA-256 of the quote as shown: sent back with a decision, so a quote changed meanwhile is refused. */
  sha256: string;
  /** Its print view, language-free (/my-request/<token>/quote/<version>). */
  printUrl: string;
}

export interface UploadRules {
  accept: string[];
  maxFileBytes: number;
  maxFiles: number;
}

export interface CustomerRequest {
  reference: string;
  form: string;
  formLabel: string;
  status: RequestStatus;
  receivedAt: string;
  updatedAt: string;
  lang: string;
  history: { status: RequestStatus; at: string }[];
  fields: { name: string; label: string; text: string }[];
  files: CustomerFile[];
  messages: CustomerMessage[];
  /** Newest first; only proofs[0] is current. */
  proofs: CustomerProof[];
  /** Newest first; only the one with `current` may be decided. */
  quotes: CustomerQuote[];
  customer: QuoteCustomer;
  upload: UploadRules;
}

/** What every call may end in besides its own success. */
type Trouble = { kind: 'link-invalid' | 'too-many' | 'failed' };

export type LoadResult = { kind: 'found'; request: CustomerRequest } | Trouble;

export type FieldProblem = { field: string; message: string };

export type ReplyResult =
  | { kind: 'sent'; message: CustomerMessage }
  | { kind: 'refused'; fields: FieldProblem[] }
  | { kind: 'too-large' }
  | Trouble;

export type DecisionBody =
  { decision: 'approve'; name: string; checked: true } | { decision: 'changes'; comment: string };

export type DecisionResult =
  | { kind: 'decided'; proof: CustomerProof }
  | { kind: 'conflict'; reason: 'already-decided' | 'superseded' }
  | { kind: 'refused'; error: string }
  | Trouble;

export type QuoteDecisionBody =
  | { decision: 'accept'; name: string; terms: true; sha256: string }
  | { decision: 'decline'; reason: QuoteDeclineReason; comment?: string; sha256: string };

/** Why the server would not record a decision on a quote that was fine when the page loaded. */
export type QuoteConflict = 'already-decided' | 'superseded' | 'expired' | 'changed';

export type QuoteDecisionResult =
  | { kind: 'decided'; quote: CustomerQuote }
  | { kind: 'conflict'; reason: QuoteConflict }
  | { kind: 'refused'; error: string }
  | Trouble;

const quoteConflicts: readonly string[] = ['already-decided', 'superseded', 'expired', 'changed'];

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

export async function sendReply(token: string, text: string, files: readonly File[]): Promise<ReplyResult> {
  const body = new FormData();
  body.append('text', text);
  for (const file of files) body.append('files', file, file.name);
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
  decision: DecisionBody,
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
        reason: (quoteConflicts.includes(error) ? error : 'already-decided') as QuoteConflict,
      };
    }
    if (response.status === 400) return { kind: 'refused', error: (await errorCode(response)).error ?? '' };
    return trouble(response);
  } catch {
    return { kind: 'failed' };
  }
}
