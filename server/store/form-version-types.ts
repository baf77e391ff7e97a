/**
 * The store's side of form versions (docs/architecture.md "Form versions"); types.ts re-exports it
 * with the rest of the store's contract.
 */
import type { FormContent, FormVersionOrigin } from '../../core/api/forms.ts';

export type StoredFormVersion = {
  formId: string;
  version: number;
  /** ISO time. */
  publishedAt: string;
  origin: FormVersionOrigin;
  restoredFrom: number | null;
  /** Names the content (server/forms/form-content.ts contentHash). */
  hash: string;
  content: FormContent;
};

export type LiveFormVersion = { formId: string; version: number; hash: string };

export type NewFormVersion = {
  formId: string;
  origin: Exclude<FormVersionOrigin, 'shipped'>;
  restoredFrom?: number;
  hash: string;
  content: FormContent;
  /** Stores nothing when the live version is not this one (another publish came first). */
  basedOn?: number;
};

export type PublishOutcome = { version: number; publishedAt: string } | { conflict: number };

/**
 * Every version of every form, numbered per form; the highest is what visitors get. Several
 * processes may call these at once: a number is never taken twice.
 */
export interface FormVersionAccess {
  /** The highest version of each form that has one. */
  live(): Promise<LiveFormVersion[]>;
  version(formId: string, version: number): Promise<StoredFormVersion | null>;
  /** Every version of the form, oldest first. */
  versions(formId: string): Promise<StoredFormVersion[]>;
  publish(entry: NewFormVersion, nowIso: string): Promise<PublishOutcome>;
  /**
   * Records the form as forms/ ships it with this server: as version 1 of a form without
   * versions; as the next version when this content was never shipped before and the live
   * version is itself a shipped one (the owner never published this form, so a developer's
   * change goes live); otherwise not at all (the owner's versions stay live, and the owner's
   * Forms page says a newer default exists). Several processes starting at once record it once.
   */
  recordShipped(formId: string, hash: string, content: FormContent, nowIso: string): Promise<void>;
  /** A compiled browser validator by its hash, or null. */
  validator(hash: string): Promise<string | null>;
  saveValidator(hash: string, code: string, nowIso: string): Promise<void>;
  /** The fields the form's stored requests hold answers for. */
  usedFields(formId: string): Promise<string[]>;
}
