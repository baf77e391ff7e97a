/**
 * The answers fixture (tests/support/form-answers.ts) that tests posting a form take their
 * answers from: for every form file, they are answers the form's own schema accepts, and a
 * field the owner makes required is answered too.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataValidator } from '../support/form-checks.ts';
import { validAnswers } from '../support/form-answers.ts';
import { fileFields } from '../../core/forms/form-definition.ts';
import { formIdsIn, formsDir, readForm } from '../support/form-files.ts';

const answerable = formIdsIn().filter((id) => {
  const form = readForm(id);
  return form.schema.required.every((name) => !(name in fileFields(form)));
});

describe('validAnswers', () => {
  it.each(answerable)('answers every required field of %s with values its schema accepts', (id) => {
    const form = readForm(id);
    const { data, searchParams, formData } = validAnswers(id);
    expect(Object.keys(data).sort()).toEqual([...form.schema.required].sort());
    const validate = dataValidator().compile(form.schema);
    expect([validate(data), validate.errors ?? []]).toEqual([true, []]);
    expect([...searchParams().keys()].every((name) => name in data)).toBe(true);
    expect([...formData().keys()].every((name) => name in data)).toBe(true);
  });

  it("keeps the test's own values and answers a field that becomes required", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'form-answers-'));
    try {
      cpSync(formsDir, dir, { recursive: true });
      const file = path.join(dir, 'contact.form.json');
      const contact = JSON.parse(readFileSync(file, 'utf8'));
      contact.schema.required.push('phone');
      writeFileSync(file, JSON.stringify(contact));
      const { data, fields } = validAnswers('contact', { firstName: 'Ana', email: 'ana@example.com' }, dir);
      expect(data).toMatchObject({ firstName: 'Ana', email: 'ana@example.com', phone: expect.any(String) });
      expect(fields.phone).toBe(data.phone);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
