/**
 * The owner's content API (docs/architecture.md "The site's texts"), as the editing mode calls it
 * (src/lib/owner-fetch.ts): a refusal becomes an Error whose message is the server's own (it
 * names the keys it refused).
 */
import type { DraftState, PublishResult, VersionList } from '../../../core/api/content.ts';
import type { EditableContent } from '../../lib/editable-content.ts';
import { ownerFetch, problemMessage, type OwnerAnswer, type OwnerMethod } from '../../lib/owner-fetch.ts';

const base = '/api/owner/content';

/** A refused or failed call; `status` 0 when the server could not be reached. */
export class ContentApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ContentApiError';
    this.status = status;
  }
}

async function call<T>(method: OwnerMethod, path: string, body?: unknown): Promise<T> {
  let answer: OwnerAnswer;
  try {
    answer = await ownerFetch(method, base + path, body);
  } catch (error) {
    throw new ContentApiError(0, (error as Error).message);
  }
  if (!answer.response.ok) throw new ContentApiError(answer.response.status, problemMessage(answer));
  return (await answer.response.json()) as T;
}

export const loadDraft = () => call<DraftState>('GET', '/draft');

/** Replaces the draft of `lng` (or of both languages when not given). */
export const saveDraft = (content: EditableContent, lng?: string) =>
  call<DraftState>('PUT', lng ? `/draft?lng=${encodeURIComponent(lng)}` : '/draft', content);

export const publishDraft = () => call<PublishResult>('POST', '/publish');

export const listVersions = () => call<VersionList>('GET', '/versions');

export const restoreVersion = (version: number) =>
  call<PublishResult>('POST', `/versions/${version}/restore`);

/** The download address of one version as website-content.json. */
export const versionFileUrl = (version: number) => `${base}/versions/${version}`;
