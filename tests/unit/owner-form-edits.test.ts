/**
 * The owner's visual form editor, as pure functions over a draft (form file + texts): what each
 * action writes into the form file and its texts, in the shapes of forms/README.md.
 */
import type { FormContent, FormTextTree } from '../../core/api/forms.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import contactFile from '../../forms/contact.form.json';
import uploadFile from '../../forms/upload.form.json';
import vehicleFile from '../../forms/vehicle-wrap.form.json';
import enForms from '../../locales/en/forms.json';
import esForms from '../../locales/es/forms.json';
import {
  addField,
  freshName,
  moveField,
  removeField,
  setChoices,
  setFiles,
  setKind,
  setMaxLength,
  setRequired,
  setText,
} from '../../src/pages/owner/forms/field-edits.ts';
import { recordRename, renameField } from '../../src/pages/owner/forms/field-rename.ts';
import { fieldOfKind, fieldKinds, kindOf } from '../../src/pages/owner/forms/field-kinds.ts';
import { readFields } from '../../src/pages/owner/forms/field-model.ts';
import { setCondition, setStep } from '../../src/pages/owner/forms/field-placement.ts';

const content = (file: object, id: string): FormContent => ({
  file: JSON.parse(JSON.stringify(file)) as Record<string, unknown>,
  texts: {
    en: JSON.parse(JSON.stringify((enForms as Record<string, unknown>)[id])) as FormTextTree,
    es: JSON.parse(JSON.stringify((esForms as Record<string, unknown>)[id])) as FormTextTree,
  },
});
const contact = () => content(contactFile, 'contact');
const vehicle = () => content(vehicleFile, 'vehicle-wrap');
const form = (draft: FormContent) => draft.file as unknown as FormDefinition;
const fieldTexts = (draft: FormContent, lng: 'en' | 'es', name: string) =>
  (draft.texts[lng].fields as Record<string, FormTextTree>)[name];

describe('reading the fields of a form', () => {
  it('lists them in ui:order with their kind, required, texts and choices', () => {
    const fields = readFields(contact());
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ['firstName', 'text'],
      ['lastName', 'text'],
      ['email', 'email'],
      ['phone', 'phone'],
      ['company', 'text'],
      ['serviceType', 'select'],
      ['projectBudget', 'select'],
      ['timeline', 'select'],
      ['message', 'textarea'],
    ]);
    const timeline = fields.find((field) => field.name === 'timeline')!;
    expect(timeline.required).toBe(false);
    expect(timeline.texts.en.label).toBe('Timeline');
    // As the shipped files say (forms/README.md's examples change the choices on a copy).
    const [first] = contactFile.schema.properties.timeline.enum;
    expect(timeline.choices[0]).toEqual({
      value: first,
      labels: {
        en: (enForms.contact.fields.timeline.enum as Record<string, string>)[first],
        es: expect.any(String),
      },
    });
    expect(fields.find((field) => field.name === 'email')!.required).toBe(true);
  });

  it("reads a condition's fields with their test and step, and the upload form's files", () => {
    const fields = readFields(vehicle());
    const bed = fields.find((field) => field.name === 'bedLength')!;
    expect([bed.condition, bed.required, bed.step]).toEqual([
      { field: 'vehicleType', value: 'pickup' },
      true,
      'vehicle',
    ]);
    expect(fields.find((field) => field.name === 'vehicleType')!.condition).toBeNull();
    const files = readFields(content(uploadFile, 'upload')).find((field) => field.name === 'files')!;
    expect([files.kind, files.files?.maxBytes, files.files?.multiple]).toEqual(['files', 2147483648, true]);
    expect(
      readFields(content(uploadFile, 'upload')).find((field) => field.name === 'file_count')!.kind,
    ).toBeNull();
  });

  it('gives every kind the shape its own template reads back as that kind', () => {
    for (const kind of fieldKinds) {
      const { schema, ui } = fieldOfKind(kind, { choices: ['a', 'b'] });
      expect([kind, kindOf(schema, ui)]).toEqual([kind, kind]);
    }
    expect(fieldOfKind('email', { choices: [] })).toEqual({
      schema: { type: 'string', format: 'email', maxLength: 254 },
      ui: { 'ui:autocomplete': 'email' },
    });
    expect(fieldOfKind('files', { choices: [] }).ui['ui:options']).toEqual({
      accept: ['.jpg', '.jpeg', '.png', '.pdf'],
      maxBytes: 10485760,
      multiple: true,
    });
  });
});

describe('changing the fields', () => {
  it('adds a short text field at the end, with empty labels in both languages', () => {
    const draft = addField(contact(), freshName(contact()));
    expect(form(draft).schema.properties.newField).toEqual({ type: 'string', maxLength: 100 });
    expect(form(draft).uiSchema['ui:order'].at(-1)).toBe('newField');
    expect([fieldTexts(draft, 'en', 'newField'), fieldTexts(draft, 'es', 'newField')]).toEqual([
      { label: '' },
      { label: '' },
    ]);
    expect(freshName(draft)).toBe('newField2');
    // On a form in steps, the new field goes on the last step.
    expect(form(addField(vehicle(), 'extra')).uiSchema['ui:steps']!.at(-1)!.fields.at(-1)).toBe('extra');
  });

  it('removes a field from the schema, required, order, uiSchema, steps and texts', () => {
    const draft = removeField(contact(), 'email');
    expect(form(draft).schema.properties.email).toBeUndefined();
    expect(form(draft).schema.required).not.toContain('email');
    expect(form(draft).uiSchema['ui:order']).not.toContain('email');
    expect(form(draft).uiSchema.email).toBeUndefined();
    expect(fieldTexts(draft, 'es', 'email')).toBeUndefined();
    // The last field of a condition takes its block with it.
    const blocks = form(vehicle()).schema.allOf!.length;
    const without = removeField(vehicle(), 'bedLength');
    expect(form(without).schema.allOf).toHaveLength(blocks - 1);
    expect(form(without).uiSchema['ui:steps']![0].fields).not.toContain('bedLength');
  });

  it('moves a field up and down in ui:order, and nowhere past either end', () => {
    const down = moveField(contact(), 'firstName', 1);
    expect(form(down).uiSchema['ui:order'].slice(0, 3)).toEqual(['lastName', 'firstName', 'email']);
    expect([moveField(contact(), 'firstName', -1), moveField(contact(), 'message', 1)]).toEqual([
      contact(),
      contact(),
    ]);
  });

  it('renames a field everywhere it is named, conditions and texts included, keeping its place', () => {
    const draft = renameField(vehicle(), 'vehicleType', 'kind');
    const file = form(draft);
    expect(Object.keys(file.schema.properties)[0]).toBe('kind');
    expect(file.schema.required).toContain('kind');
    expect(file.schema.allOf![0].if).toEqual({
      required: ['kind'],
      properties: { kind: { const: 'pickup' } },
    });
    expect(file.uiSchema['ui:order'][0]).toBe('kind');
    expect(file.uiSchema.kind).toEqual({ 'ui:widget': 'radio' });
    expect(file.uiSchema['ui:steps']![0].fields[0]).toBe('kind');
    expect(fieldTexts(draft, 'en', 'kind')).toEqual(fieldTexts(vehicle(), 'en', 'vehicleType'));
    expect(JSON.stringify(draft)).not.toContain('"vehicleType"');
  });

  it('records a rename from the live name to the newest, and none for a field the draft added', () => {
    const live = ['email', 'phone'];
    let renamed = recordRename({}, live, 'email', 'mail');
    renamed = recordRename(renamed, live, 'mail', 'eMail');
    expect(renamed).toEqual({ email: 'eMail' });
    expect(recordRename(renamed, live, 'eMail', 'email')).toEqual({});
    expect(recordRename({}, live, 'newField', 'howDidYouHear')).toEqual({});
  });

  it('changes the kind to the shape the shipped forms use, keeping the choices', () => {
    const radio = setKind(contact(), 'timeline', 'radio');
    const choices = contactFile.schema.properties.timeline.enum;
    expect(form(radio).schema.properties.timeline.enum).toEqual(choices);
    expect(form(radio).uiSchema.timeline).toEqual({ 'ui:widget': 'radio' });
    const boxes = setKind(contact(), 'timeline', 'checkboxes');
    expect(form(boxes).schema.properties.timeline).toEqual({
      type: 'array',
      items: { type: 'string', enum: choices },
      uniqueItems: true,
      maxItems: choices.length,
    });
    const yesNo = setKind(contact(), 'timeline', 'yesno');
    expect(form(yesNo).schema.properties.timeline).toEqual({ type: 'boolean', default: false });
    expect(form(yesNo).uiSchema.timeline).toEqual({ 'ui:widget': 'checkbox' });
    expect(fieldTexts(yesNo, 'en', 'timeline').enum).toBeUndefined();
    const phone = setKind(contact(), 'company', 'phone');
    expect(form(phone).uiSchema.company).toEqual({
      'ui:autocomplete': 'tel',
      'ui:options': { inputType: 'tel' },
    });
    const text = setKind(contact(), 'message', 'text');
    expect([form(text).schema.properties.message, form(text).uiSchema.message]).toEqual([
      { type: 'string', maxLength: 500 },
      undefined,
    ]);
  });

  it('sets required, the maximum length, the texts and the choices with their labels', () => {
    let draft = setRequired(contact(), 'phone', true);
    expect(form(draft).schema.required).toContain('phone');
    draft = setMaxLength(draft, 'phone', 40);
    expect(form(draft).schema.properties.phone.maxLength).toBe(40);
    draft = setText(draft, 'phone', 'es', 'help', 'Con código de área');
    expect(fieldTexts(draft, 'es', 'phone').help).toBe('Con código de área');
    draft = setText(draft, 'phone', 'es', 'help', '');
    expect(fieldTexts(draft, 'es', 'phone')).not.toHaveProperty('help');
    draft = setChoices(draft, 'timeline', [
      { value: 'asap', labels: { en: 'Now', es: 'Ya' } },
      { value: 'later', labels: { en: 'Later', es: 'Después' } },
    ]);
    expect(form(draft).schema.properties.timeline.enum).toEqual(['asap', 'later']);
    expect(fieldTexts(draft, 'es', 'timeline').enum).toEqual({ asap: 'Ya', later: 'Después' });
    draft = setFiles(setKind(draft, 'company', 'files'), 'company', {
      accept: ['.pdf'],
      maxBytes: 1024,
      multiple: false,
    });
    expect(form(draft).uiSchema.company).toEqual({
      'ui:widget': 'files',
      'ui:options': { accept: ['.pdf'], maxBytes: 1024, multiple: false },
    });
    // Files travel only in a multipart body: the form is sent so from now on.
    expect(form(draft).submit.encoding).toBe('multipart');
  });
});

describe('conditions and steps', () => {
  it('moves a field into the then of a new if block testing the field with const, required with it', () => {
    const draft = setCondition(setRequired(contact(), 'company', true), 'company', {
      field: 'serviceType',
      value: 'vehicle-wraps',
    });
    const schema = form(draft).schema;
    expect(schema.properties.company).toBeUndefined();
    expect(schema.required).not.toContain('company');
    expect(schema.allOf).toEqual([
      {
        if: { required: ['serviceType'], properties: { serviceType: { const: 'vehicle-wraps' } } },
        then: { properties: { company: { type: 'string', maxLength: 120 } }, required: ['company'] },
      },
    ]);
    expect(readFields(draft).find((field) => field.name === 'company')!.condition).toEqual({
      field: 'serviceType',
      value: 'vehicle-wraps',
    });
    // Back to always shown: the block goes, the field is required as before.
    const back = setCondition(draft, 'company', null);
    expect(form(back).schema.allOf).toBeUndefined();
    expect(form(back).schema.properties.company).toEqual({ type: 'string', maxLength: 120 });
    expect(form(back).schema.required).toContain('company');
  });

  it("joins a block that tests the same value, and tests a yes/no field's true", () => {
    const draft = setCondition(vehicle(), 'vehicleModel', { field: 'vehicleType', value: 'pickup' });
    const pickup = form(draft).schema.allOf![0];
    expect(Object.keys(pickup.then!.properties!)).toEqual(['bedLength', 'vehicleModel']);
    expect(pickup.then!.required).toEqual(['bedLength']);
    const yes = setCondition(content(uploadFile, 'upload'), 'company', { field: 'phone', value: true });
    expect(form(yes).schema.allOf![0].if.properties).toEqual({ phone: { const: true } });
  });

  it('moves a field to another step, in the order of the form', () => {
    const draft = setStep(vehicle(), 'vehicleModel', 'contact');
    const steps = form(draft).uiSchema['ui:steps']!;
    expect(steps[0].fields).not.toContain('vehicleModel');
    expect(steps[2].fields).toEqual([
      'vehicleModel',
      'name',
      'email',
      'phone',
      'company',
      'installDate',
      'message',
    ]);
  });
});
