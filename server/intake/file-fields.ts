/**
 * The fields of a form that take files: those whose uiSchema widget is "files", with the
 * accept list, size limit and count from the form file (contract: `ui:options.accept`,
 * `ui:options.maxBytes`, schema `maxItems`).
 */
import { isCheckableExtension } from '../files/file-types.ts';
import type { FileRule } from '../files/receive-file.ts';
import { FormFileError, uiOf, type FormFile } from './form-files.ts';

export type FileField = { name: string; rule: FileRule; maxFiles: number };

/** When a form file forgets maxBytes: DTF's limit, the smaller of SPEC.md's two. */
export const defaultMaxBytes = 10 * 1024 * 1024;

/** `[".jpg", ".png"]` or ".jpg,.png" to ['jpg', 'png']; MIME types like image/* are ignored. */
function extensionsOf(accept: unknown): string[] {
  const entries = Array.isArray(accept) ? accept : typeof accept === 'string' ? accept.split(',') : [];
  return entries
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.startsWith('.'))
    .map((entry) => entry.slice(1));
}

export function fileFieldOf(form: FormFile, name: string, file: string): FileField | undefined {
  const ui = uiOf(form, name);
  if (ui['ui:widget'] !== 'files') return undefined;
  const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
  const accept = extensionsOf(options.accept);
  if (accept.length === 0)
    throw new FormFileError(file, `field "${name}" has no "ui:options.accept" extensions`);
  const unknown = accept.filter((extension) => !isCheckableExtension(extension));
  if (unknown.length > 0) {
    // Refusing to start beats accepting files nobody can check by content.
    throw new FormFileError(
      file,
      `field "${name}" accepts ${unknown.map((e) => `.${e}`).join(', ')}, which the server cannot check by content (server/files/file-types.ts)`,
    );
  }
  const maxBytes =
    typeof options.maxBytes === 'number' && options.maxBytes > 0 ? options.maxBytes : defaultMaxBytes;
  const maxItems = form.schema.properties[name]?.maxItems;
  const maxFiles = typeof maxItems === 'number' ? maxItems : options.multiple === true ? 20 : 1;
  return { name, rule: { accept, maxBytes }, maxFiles };
}

export function fileFieldsOf(form: FormFile, file: string): Map<string, FileField> {
  const fields = new Map<string, FileField>();
  for (const name of Object.keys(form.schema.properties)) {
    const field = fileFieldOf(form, name, file);
    if (field) fields.set(name, field);
  }
  return fields;
}
