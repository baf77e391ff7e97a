/**
 * Reads the form files (forms/<id>.form.json, DESIGN.md "The form file") the intake
 * validates against. Only what the server needs is typed here; the full shape is
 * forms/form.schema.json. A broken file stops the server at start, naming the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  maxItems?: number;
  [keyword: string]: unknown;
};

export type FormFile = {
  id: string;
  schema: JsonSchema & { properties: Record<string, JsonSchema> };
  uiSchema?: Record<string, unknown>;
  submit: {
    endpoint: string | null;
    encoding: 'urlencoded' | 'multipart';
    [key: string]: unknown;
  };
  [key: string]: unknown;
};

/** The server resolves its folders against the working directory (the project root). */
export function defaultFormsDir(): string {
  return resolve('forms');
}

const formFileName = /^([a-z0-9][a-z0-9-]*)\.form\.json$/;

export class FormFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'FormFileError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkShape(file: string, id: string, value: unknown): FormFile {
  if (!isObject(value)) throw new FormFileError(file, 'the file must hold a JSON object');
  if (value.id !== id) throw new FormFileError(file, `"id" must be "${id}", the file's name`);
  const schema = value.schema;
  if (!isObject(schema) || schema.type !== 'object' || !isObject(schema.properties)) {
    throw new FormFileError(file, '"schema" must be an object schema with "properties"');
  }
  if (schema.required !== undefined && !Array.isArray(schema.required)) {
    throw new FormFileError(file, '"schema.required" must be a list of field names');
  }
  const submit = value.submit;
  if (!isObject(submit) || (submit.encoding !== 'urlencoded' && submit.encoding !== 'multipart')) {
    throw new FormFileError(file, '"submit.encoding" must be "urlencoded" or "multipart"');
  }
  if (submit.endpoint !== null && typeof submit.endpoint !== 'string') {
    throw new FormFileError(file, '"submit.endpoint" must be a name, a URL or null');
  }
  if (value.uiSchema !== undefined && !isObject(value.uiSchema)) {
    throw new FormFileError(file, '"uiSchema" must be an object');
  }
  return value as FormFile;
}

/** Every form file in the folder, by id. */
export function loadFormFiles(formsDir: string): Map<string, FormFile> {
  const forms = new Map<string, FormFile>();
  for (const entry of readdirSync(formsDir).sort()) {
    const match = formFileName.exec(entry);
    if (!match) continue;
    const file = join(formsDir, entry);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new FormFileError(file, `not valid JSON (${(error as Error).message})`);
    }
    forms.set(match[1], checkShape(file, match[1], parsed));
  }
  return forms;
}

/** The uiSchema entry of one field, or an empty object. */
export function uiOf(form: FormFile, field: string): Record<string, unknown> {
  const entry = form.uiSchema?.[field];
  return isObject(entry) ? entry : {};
}
