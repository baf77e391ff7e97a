import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { formIds, type FormDefinition } from '../../core/forms/form-definition.ts';

const formsDir = path.resolve(__dirname, '../../forms');
const formFiles = readdirSync(formsDir)
  .filter((f) => f.endsWith('.form.json'))
  .sort();

function readForm(file: string): FormDefinition {
  return JSON.parse(readFileSync(path.join(formsDir, file), 'utf8')) as FormDefinition;
}

const metaSchema = JSON.parse(readFileSync(path.join(formsDir, 'form.schema.json'), 'utf8'));
// The meta-schema's if/then branches test and require properties without restating them.
const validateFormFile = new Ajv({
  allErrors: true,
  strict: true,
  strictTypes: false,
  strictRequired: false,
}).compile(metaSchema);

/** "contact.form.json /schema/properties/message: must have required property 'maxLength'" */
function describeErrors(file: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `${file} ${e.instancePath || '/'}: ${e.message}`);
}

function formFileErrors(file: string, json: unknown): string[] {
  return validateFormFile(json) ? [] : describeErrors(file, validateFormFile.errors);
}

/** A copy of a form file with values set (or removed, for undefined) at JSON-pointer-like paths. */
function edited(form: FormDefinition, changes: Record<string, unknown>): unknown {
  const copy = structuredClone(form) as unknown as Record<string, unknown>;
  for (const [pointer, value] of Object.entries(changes)) {
    const keys = pointer.split('/').slice(1);
    const last = keys.pop() as string;
    const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, copy);
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return copy;
}

function dataValidator() {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  return ajv;
}

describe('the form files in forms/', () => {
  it('are exactly the ten forms, one file each', () => {
    expect(formFiles).toEqual(formIds.map((id) => `${id}.form.json`).sort());
  });

  it.each(formFiles)('%s satisfies form.schema.json', (file) => {
    expect(formFileErrors(file, readForm(file))).toEqual([]);
  });

  it('names the file and the JSON path of what is wrong in a broken form file', () => {
    const broken = edited(readForm('contact.form.json'), {
      '/schema/properties/message/maxLength': undefined,
      '/schema/properties/firstName/title': 'First name',
      '/submit/encoding': 'json',
    });
    const errors = formFileErrors('contact.form.json', broken);
    expect(errors).toEqual(
      expect.arrayContaining([
        "contact.form.json /schema/properties/message: must have required property 'enum'",
        "contact.form.json /schema/properties/message: must have required property 'maxLength'",
        'contact.form.json /schema/properties/firstName: must NOT have additional properties',
        'contact.form.json /submit/encoding: must be equal to one of the allowed values',
      ]),
    );
  });

  it('refuses visible text, files without limits and unknown widgets in a form file', () => {
    const broken = edited(readForm('upload.form.json'), {
      '/schema/description': 'Upload your files',
      '/uiSchema/files/ui:options/maxBytes': undefined,
      '/uiSchema/name': { 'ui:widget': 'fancy' },
    });
    const errors = formFileErrors('upload.form.json', broken).join('\n');
    expect(errors).toContain('upload.form.json /schema: must NOT have additional properties');
    expect(errors).toContain(
      "upload.form.json /uiSchema/files/ui:options: must have required property 'maxBytes'",
    );
    expect(errors).toContain(
      'upload.form.json /uiSchema/name/ui:widget: must be equal to one of the allowed values',
    );
  });

  it.each(formFiles)('%s has the id of its file name', (file) => {
    expect(readForm(file).id).toBe(file.replace(/\.form\.json$/, ''));
  });

  it.each(formFiles)('%s lists every field exactly once in ui:order', (file) => {
    const form = readForm(file);
    expect([...form.uiSchema['ui:order']].sort()).toEqual(Object.keys(form.schema.properties).sort());
  });

  it.each(formFiles)('%s gives widget settings only for its own fields', (file) => {
    const form = readForm(file);
    const uiFields = Object.keys(form.uiSchema).filter((k) => k !== 'ui:order');
    expect(uiFields.filter((k) => !(k in form.schema.properties))).toEqual([]);
  });

  it.each(formFiles)('%s requires only fields it has', (file) => {
    const form = readForm(file);
    expect(form.schema.required.filter((name) => !(name in form.schema.properties))).toEqual([]);
  });

  it.each(formFiles)('%s has a schema that Ajv compiles in strict mode', (file) => {
    expect(() => dataValidator().compile(readForm(file).schema)).not.toThrow();
  });

  it.each(formFiles)('%s has defaults that its own schema accepts', (file) => {
    const form = readForm(file);
    const ajv = dataValidator();
    const wrong = Object.entries(form.schema.properties)
      .filter(([, field]) => field.default !== undefined)
      .filter(([, field]) => {
        const { default: value, ...rest } = field;
        return !ajv.validate(rest, value);
      })
      .map(([name]) => `${file} /schema/properties/${name}/default`);
    expect(wrong).toEqual([]);
  });

  it.each(formFiles)('%s keeps its message keys under forms:<its id>.messages', (file) => {
    const form = readForm(file);
    for (const key of Object.values(form.submit.messages)) {
      expect(key.startsWith(`forms:${form.id}.messages.`)).toBe(true);
    }
  });
});
