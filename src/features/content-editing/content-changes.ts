/**
 * Every change the owner makes to the `editableContent` map (src/lib/editable-content.ts):
 * one text saved, a file exported or imported, everything reset. The map's keys are
 * `<lng>:<ns>:<key>`, so all of this keeps each language's texts apart.
 */
import {
  contentKey,
  isEditableContent,
  readEditableContent,
  writeEditableContent,
  type EditableContent,
} from '../../lib/editable-content.ts';
import { textLimit } from './limits.ts';

export const contentFileName = 'website-content.json';

/**
 * Saves one text in one language. An empty text, or the default itself, removes the
 * override: the translation shows again, and a later change of the default reaches the page.
 */
export function saveText(lng: string, ns: string, key: string, value: string, defaultText: string): void {
  const text = value.trim();
  const id = contentKey(lng, ns, key);
  const next = { ...readEditableContent() };
  if (text === '' || text === defaultText) delete next[id];
  else next[id] = text;
  writeEditableContent(next);
}

export function resetAllText(): void {
  writeEditableContent({});
}

/** The export file: the map itself, keys sorted so two exports compare line by line. */
export function contentFileText(content: EditableContent = readEditableContent()): string {
  const sorted = Object.fromEntries(Object.entries(content).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export function downloadContentFile(): number {
  const content = readEditableContent();
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

/** Merges an imported map key by key: keys it names are replaced, all others kept. */
export function mergeContent(imported: EditableContent): number {
  const next = { ...readEditableContent() };
  for (const [id, value] of Object.entries(imported)) next[id] = clip(id, value);
  writeEditableContent(next);
  return Object.keys(imported).length;
}
