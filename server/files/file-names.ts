/**
 * Visitors' file names are kept for display and downloads only; on disk every file gets a
 * random name with a checked extension, so no name a visitor sends ever reaches a path.
 */
import { randomBytes } from 'node:crypto';

export const maxNameLength = 120;

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;
/** Bidi overrides and invisible characters make `gpj.exe` display as `exe.jpg`. */
const invisibleCharacters = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * The name to keep, or null for a hostile one: control characters, or a `..` segment
 * anywhere (a browser never sends one). A full Windows path from an old browser is fine:
 * only its last segment is kept.
 */
export function safeOriginalName(raw: string): string | null {
  if (controlCharacters.test(raw)) return null;
  const segments = raw.split(/[/\\]/);
  if (segments.some((segment) => segment.trim() === '..')) return null;
  let name = segments[segments.length - 1].normalize('NFC').replace(invisibleCharacters, '');
  // Leading dots make hidden files; trailing dots and spaces vanish on Windows.
  name = name.replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
  if (name === '') return null;
  if (name.length > maxNameLength) {
    const extension = extensionOf(name);
    const keep = extension && extension.length < 16 ? `.${extension}` : '';
    name = cutToLength(name.slice(0, name.length - keep.length), maxNameLength - keep.length) + keep;
  }
  return name;
}

/** At most `length` UTF-16 units, cut between code points so no emoji is split in half. */
function cutToLength(text: string, length: number): string {
  let result = '';
  for (const character of text) {
    if (result.length + character.length > length) break;
    result += character;
  }
  return result.trimEnd();
}

/** Lower-case extension without the dot, '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** 80 random bits in lower-case hex plus the checked extension. */
export function newStoredName(extension: string): string {
  return `${randomBytes(10).toString('hex')}.${extension}`;
}
