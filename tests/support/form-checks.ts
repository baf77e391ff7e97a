/**
 * The generic rules every form file and its texts keep, whatever the form: functions of a forms
 * folder and a locales folder, each returning what is wrong as one line per problem ([] when
 * nothing is). The unit tests run them on forms/ and locales/; the README examples test runs
 * them on an edited copy. What docs/specification.md says of each form is not here: that is
 * forms/spec-baseline.json (scripts/form-build/spec-baseline.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { formFileProblems } from '../../server/forms/form-files.ts';
import { printingOptions } from '../../catalog/printing-options.ts';
import {
  emailSubjectKeyOf,
  fieldUi,
  formFields,
  hasOwnPage,
  type FieldSchema,
  type FormDefinition,
} from '../../core/forms/form-definition.ts';
import { formIdsIn, formsDir as realFormsDir, localesDir as realLocalesDir, readForm } from './form-files.ts';

export type Tree = { [key: string]: Tree | string };
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

export interface FormFolder {
  formsDir: string;
  localesDir: string;
  /** The ids of its <id>.form.json files, in order, and their forms, in the same order. */
  ids: string[];
  forms: FormDefinition[];
  locales: Record<Language, Tree>;
  /** The folder's form.schema.json, compiled: [] or "<file> <JSON path>: <message>" lines. */
  metaSchemaErrors: (file: string, json: unknown) => string[];
}

/**
 * "contact.form.json /schema/properties/message: must have one of 'enum', 'enumFrom',
 * 'maxLength'": the server's own check of a form file (the one that stops its start).
 */
function metaSchemaValidator(formsDir: string): FormFolder['metaSchemaErrors'] {
  return (file, json) => formFileProblems(formsDir, file, json).map((line) => `${file} ${line}`);
}

/** A forms folder and its locales folder, read once (the real ones unless told). */
export function readFormFolder(
  formsDir: string = realFormsDir,
  localesDir: string = realLocalesDir,
): FormFolder {
  const readLocale = (lng: Language) =>
    JSON.parse(readFileSync(path.join(localesDir, lng, 'forms.json'), 'utf8')) as Tree;
  const ids = formIdsIn(formsDir);
  return {
    formsDir,
    localesDir,
    ids,
    forms: ids.map((id) => readForm(id, formsDir)),
    locales: { en: readLocale('en'), es: readLocale('es') },
    metaSchemaErrors: metaSchemaValidator(formsDir),
  };
}

/** Ajv as the intake validates (JSON Schema 2019-09), in strict mode. */
export function dataValidator() {
  const ajv = new Ajv2019({ allErrors: true, strict: true });
  addFormats(ajv as never);
  return ajv;
}

/** Walks an object by keys, not by a dotted string: enum values such as '09:00' are keys too. */
export function at(tree: Tree | undefined, ...keys: string[]): Tree | string | undefined {
  let node: Tree | string | undefined = tree;
  for (const key of keys) node = typeof node === 'object' ? node[key] : undefined;
  return node;
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const fileOf = (form: FormDefinition) => `${form.id}.form.json`;
const choicesOf = (field: FieldSchema) => (field.enum ?? field.items?.enum ?? []).map(String);
const fieldsOf = (form: FormDefinition) => Object.entries(formFields(form.schema));
/** What the visitor types: a string (or a list of strings) that is not chosen from an enum. */
const typedStrings = (form: FormDefinition): [string, FieldSchema | NonNullable<FieldSchema['items']>][] =>
  fieldsOf(form).flatMap(([name, field]): [string, FieldSchema | NonNullable<FieldSchema['items']>][] => {
    const typed = field.type === 'array' ? field.items : field;
    return typed && typed.type === 'string' && !typed.enum ? [[name, typed]] : [];
  });

type FormRule = (form: FormDefinition, folder: FormFolder) => string[];

/** The rules of one form file; each name completes "<id>.form.json ...". */
export const formRules: Record<string, FormRule> = {
  'satisfies form.schema.json': (form, folder) => folder.metaSchemaErrors(fileOf(form), form),

  'has the id of its file name': (form, folder) => {
    const id = folder.ids[folder.forms.indexOf(form)];
    return form.id === id ? [] : [`${id}.form.json: "id" is "${form.id}", not "${id}"`];
  },

  'lists every field exactly once in ui:order': (form) => {
    const order = form.uiSchema['ui:order'];
    const fields = Object.keys(formFields(form.schema));
    return [
      ...fields
        .filter((name) => !order.includes(name))
        .map((name) => `${fileOf(form)}: ui:order misses "${name}"`),
      ...order
        .filter((name, i) => !fields.includes(name) || order.indexOf(name) !== i)
        .map((name) => `${fileOf(form)}: ui:order lists "${name}", which is not a field or is listed twice`),
    ];
  },

  'gives widget settings only for its own fields': (form) =>
    Object.keys(form.uiSchema)
      .filter((key) => !key.startsWith('ui:') && !(key in formFields(form.schema)))
      .map((key) => `${fileOf(form)}: uiSchema has settings for "${key}", which is not a field`),

  'requires only fields it has, each once': (form) =>
    form.schema.required
      .filter((name, i) => !(name in form.schema.properties) || form.schema.required.indexOf(name) !== i)
      .map(
        (name) => `${fileOf(form)}: schema.required lists "${name}", which is not a field or is listed twice`,
      ),

  'has a schema that Ajv compiles in strict mode': (form) => {
    try {
      dataValidator().compile(form.schema);
      return [];
    } catch (error) {
      return [`${fileOf(form)}: the schema does not compile (${(error as Error).message})`];
    }
  },

  'has defaults that its own schema accepts': (form) => {
    const ajv = dataValidator();
    return fieldsOf(form)
      .filter(([, field]) => field.default !== undefined)
      .filter(([, field]) => {
        const { default: value, ...rest } = field;
        return !ajv.validate(rest, value);
      })
      .map(([name]) => `${fileOf(form)} /schema/properties/${name}/default: not one its own rules accept`);
  },

  'keeps its message keys under forms:<its id>.messages': (form) =>
    Object.values(form.submit.messages)
      .filter((key) => !key.startsWith(`forms:${form.id}.messages.`))
      .map((key) => `${fileOf(form)}: the message key "${key}" is not under forms:${form.id}.messages`),

  'gives every typed text a maxLength': (form) =>
    typedStrings(form)
      .filter(([, field]) => field.maxLength === undefined)
      .map(([name]) => `${fileOf(form)}: "${name}" is typed text with no "maxLength"`),

  'limits every text area to 500 characters at most': (form) =>
    fieldsOf(form)
      .filter(([name]) => fieldUi(form, name)['ui:widget'] === 'textarea')
      .filter(([, field]) => !(field.maxLength !== undefined && field.maxLength <= 500))
      .map(
        ([name, field]) =>
          `${fileOf(form)}: the text area "${name}" has "maxLength" ${field.maxLength}, not 500 at most`,
      ),

  'checks an e-mail address as e-mail, 254 characters at most': (form) => {
    const email = form.schema.properties.email;
    if (!email) return [];
    const ok = email.type === 'string' && email.format === 'email' && (email.maxLength ?? Infinity) <= 254;
    return ok
      ? []
      : [`${fileOf(form)}: "email" must be a string with "format": "email" and "maxLength" 254 at most`];
  },

  'limits every web address to 2048 characters at most': (form) =>
    typedStrings(form)
      .filter(([, field]) => field.format === 'uri' && (field.maxLength ?? Infinity) > 2048)
      .map(([name]) => `${fileOf(form)}: the web address "${name}" has no "maxLength" of 2048 at most`),
};

type TextRule = (folder: FormFolder, lng: Language) => string[];
const localeFile = (lng: Language) => `locales/${lng}/forms.json`;

/** The rules of the texts in one language; each name completes "... in <lng>". */
export const textRules: Record<string, TextRule> = {
  'gives every form a title, a submit label and a submitting label': (folder, lng) =>
    folder.forms.flatMap((form) =>
      ['title', 'submit', 'submittingLabel']
        .filter((key) => !isText(at(folder.locales[lng], form.id, key)))
        .map((key) => `${localeFile(lng)}: no text at ${form.id}.${key}`),
    ),

  'gives every form with a page of its own an intro for that page': (folder, lng) =>
    folder.forms
      .filter(hasOwnPage)
      .filter((form) => !isText(at(folder.locales[lng], form.id, 'intro')))
      .map(
        (form) => `${localeFile(lng)}: no text at ${form.id}.intro (the page /request/${form.id} shows it)`,
      ),

  "names every form in the inbox and in the shop's e-mail subject": (folder, lng) =>
    folder.forms
      .filter((form) => form.submit.endpoint !== null)
      .flatMap((form) => {
        const subjectKey = emailSubjectKeyOf(form)
          .replace(/^forms:/, '')
          .split('.');
        return [
          ...(isText(at(folder.locales[lng], form.id, 'inboxName')) ? [] : [`${form.id}.inboxName`]),
          ...(isText(at(folder.locales[lng], ...subjectKey)) ? [] : [subjectKey.join('.')]),
        ].map((key) => `${localeFile(lng)}: no text at ${key}`);
      }),

  'labels every field of every form, and no field that does not exist': (folder, lng) =>
    folder.forms.flatMap((form) => {
      const texts = at(folder.locales[lng], form.id, 'fields');
      const labelled = typeof texts === 'object' ? Object.keys(texts) : [];
      const fields = formFields(form.schema);
      return [
        ...Object.keys(fields)
          .filter((name) => !isText(at(folder.locales[lng], form.id, 'fields', name, 'label')))
          .map((name) => `${localeFile(lng)}: no label at ${form.id}.fields.${name}.label`),
        ...labelled
          .filter((name) => !(name in fields))
          .map((name) => `${localeFile(lng)}: ${form.id}.fields.${name} names no field of ${fileOf(form)}`),
      ];
    }),

  'names every choice of every field, and no choice that does not exist': (folder, lng) =>
    folder.forms.flatMap((form) =>
      fieldsOf(form).flatMap(([name, field]) => {
        const choices = choicesOf(field);
        const texts = at(folder.locales[lng], form.id, 'fields', name, 'enum');
        const named = typeof texts === 'object' ? texts : {};
        const where = `${localeFile(lng)}: ${form.id}.fields.${name}.enum`;
        return [
          ...choices
            .filter((value) => !isText(named[value]))
            .map((value) => `${where} has no text for "${value}"`),
          ...Object.keys(named)
            .filter((value) => !choices.includes(value))
            .map((value) => `${where} names "${value}", which ${fileOf(form)} does not offer`),
        ];
      }),
    ),

  'titles every step of a form in steps': (folder, lng) =>
    folder.forms.flatMap((form) =>
      (form.uiSchema['ui:steps'] ?? [])
        .filter((step) => !isText(at(folder.locales[lng], form.id, 'steps', step.id, 'title')))
        .map((step) => `${localeFile(lng)}: no text at ${form.id}.steps.${step.id}.title`),
    ),

  'has the text of every message key the form files name': (folder, lng) =>
    folder.forms.flatMap((form) =>
      Object.values(form.submit.messages)
        .filter((key) => !isText(at(folder.locales[lng], ...key.replace(/^forms:/, '').split('.'))))
        .map((key) => `${localeFile(lng)}: no text for ${key}`),
    ),

  'has its own text for every message, not that of another language': (folder, lng) =>
    folder.forms.flatMap((form) =>
      Object.values(form.submit.messages).flatMap((key) => {
        const keys = key.replace(/^forms:/, '').split('.');
        const text = at(folder.locales[lng], ...keys);
        return languages
          .filter((other) => other !== lng && at(folder.locales[other], ...keys) === text)
          .map((other) => `${localeFile(lng)}: ${key} is the same text as in ${localeFile(other)}`);
      }),
    ),

  'names every printing option and each of its values': (folder, lng) =>
    Object.entries(printingOptions).flatMap(([service, options]) =>
      options.flatMap((option) => {
        const texts = at(folder.locales[lng], 'printing', 'options', option.name);
        const where = `${localeFile(lng)}: printing.options.${option.name}`;
        return [
          ...(isText(at(texts as Tree, 'label')) ? [] : [`${where}.label is missing (${service})`]),
          ...option.values
            .filter((value) => !isText(at(texts as Tree, 'values', value)))
            .map((value) => `${where}.values has no text for "${value}" (${service})`),
        ];
      }),
    ),

  'has the shared validation messages, counter and reference': (folder, lng) => {
    const texts = folder.locales[lng];
    // prettier-ignore
    const keys = ['required', 'maxLength', 'minLength', 'format.email', 'format.uri', 'format.date', 'minimum', 'maximum',
      'minItems', 'maxItems', 'enum', 'type', 'pattern', 'dateInPast', 'fileTooLarge', 'fileType'];
    const text = (...path: string[]) => String(at(texts, ...path) ?? '');
    return [
      ...keys
        .filter((key) => !isText(at(texts, 'validation', ...key.split('.'))))
        .map((key) => `${localeFile(lng)}: no text at validation.${key}`),
      ...(text('validation', 'maxLength').includes('{{limit}}')
        ? []
        : ['validation.maxLength lacks {{limit}}']),
      ...(/{{name}}.*{{limit}}|{{limit}}.*{{name}}/.test(text('validation', 'fileTooLarge'))
        ? []
        : ['validation.fileTooLarge lacks {{name}} or {{limit}}']),
      ...(text('validation', 'fileType').includes('{{name}}') ? [] : ['validation.fileType lacks {{name}}']),
      ...(text('counter') === '{{count}} / {{limit}}' ? [] : ['counter is not "{{count}} / {{limit}}"']),
      ...(text('reference').includes('{{reference}}') ? [] : ['reference lacks {{reference}}']),
    ].map((line) => (line.startsWith(localeFile(lng)) ? line : `${localeFile(lng)}: ${line}`));
  },
};

/** Every problem the generic rules find in a forms folder and its texts: [] when there is none. */
export function genericProblems(folder: FormFolder): string[] {
  return [
    ...Object.values(formRules).flatMap((rule) => folder.forms.flatMap((form) => rule(form, folder))),
    ...Object.values(textRules).flatMap((rule) => languages.flatMap((lng) => rule(folder, lng))),
  ];
}
