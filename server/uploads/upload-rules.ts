/**
 * What the tus server allows an upload (docs/architecture.md "Resumable uploads"): the form and
 * field its metadata names, with that field's accept list and size from the form file, and the
 * per-address bounds on unfinished uploads. A refusal is a tus error: a status and a short JSON
 * body, sent before a byte of the file is read.
 */
import { fileKinds, type FileKind } from '../files/file-types.ts';
import { extensionOf, safeOriginalName } from '../files/file-names.ts';
import { acceptedList, describeSize, type FileRule } from '../files/receive-file.ts';
import type { FormRegistry } from '../forms/form-registry.ts';

/** Unfinished uploads expire this long after they were created (tus expiration extension). */
export const uploadLifetimeMs = 24 * 60 * 60 * 1000;

/** What one address may have under way at once: enough for a whole 5 GB request and its retries. */
export const perAddress = { uploads: 30, bytes: 12 * 1024 * 1024 * 1024 };

/** An upload's address: /api/uploads/<32 hex digits>. */
export const uploadPath = '/api/uploads';
export const uploadIdPattern = /^[0-9a-f]{32}$/;
const uploadRefPattern = /^\/api\/uploads\/([0-9a-f]{32})$/;

/** The id in a form's value `/api/uploads/<id>`, or undefined when the value is not one. */
export function uploadIdOf(value: string): string | undefined {
  return uploadRefPattern.exec(value)?.[1];
}

/** A refusal the tus server sends as it is (its `status_code` and `body`). */
export class UploadRefusal extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'UploadRefusal';
    this.status_code = status;
    this.body = JSON.stringify({ error: code, message });
  }
}

export type UploadTarget = {
  formId: string;
  field: string;
  rule: FileRule;
  originalName: string;
  extension: string;
  kind: FileKind;
};

/** The form, field, name and type an upload's metadata names, checked; throws UploadRefusal. */
export function uploadTarget(
  forms: FormRegistry,
  metadata: Record<string, string | null> | undefined,
  size: number | undefined,
): UploadTarget {
  const formId = metadata?.form ?? '';
  const partName = metadata?.field ?? '';
  const form = forms.get(formId);
  if (!form) throw new UploadRefusal(400, 'bad-request', 'The upload must name its form (metadata "form").');
  const field = form.fileFieldFor(partName);
  if (!field)
    throw new UploadRefusal(400, 'bad-request', 'The upload must name a field of its form that takes files.');
  const originalName = safeOriginalName(metadata?.filename ?? '');
  if (originalName === null)
    throw new UploadRefusal(
      400,
      'bad-request',
      'This file name is not allowed. Rename the file and try again.',
    );
  const extension = extensionOf(originalName);
  const kind = field.rule.accept.includes(extension) ? fileKinds[extension] : undefined;
  if (!kind)
    throw new UploadRefusal(
      415,
      'unsupported-media-type',
      `Only these file types are accepted: ${acceptedList(field.rule)}.`,
    );
  if (size === undefined)
    throw new UploadRefusal(400, 'bad-request', 'The upload must declare its length (Upload-Length).');
  if (size > field.rule.maxBytes)
    throw new UploadRefusal(
      413,
      'too-large',
      `Each file may be at most ${describeSize(field.rule.maxBytes)}.`,
    );
  if (size === 0) throw new UploadRefusal(400, 'bad-request', 'This file is empty.');
  return { formId: form.id, field: partName, rule: field.rule, originalName, extension, kind };
}

/** The largest file any form takes: the tus server's own bound. */
export function largestFile(forms: FormRegistry): number {
  let largest = 0;
  for (const form of forms.values()) largest = Math.max(largest, form.maxFileBytes);
  return largest;
}
