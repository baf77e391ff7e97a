/**
 * The store's side of form versions (docs/architecture.md "Form versions") and price table
 * versions ("Price table versions"); types.ts re-exports it with the rest of the store's contract.
 */
import type { FormContent, FormVersionOrigin } from '../../core/api/forms.ts';
import type { PriceTable } from '../../core/pricing/estimate.ts';

export type StoredVersion<C> = {
  id: string;
  version: number;
  /** ISO time. */
  publishedAt: string;
  origin: FormVersionOrigin;
  restoredFrom: number | null;
  /** Names the content (server/forms/form-content.ts). */
  hash: string;
  content: C;
};

export type LiveVersion = { id: string; version: number; hash: string };

export type NewVersion<C> = {
  id: string;
  origin: Exclude<FormVersionOrigin, 'shipped'>;
  restoredFrom?: number;
  hash: string;
  content: C;
  /** Stores nothing when the live version is not this one (another publish came first). */
  basedOn?: number;
};

export type PublishOutcome = { version: number; publishedAt: string } | { conflict: number };

/**
 * Every version of every document of one kind (version-queries.ts), numbered per document.
 * Several processes may call these at once: a number is never taken twice.
 */
export interface VersionAccess<C> {
  /** The highest version of each document that has one. */
  live(): Promise<LiveVersion[]>;
  version(id: string, version: number): Promise<StoredVersion<C> | null>;
  /** Every version of the document, oldest first. */
  versions(id: string): Promise<StoredVersion<C>[]>;
  publish(entry: NewVersion<C>, nowIso: string): Promise<PublishOutcome>;
  /**
   * Records the document as the repository ships it with this server: as version 1 of one
   * without versions; as the next version when this content was never shipped before and the
   * live version is itself a shipped one (the owner never published it, so a developer's change
   * goes live); otherwise not at all (the owner's versions stay live, and the owner's pages say
   * a newer default exists). Several processes starting at once record it once.
   */
  recordShipped(id: string, hash: string, content: C, nowIso: string): Promise<void>;
}

export type StoredFormVersion = StoredVersion<FormContent>;
export type LiveFormVersion = LiveVersion;
export type NewFormVersion = NewVersion<FormContent>;

/** Every version of every form, numbered per form; the highest is what visitors get. */
export interface FormVersionAccess extends VersionAccess<FormContent> {
  /** A compiled browser validator by its hash, or null. */
  validator(hash: string): Promise<string | null>;
  saveValidator(hash: string, code: string, nowIso: string): Promise<void>;
  /** The fields the form's stored requests hold answers for. */
  usedFields(formId: string): Promise<string[]>;
}

/** Every version of every price table; the highest is what estimates and "from" prices use. */
export type PriceTableVersionAccess = VersionAccess<PriceTable>;
