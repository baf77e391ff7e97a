/**
 * The generic rules of tests/support/form-checks.ts, on every form file in forms/ (the folder is
 * the list of forms), and the meta-schema's messages for a broken file. What docs/specification.md says of
 * each form is checked by forms-spec-baseline.test.ts.
 */
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import { formRules, readFormFolder } from '../support/form-checks.ts';
import { readForm } from '../support/form-files.ts';

const folder = readFormFolder();

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

describe('the form files in forms/', () => {
  it('are there, each <id>.form.json', () => {
    expect(folder.ids.length).toBeGreaterThan(0);
  });

  describe.each(Object.entries(formRules))('each one %s', (_rule, check) => {
    it.each(folder.ids)('%s', (id) => {
      expect(check(folder.forms[folder.ids.indexOf(id)], folder)).toEqual([]);
    });
  });

  it('names the file and the JSON path of what is wrong in a broken form file', () => {
    const broken = edited(readForm('contact'), {
      '/schema/properties/message/maxLength': undefined,
      '/schema/properties/firstName/title': 'First name',
      '/submit/encoding': 'json',
    });
    const errors = folder.metaSchemaErrors('contact.form.json', broken);
    expect(errors).toEqual(
      expect.arrayContaining([
        "contact.form.json /schema/properties/message: must have one of 'enum', 'enumFrom', 'maxLength'",
        'contact.form.json /schema/properties/firstName: must NOT have additional properties',
        'contact.form.json /submit/encoding: must be equal to one of the allowed values',
      ]),
    );
  });

  it('refuses visible text, files without limits and unknown widgets in a form file', () => {
    const broken = edited(readForm('upload'), {
      '/schema/description': 'Upload your files',
      '/uiSchema/files/ui:options/maxBytes': undefined,
      '/uiSchema/name': { 'ui:widget': 'fancy' },
    });
    const errors = folder.metaSchemaErrors('upload.form.json', broken).join('\n');
    expect(errors).toContain('upload.form.json /schema: must NOT have additional properties');
    expect(errors).toContain(
      "upload.form.json /uiSchema/files/ui:options: must have required property 'maxBytes'",
    );
    expect(errors).toContain(
      'upload.form.json /uiSchema/name/ui:widget: must be equal to one of the allowed values',
    );
  });

  it('reports a broken rule as a line that names the file and the field', () => {
    const form = edited(readForm('contact'), {
      '/schema/properties/message/maxLength': 1000,
      '/schema/required': ['firstName', 'email', 'email', 'fax'],
      '/schema/properties/email/format': undefined,
    }) as FormDefinition;
    const problems = Object.values(formRules).flatMap((rule) => rule(form, folder));
    expect(problems).toEqual(
      expect.arrayContaining([
        'contact.form.json: the text area "message" has "maxLength" 1000, not 500 at most',
        'contact.form.json: schema.required lists "email", which is not a field or is listed twice',
        'contact.form.json: schema.required lists "fax", which is not a field or is listed twice',
        'contact.form.json: "email" must be a string with "format": "email" and "maxLength" 254 at most',
      ]),
    );
  });
});
