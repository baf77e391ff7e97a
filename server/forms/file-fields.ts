/**
 * The fields of a form that take files: those whose uiSchema widget is "files", with the
 * accept list, size limit and count from the form file (contract: `ui:options.accept`,
 * `ui:options.maxBytes`, schema `maxItems`).
 */
import { isCheckableExtension } from '../files/file-types.ts';
import type { FileRule } from '../files/receive-file.ts';
import { fileFields } from '../../core/forms/form-definition.ts';
import { FormFileError, type FormFile } from './form-files.ts';

export type FileField = { name: string; rule: FileRule; maxFiles: number };

/** `.jpg` -> `jpg`: the server checks extensions without their dot. */
const withoutDot = (extension: string) => extension.trim().toLowerCase().replace(/^\./, '');

/**
 * The server's rule for one files field of the form (core's fileFields: the same limits the
 * browser enforces), refusing extensions it cannot check by content; undefined when the field
 * takes no files.
 */
export function fileFieldOf(form: FormFile, name: string, file: string): FileField | undefined {
  const limits = fileFields(form)[name];
  if (!limits) return undefined;
  const accept = limits.accept.map(withoutDot);
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
  return { name, rule: { accept, maxBytes: limits.maxBytes }, maxFiles: limits.maxFiles };
}

export function fileFieldsOf(form: FormFile, file: string): Map<string, FileField> {
  const fields = new Map<string, FileField>();
  for (const name of Object.keys(fileFields(form))) fields.set(name, fileFieldOf(form, name, file)!);
  return fields;
}
