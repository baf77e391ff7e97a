/**
 * Every change the owner makes to the draft of the site's texts (src/lib/editable-content.ts):
 * one text saved, a file imported, everything reset. Each change shows at once and is saved on
 * the server (content-api.ts); a save that fails says so (`useSaveProblem`) and the next one
 * sends the whole language again, so nothing the owner typed is lost while the page is open.
 */
import { useSyncExternalStore } from 'react';
import { textLimit } from '../../../core/content/text-limits.ts';
import {
  contentKey,
  isEditableContent,
  readDraftContent,
  setDraftContent,
  type EditableContent,
} from '../../lib/editable-content.ts';
import { loadDraft, saveDraft } from './content-api.ts';

export const contentFileName = 'website-content.json';

let problem: string | null = null;
const listeners = new Set<() => void>();
function setProblem(next: string | null) {
  problem = next;
  listeners.forEach((listener) => listener());
}

/** The server's answer to the last save that failed, until one succeeds. */
export function useSaveProblem(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => problem,
    () => null,
  );
}

/** Loads the draft from the server: admin mode starts with it. */
export async function startDraft(): Promise<void> {
  setProblem(null);
  setDraftContent((await loadDraft()).content);
}

const languageOf = (id: string) => id.slice(0, id.indexOf(':'));

function partOf(content: EditableContent, lng: string): EditableContent {
  return Object.fromEntries(Object.entries(content).filter(([id]) => languageOf(id) === lng));
}

/** Saves go one after another, each sending the draft as it is by then: none overtakes another. */
let saving: Promise<unknown> = Promise.resolve();

/** Shows `next` at once and saves it: only `lng`'s part when given, else the whole draft. */
function change(next: EditableContent, lng?: string): Promise<void> {
  setDraftContent(next);
  const save = saving.then(async () => {
    const current = readDraftContent() ?? next;
    try {
      await saveDraft(lng ? partOf(current, lng) : current, lng);
      setProblem(null);
    } catch (error) {
      setProblem((error as Error).message);
      throw error;
    }
  });
  saving = save.catch(() => undefined);
  return save;
}

/**
 * Resolves once every save has reached the server: before publishing. After a failed save the
 * whole draft is sent again, and a failure again is thrown.
 */
export async function settleDraft(): Promise<void> {
  await saving;
  if (problem !== null) await change(readDraftContent() ?? {});
}

/**
 * Saves one text in one language. An empty text, or the default itself, removes the
 * override: the translation shows again, and a later change of the default reaches the page.
 */
export function saveText(lng: string, ns: string, key: string, value: string, defaultText: string): void {
  const text = value.trim();
  const id = contentKey(lng, ns, key);
  const next = { ...(readDraftContent() ?? {}) };
  if (text === '' || text === defaultText) delete next[id];
  else next[id] = text;
  // A failure is shown by useSaveProblem; the text stays on the page.
  change(next, lng).catch(() => undefined);
}

/** Empties the draft of both languages: published, it brings every default back. */
export function resetAllText(): Promise<void> {
  return change({});
}

/** The export file: the map itself, keys sorted so two exports compare line by line. */
export function contentFileText(content: EditableContent): string {
  const sorted = Object.fromEntries(Object.entries(content).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** Downloads the draft (what admin mode shows) as website-content.json; the number of texts. */
export function downloadContentFile(): number {
  const content = readDraftContent() ?? {};
  const url = URL.createObjectURL(new Blob([contentFileText(content)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = contentFileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return Object.keys(content).length;
}

/** The map in an import file, or null when the file is not JSON or not a map of strings. */
export function parseContentFile(text: string): EditableContent | null {
  try {
    const value: unknown = JSON.parse(text);
    return isEditableContent(value) ? value : null;
  } catch {
    return null;
  }
}

/** A text longer than its limit is cut to it, as if it had been typed. */
function clip(id: string, value: string): string {
  const [, ns, ...key] = id.split(':');
  return ns && key.length ? value.slice(0, textLimit(ns, key.join(':'))) : value;
}

/**
 * Merges an imported map into the draft key by key (keys it names are replaced, all others
 * kept) and saves it; the number of texts, or the server's refusal (unknown keys) as an Error.
 */
export async function mergeContent(imported: EditableContent): Promise<number> {
  const next = { ...(readDraftContent() ?? {}) };
  for (const [id, value] of Object.entries(imported)) next[id] = clip(id, value);
  const before = readDraftContent();
  try {
    await change(next);
  } catch (error) {
    // Refused as a whole: the draft stays as it was, and the import says why.
    setDraftContent(before);
    setProblem(null);
    throw error;
  }
  return Object.keys(imported).length;
}
