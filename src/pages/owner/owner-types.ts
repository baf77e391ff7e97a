/** The owner API's answers, exactly as its contract gives them (README "The owner's inbox"). */

import {
  isRequestStatus,
  spamReasons as allSpamReasons,
  workStatuses as allWorkStatuses,
  type RequestStatus,
  type SpamReason,
  type WorkStatus,
} from '../../../catalog/request-statuses.ts';

export type EmailDelivery = { state: 'pending' | 'sent' | 'failed'; attempts: number; at: string };

export type { SpamReason, WorkStatus };
export type Status = RequestStatus;
export const workStatuses = allWorkStatuses;
export const spamReasons = allSpamReasons;
export const isStatus = isRequestStatus;

export type Lang = 'en' | 'es';

export interface Session {
  signedIn: boolean;
  passwordSet: boolean;
}

export interface FormCount {
  id: string;
  /** The form's title in the asked language. */
  label: string;
  /** New requests (status received), spam left out. */
  received: number;
  total: number;
}

/** The newest nightly backup (README "Nightly backups"); times ISO 8601. */
export interface BackupRun {
  day: string;
  startedAt: string;
  finishedAt: string | null;
  size: number | null;
  error: string | null;
}

export interface Overview {
  forms: FormCount[];
  spam: number;
  statuses: WorkStatus[];
  backup: { enabled: boolean; last: BackupRun | null };
}

/** What the list filters by; every value is also a query parameter of /owner and of the API. */
export interface Filters {
  form?: string;
  status?: Status;
  q?: string;
  /** YYYY-MM-DD, both days included. */
  from?: string;
  to?: string;
  page?: number;
}

export interface Item {
  reference: string;
  form: string;
  formLabel: string;
  status: Status;
  /** ISO 8601. */
  receivedAt: string;
  name: string | null;
  email: string | null;
  /** One line, at most 120 characters. */
  summary: string;
  fileCount: number;
}

export interface ItemPage {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Answer {
  name: string;
  label: string;
  value: unknown;
  /** The value as the owner reads it, in the asked language. */
  text: string;
}

export interface StoredFile {
  id: number;
  field: string;
  name: string;
  size: number;
  type: string;
}

export interface HistoryEntry {
  status: Status;
  at: string;
  by: 'visitor' | 'owner';
}

export interface Note {
  id: number;
  text: string;
  at: string;
}

export interface Detail {
  reference: string;
  form: string;
  formLabel: string;
  status: Status;
  receivedAt: string;
  updatedAt: string;
  spamReason: SpamReason | null;
  name: string | null;
  /** The visitor's address. */
  email: string | null;
  fields: Answer[];
  files: StoredFile[];
  history: HistoryEntry[];
  notes: Note[];
  /** The shop's e-mail about it; null when none was due (notifications off, or spam). */
  emailDelivery: EmailDelivery | null;
  /** The newest e-mail to the visitor (receipt or status change). */
  visitorDelivery: EmailDelivery | null;
}

export interface RequestChange {
  status?: Status;
  note?: string;
}
