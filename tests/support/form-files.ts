/** The real form files, read as the tests of the form engine and the intake need them. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asFormDefinition, hasOwnPage, type FormDefinition } from '../../core/forms/form-definition.ts';
import { resolveForm } from '../../core/forms/resolve-form.ts';

export const formsDir = path.resolve(__dirname, '../../forms');
export const localesDir = path.resolve(__dirname, '../../locales');

/** The ids of the forms in a folder, one per `<id>.form.json`, sorted: the list of forms is the folder. */
export function formIdsIn(dir: string = formsDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.form.json'))
    .map((name) => name.slice(0, -'.form.json'.length))
    .sort();
}

/** The ids of the forms in a folder that have a page at /request/<id> (`"page"`, on by default). */
export function formPagesIn(dir: string = formsDir): string[] {
  return formIdsIn(dir).filter((id) => hasOwnPage(readRawForm(id, dir)));
}

/** <dir>/<id>.form.json as written (dir: forms/ unless told). */
export function readRawForm(id: string, dir: string = formsDir): FormDefinition {
  return asFormDefinition(JSON.parse(readFileSync(path.join(dir, `${id}.form.json`), 'utf8')));
}

/**
 * <dir>/<id>.form.json as the browser, the build and the server use it: its catalogue choices
 * (`enumFrom`) filled in.
 */
export function readForm(id: string, dir: string = formsDir): FormDefinition {
  return resolveForm(readRawForm(id, dir));
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
