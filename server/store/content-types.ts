/**
 * The store's side of the site's editable texts (docs/owner-guide.md "Editing the site's texts"); types.ts
 * re-exports it with the rest of the store's contract.
 */
import type { Language } from './types.ts';

/**
 * The site's editable texts as website-content.json holds them: `<lng>:<ns>:<key>` → text
 * (`en:home:hero.title`). A key that is absent shows the translation in locales/.
 */
export type ContentMap = Record<string, string>;

/** One published version, without its texts. */
export type ContentVersionInfo = {
  /** 1, 2, 3 …: the highest one is what every visitor sees. */
  version: number;
  /** ISO 8601, UTC. */
  publishedAt: string;
  /** Set when this version was made by restoring an earlier one. */
  restoredFrom: number | null;
  /** How many texts differ from the defaults, per language. */
  texts: Record<Language, number>;
};

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
