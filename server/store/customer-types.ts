/**
 * The customer's side of a request (docs/owner-guide.md "The customer's page: messages and proofs"): private links, the
 * conversation with the shop, and proofs approved online. Written once for both engines in
 * customer-queries.ts over the SQL adapter of owner-queries.ts. Times in milliseconds since
 * 1970 where the store compares them, ISO 8601 (UTC) where they are shown.
 */
import type { MessageAuthor, ProofDecision, ProofState } from '../../core/api/customer.ts';
import type { NewFile, NewMail, StoredFile, Submission } from './record-types.ts';

/** A message's author, a proof's state and its decision's record are the API's (core/api/customer.ts). */
export type { MessageAuthor, ProofDecision, ProofState } from '../../core/api/customer.ts';

export type Message = {
  id: number;
  author: MessageAuthor;
  text: string;
  /** ISO 8601. */
  at: string;
  /** When the owner read a customer's message (ISO); always null for the shop's own. */
  readAt: string | null;
  files: StoredFile[];
};

export type NewMessage = { author: MessageAuthor; text: string; files: readonly NewFile[] };

export type Proof = {
  id: number;
  /** 1, 2, ... per request. */
  version: number;
  note: string;
  /** ISO 8601. */
  sentAt: string;
  state: ProofState;
  /** A newer version exists: this one can never be decided on again. */
  superseded: boolean;
  file: StoredFile;
  decision: ProofDecision | null;
  /** Reminders e-mailed so far (0, 1 or 2). */
  remindersSent: number;
};

export type NewProof = { file: NewFile; note: string };

export type DecisionInput = {
  /** The version the customer saw and decided on. */
  version: number;
  kind: 'approve' | 'changes';
  name?: string;
  comment?: string;
  ip: string | null;
  userAgent: string | null;
  nowMs: number;
};

/**
 * `superseded`: a newer version exists; `decided`: this version already has a decision (a
 * replayed Approve); `not-found`: no such request or version.
 */
export type DecisionResult =
  | { ok: true; proof: Proof; submission: Submission }
  | { ok: false; reason: 'not-found' | 'superseded' | 'decided' };

/** Composes a request's e-mails from the changed rows, queued in the same transaction. */
export type MailsFor<T> = (submission: Submission, changed: T) => NewMail[];

/** When the two reminders of an undecided proof are due, after it was sent. */
export const reminderDelaysMs = [2 * 24 * 60 * 60 * 1000, 5 * 24 * 60 * 60 * 1000] as const;

export interface CustomerAccess {
  /** Notes a link's token hash for the request, valid until `expiresMs`; false when no such request. */
  addLink(reference: string, tokenHash: string, nowMs: number, expiresMs: number): Promise<boolean>;
  /** The reference a token hash opens at `nowMs` (not expired, not revoked); null otherwise. */
  referenceForLink(tokenHash: string, nowMs: number): Promise<string | null>;
  /**
   * Queues e-mails about the request that change nothing else (a fresh link the customer asked
   * for); false when no such request.
   */
  queueMails(
    reference: string,
    mails: (submission: Submission) => NewMail[],
    nowMs: number,
  ): Promise<boolean>;
  /** Ends every link of the request; how many were still valid. */
  revokeLinks(reference: string, nowMs: number): Promise<number>;

  /** Oldest first. */
  messages(reference: string): Promise<Message[]>;
  /**
   * Stores the message and its files (files rows with origin 'message', claimed from the loose
   * files like the intake's), with the e-mails `mails` composes queued in the same transaction.
   * A customer's message also moves the request into "Waiting for you". Null when no such request.
   */
  addMessage(
    reference: string,
    message: NewMessage,
    nowMs: number,
    mails?: MailsFor<Message>,
  ): Promise<Message | null>;
  /** Marks the customer's unread messages read; how many were. */
  markRead(reference: string, nowMs: number): Promise<number>;

  /** Newest version first. */
  proofs(reference: string): Promise<Proof[]>;
  /** The next version (its file a files row with origin 'proof'), with its e-mails; null when no such request. */
  addProof(reference: string, proof: NewProof, nowMs: number, mails?: MailsFor<Proof>): Promise<Proof | null>;
  /**
   * Records a decision only when `version` is the newest and still pending, in one conditional
   * update: a replay or a race gets `decided`, an old version `superseded`, and no e-mail.
   */
  decide(reference: string, input: DecisionInput, mails?: MailsFor<Proof>): Promise<DecisionResult>;
  /**
   * Queues the reminders due at `nowMs`: for every newest, pending proof whose next reminder
   * (reminderDelaysMs after it was sent) is due. Each is counted with a conditional update in
   * the transaction that queues its e-mails, so two processes never send one twice. How many.
   */
  sendDueReminders(
    nowMs: number,
    mails: (submission: Submission, proof: Proof) => NewMail[],
  ): Promise<number>;
}
