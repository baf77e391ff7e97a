/**
 * Answers to a form built from its form file: every required field of forms/<id>.form.json
 * filled with a value its own rules accept (enum, format, pattern, minLength/maxLength,
 * minimum/maximum, minItems), plus whatever the test gives itself. A test that posts a form only
 * to get a request in uses these, so an owner's change to a form (forms/README.md "Make a field
 * required") never breaks it.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {
  fieldUi,
  fileFields,
  type FieldSchema,
  type FormDefinition,
} from '../../core/forms/form-definition.ts';
import { formsDir, readForm } from './form-files.ts';

export type Answer = string | number | boolean | string[];
export type Answers = Record<string, Answer>;

export interface FormAnswers {
  /** The answers as the form's data: numbers as numbers, lists as lists. */
  data: Answers;
  /** The same as a form post's text fields (urlencoded()/multipart() of the server fixtures). */
  fields: Record<string, string | string[]>;
  /** The same as an urlencoded body. */
  searchParams(): URLSearchParams;
  /** The same as a multipart body. */
  formData(): FormData;
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

/** A date `days` from today (UTC), as the date fields take it: after any `minDate: "today"`. */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** What a person might type in a text field of this name, before its rules are checked. */
function textCandidates(name: string, field: FieldSchema): string[] {
  switch (field.format) {
    case 'email':
      return [`${name.toLowerCase().replace(/[^a-z0-9]/g, '') || 'visitor'}@example.com`, 'a@example.com'];
    case 'uri':
      return ['https://example.com', 'https://example.com/'];
    case 'date':
      return [dateFromToday(14)];
    case 'time':
      return ['10:00:00Z', '10:00'];
  }
  const label = name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return [
    `Test ${label}`,
    'Ana Tester',
    label,
    '(574) 555-0199',
    '12345',
    '1',
    'a',
    'A',
    'Test',
    'test-value',
    '2026',
  ];
}

/** A value of one field that its own schema accepts; throws, naming the field, when none is found. */
export function validValue(formId: string, name: string, field: FieldSchema): Answer {
  const validate = ajv.compile(field);
  const fits = (value: unknown) => validate(value);
  const candidates: unknown[] = [];
  if (field.default !== undefined) candidates.push(field.default);
  if (field.enum?.length) candidates.push(...field.enum);
  else if (field.type === 'string') {
    for (const text of textCandidates(name, field)) {
      candidates.push(text);
      // Long enough for a minLength, short enough for a maxLength.
      if (field.minLength !== undefined && text.length < field.minLength)
        candidates.push(text.padEnd(field.minLength, 'x'));
      if (field.maxLength !== undefined && text.length > field.maxLength)
        candidates.push(text.slice(0, field.maxLength));
    }
  } else if (field.type === 'integer' || field.type === 'number') {
    candidates.push(field.minimum ?? 1, field.maximum ?? 1, 1, 0);
  } else if (field.type === 'boolean') {
    candidates.push(true, false);
  } else if (field.type === 'array') {
    const items = field.items;
    const count = Math.max(field.minItems ?? 1, 1);
    const choices = items?.enum ?? (items ? [validValue(formId, `${name}[]`, items as FieldSchema)] : []);
    candidates.push(choices.slice(0, count).map(String));
  }
  const found = candidates.find(fits);
  if (found === undefined) {
    throw new Error(
      `validAnswers: no value found for ${formId}.${name} (${JSON.stringify(field)}); ` +
        'give the test one of its own',
    );
  }
  return found as Answer;
}

/**
 * Every required field of forms/<formId>.form.json (or of `dir`'s) answered with a valid value,
 * then `given` on top (a test's own values, which win). A required files field cannot be
 * answered here: the test must give it (as a multipart part of its own).
 */
export function validAnswers(formId: string, given: Answers = {}, dir: string = formsDir): FormAnswers {
  const form: FormDefinition = readForm(formId, dir);
  const files = fileFields(form);
  const data: Answers = {};
  for (const name of form.schema.required) {
    if (name in given) continue;
    if (name in files || fieldUi(form, name)['ui:widget'] === 'files') {
      throw new Error(`validAnswers: ${formId}.${name} takes files; the test must send them itself`);
    }
    const field = form.schema.properties[name];
    if (!field) throw new Error(`validAnswers: ${formId} requires "${name}", which is not a field`);
    data[name] = validValue(formId, name, field);
  }
  Object.assign(data, given);
  const fields = Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]),
  );
  const entries = () =>
    Object.entries(fields).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => [name, item] as const),
    );
  return {
    data,
    fields,
    searchParams() {
      const params = new URLSearchParams();
      for (const [name, value] of entries()) params.append(name, value);
      return params;
    },
    formData() {
      const body = new FormData();
      for (const [name, value] of entries()) body.append(name, value);
      return body;
    },
  };
}
