/** The real form files, read as the tests of the form engine and the intake need them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asFormDefinition, type FormDefinition } from '../../core/forms/form-definition.ts';

export const formsDir = path.resolve(__dirname, '../../forms');

/** forms/<id>.form.json as a definition. */
export function readForm(id: string): FormDefinition {
  return asFormDefinition(JSON.parse(readFileSync(path.join(formsDir, `${id}.form.json`), 'utf8')));
}

/** An encoded body as [name, text] pairs; a file reads as `file:<name>:<size>`. */
export function pairs(body: URLSearchParams | FormData): [string, string][] {
  return [...body.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}:${value.size}`,
  ]);
}

/** A small file of `size` bytes, for the encoder. */
export const file = (name: string, size = 3) => new File(['x'.repeat(size)], name);
