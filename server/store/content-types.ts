/**
 * The store's side of the site's editable texts (docs/owner-guide.md "Editing the site's texts"); types.ts
 * re-exports it with the rest of the store's contract.
 */
import type { ContentMap, ContentVersionInfo } from '../../core/api/content.ts';
import type { Language } from '../../core/i18n/languages.ts';

/** The texts and a version's description are the API's (core/api/content.ts). */
export type { ContentMap, ContentVersionInfo } from '../../core/api/content.ts';

export type ContentVersion = ContentVersionInfo & { content: ContentMap };

/** The owner's draft of one language. */
export type ContentDraft = { lng: Language; content: ContentMap; updatedAt: string };

/**
 * The owner's text edits (docs/owner-guide.md "Editing the site's texts"): a draft per language, and the
 * numbered versions publishing makes. Several processes may call these at once.
 */
export interface ContentAccess {
  /** The drafts saved so far; a language never saved is absent. */
  drafts(): Promise<ContentDraft[]>;
  /**
   * Replaces the draft of each language given (its keys all start with `<lng>:`), all in one
   * transaction; languages not given keep theirs.
   */
  saveDrafts(drafts: Partial<Record<Language, ContentMap>>, nowIso: string): Promise<void>;
  /**
   * Stores `content` as the next version (the highest number plus one, never a number twice
   * even when two processes publish at once) and makes it the draft of both languages too, in
   * one transaction.
   */
  publish(content: ContentMap, nowIso: string, restoredFrom?: number): Promise<ContentVersionInfo>;
  /** The highest version number, 0 before the first publish: cheap, polled by every process. */
  liveVersion(): Promise<number>;
  /** One version with its texts; null when there is no such number. */
  version(version: number): Promise<ContentVersion | null>;
  /** Newest first, without their texts. */
  versions(): Promise<ContentVersionInfo[]>;
}
