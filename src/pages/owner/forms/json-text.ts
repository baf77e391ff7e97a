/**
 * Reading what the owner types in the form file's boxes: JSON, or where it stops being JSON
 * (line and column, counted from 1), found in the browser before anything is sent.
 */
export type JsonRead<T> =
  { ok: true; value: T } | { ok: false; line: number; column: number; reason: JsonReason };

/** Not JSON at all, or JSON of the wrong shape (a list where an object belongs, …). */
export type JsonReason = 'syntax' | 'not-object' | 'no-languages';

/** Line and column of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/**
 * Where JSON.parse gave up. V8 (Chrome, Node) says "at position 42" (newer ones add "(line 3
 * column 5)"), Firefox "at line 3 column 5", Safari nothing: then the end of the text.
 */
export function errorPlace(text: string, error: unknown): { line: number; column: number } {
  const message = error instanceof Error ? error.message : String(error);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  return lineAndColumn(text, position ? Number(position[1]) : text.length);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON object (the form file). */
export function readJsonObject(text: string): JsonRead<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, ...errorPlace(text, error), reason: 'syntax' };
  }
  return isObject(value) ? { ok: true, value } : { ok: false, line: 1, column: 1, reason: 'not-object' };
}

/** The texts: an object with an object for each language. */
export function readJsonTexts<T>(text: string, languages: readonly string[]): JsonRead<T> {
  const read = readJsonObject(text);
  if (!read.ok) return read;
  return languages.every((lng) => isObject(read.value[lng]))
    ? { ok: true, value: read.value as T }
    : { ok: false, line: 1, column: 1, reason: 'no-languages' };
}
