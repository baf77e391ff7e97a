/**
 * What a form version is (docs/architecture.md "Form versions"): a form file as written with its
 * texts in both languages, the hash that names it, and the browser's validators for it, compiled
 * here (the browser never compiles a schema) into one script served under its own hash.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import Ajv2019 from 'ajv/dist/2019.js';
import type { FormContent, FormTexts, FormTextTree } from '../../core/api/forms.ts';
import { variantsOf } from '../../core/forms/extensions.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import { languages } from '../../core/i18n/languages.ts';

/** JSON with sorted keys, so that reordering a form file's keys does not read as a change. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Names a version's content (any JSON value): the same content gives the same hash, in any key order. */
export function contentHashOf(content: unknown): string {
  return sha256(stableJson(content)).slice(0, 32);
}

/** Names a form version's content: its file and texts. */
export function contentHash(content: FormContent): string {
  return contentHashOf({ file: content.file, texts: content.texts });
}

/** The form's texts of one language: its part of locales/<lng>/forms.json. */
function textsOf(localesDir: string, lng: string, formId: string): FormTextTree {
  const all = JSON.parse(readFileSync(join(localesDir, lng, 'forms.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const own = all[formId];
  return own && typeof own === 'object' ? (own as FormTextTree) : {};
}

/** The form as forms/ and locales/ ship it: its version 1, or the newer default. */
export function shippedContent(formsDir: string, localesDir: string, formId: string): FormContent {
  const file = JSON.parse(readFileSync(join(formsDir, `${formId}.form.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const texts = Object.fromEntries(
    languages.map((lng) => [lng, textsOf(localesDir, lng, formId)]),
  ) as FormTexts;
  return { file, texts };
}

export interface ValidatorSource {
  /** `contact`, or `printing-order.flyers` for a variant (see validatorKey in src/form-engine/validators.ts). */
  key: string;
  schema: Record<string, unknown>;
}

/** The validators the browser may ask for of one form: its own, or one per variant. */
export function validatorSourcesOf(definition: FormDefinition): ValidatorSource[] {
  const variants = variantsOf(definition);
  // A form with variants is always rendered as one of them: only theirs are compiled.
  const schemas = variants
    ? variants.ids.map((id) => [`${definition.id}.${id}`, variants.apply(definition, id).schema] as const)
    : [[definition.id, definition.schema] as const];
  return schemas.map(([key, schema]) => ({ key, schema: schema as unknown as Record<string, unknown> }));
}

/** One validator as a CommonJS module (draft 2019-09, as the server validates). */
export function validatorModule(schema: Record<string, unknown>): string {
  return compileSchemaValidatorsCode(schema, { AjvClass: Ajv2019 as never });
}

/**
 * The modules compiled validators may require, which the browser's form engine hands them
 * (src/form-engine/served-validators.ts): Ajv's runtime helpers and ajv-formats' formats.
 */
export const validatorRuntime = [
  'ajv/dist/runtime/ucs2length',
  'ajv/dist/runtime/equal',
  'ajv-formats/dist/formats',
] as const;

/** Where a page loads the validators script of this hash (server/intake/live-form-routes.ts). */
export const validatorPath = (hash: string) => `/form-validators/${hash}.js`;

export class ValidatorRuntimeError extends Error {}

/**
 * The browser's validators of a form as one script: it registers a function that, given the
 * runtime's `require`, returns each validator module by its key. Named by the hash of its own
 * code, so it is cached for a year and a new version is a new name.
 */
export function validatorScript(definition: FormDefinition): { hash: string; code: string } {
  const parts = validatorSourcesOf(definition).map(({ key, schema }) => {
    const code = validatorModule(schema);
    for (const [, name] of code.matchAll(/require\("([^"]+)"\)/g)) {
      if (!(validatorRuntime as readonly string[]).includes(name)) {
        throw new ValidatorRuntimeError(`the schema needs ${name}, which the browser's form engine lacks`);
      }
    }
    return `v[${JSON.stringify(key)}] = (function () {\nvar module = { exports: {} }, exports = module.exports;\n${code}\nreturn module.exports;\n})();`;
  });
  const body = `function (require) {\nvar v = {};\n${parts.join('\n')}\nreturn v;\n}`;
  const hash = sha256(body).slice(0, 32);
  const code = `/* Form validators, compiled by the server from a form version. */\n(self.formValidators = self.formValidators || {})[${JSON.stringify(hash)}] = ${body};\n`;
  return { hash, code };
}
