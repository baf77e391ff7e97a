/**
 * The site's editable texts as the owner's content API sends them (docs/architecture.md "The
 * site's texts"), in the shapes the store keeps them.
 */
import type { Language } from '../i18n/languages.ts';

/**
 * The site's editable texts as website-content.json holds them: `<lng>:<ns>:<key>` → text
 * (`en:home:hero.title`). A key that is absent shows the translation in locales/.
 */
export type ContentMap = Record<string, string>;

/** One published version, without its texts. */
export interface ContentVersionInfo {
  /** 1, 2, 3 …: the highest one is what every visitor sees. */
  version: number;
  /** ISO 8601, UTC. */
  publishedAt: string;
  /** Set when this version was made by restoring an earlier one. */
  restoredFrom: number | null;
  /** How many texts differ from the defaults, per language. */
  texts: Record<Language, number>;
}

/** GET and PUT /api/owner/content/draft. */
export interface DraftState {
  content: ContentMap;
  liveVersion: number;
  /** False when publishing would change nothing. */
  changed: boolean;
  /** When each language's draft was last saved (ISO 8601); absent for one never saved. */
  updatedAt: Partial<Record<Language, string>>;
}

/**
 * POST /api/owner/content/publish and …/versions/<n>/restore: the new version (`live` once this
 * process serves it), or, when the draft changed nothing, the live version as it stands.
 */
export type PublishResult =
  | { version: number; unchanged: true; content: ContentMap }
  | (ContentVersionInfo & { content: ContentMap; live: boolean; unchanged?: undefined });

/** GET /api/owner/content/versions. */
export interface VersionList {
  live: number;
  versions: ContentVersionInfo[];
}
