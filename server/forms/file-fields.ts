/**
 * The fields of a form that take files: those whose uiSchema widget is "files", with the
 * accept list, size limit and count from the form file (contract: `ui:options.accept`,
 * `ui:options.maxBytes`, schema `maxItems`).
 */
import { isCheckableExtension } from '../files/file-types.ts';
import type { FileRule } from '../files/receive-file.ts';
import { fileFields } from '../../core/forms/form-definition.ts';
import { formLimits } from './form-checks.ts';
import { FormFileError, type FormFile } from './form-files.ts';

export type FileField = {
  name: string;
  rule: FileRule;
  maxFiles: number;
  /** The field's files together, in one request (`ui:options.maxTotalBytes`); unbounded but by maxFiles × maxBytes. */
  maxTotalBytes?: number;
};

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
  return {
    name,
    rule: { accept, maxBytes: limits.maxBytes },
    maxFiles: limits.maxFiles,
    ...(limits.maxTotalBytes !== undefined ? { maxTotalBytes: limits.maxTotalBytes } : {}),
  };
}

/**
 * A rule an extension's option gives (`{"accept": [".png"], "maxBytes": 10485760}`), checked as a
 * files field's is: `what` names the option in the error.
 */
export function fileRuleOf(what: string, accept: unknown, maxBytes: unknown, file: string): FileRule {
  if (!Array.isArray(accept) || accept.length === 0 || !accept.every((e) => typeof e === 'string'))
    throw new FormFileError(file, `${what} needs "accept": a list of file extensions such as ".png"`);
  if (
    !Number.isInteger(maxBytes) ||
    (maxBytes as number) < 1 ||
    (maxBytes as number) > formLimits.maxUploadBytes
  )
    throw new FormFileError(
      file,
      `${what} needs "maxBytes": a whole number of bytes from 1 to ${formLimits.maxUploadBytes}`,
    );
  const extensions = (accept as string[]).map(withoutDot);
  const unknown = extensions.filter((extension) => !isCheckableExtension(extension));
  if (unknown.length > 0)
    throw new FormFileError(
      file,
      `${what} accepts ${unknown.map((e) => `.${e}`).join(', ')}, which the server cannot check by content (server/files/file-types.ts)`,
    );
  return { accept: [...new Set(extensions)], maxBytes: maxBytes as number };
}

export function fileFieldsOf(form: FormFile, file: string): Map<string, FileField> {
  const fields = new Map<string, FileField>();
  for (const name of Object.keys(fileFields(form))) fields.set(name, fileFieldOf(form, name, file)!);
  return fields;
}
