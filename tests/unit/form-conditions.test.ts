/**
 * Conditions in form files (core/forms/conditions.ts): which fields are in play for the answers,
 * exactly as JSON Schema reads the same schema (checked against Ajv), and the form file check
 * that refuses a condition it cannot evaluate that way.
 */
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { activeForm, visibleSchema, withoutHidden } from '../../core/forms/conditions.ts';
import type { FormDefinition, FormSchema } from '../../core/forms/form-definition.ts';
import { formFileProblems } from '../../server/forms/form-files.ts';
import { formsDir, readForm } from '../support/form-files.ts';

const schema: FormSchema = {
  type: 'object',
  required: ['vehicleType'],
  properties: {
    vehicleType: { type: 'string', enum: ['car', 'pickup', 'fleet'] },
    installDate: { type: 'string', format: 'date', maxLength: 10 },
    phone: { type: 'string', maxLength: 30 },
  },
  allOf: [
    {
      if: { required: ['vehicleType'], properties: { vehicleType: { const: 'pickup' } } },
      then: {
        properties: { bedLength: { type: 'string', enum: ['short', 'long'] } },
        required: ['bedLength'],
      },
    },
    {
      if: { required: ['vehicleType'], properties: { vehicleType: { enum: ['fleet'] } } },
      then: {
        properties: { vehicleCount: { type: 'integer', minimum: 2, maximum: 9 } },
        required: ['vehicleCount'],
      },
      else: { properties: { vehicleModel: { type: 'string', maxLength: 50 } } },
    },
    {
      if: { required: ['bedLength'], properties: { bedLength: { const: 'long' } } },
      then: { properties: { tonneau: { type: 'boolean' } } },
    },
  ],
  dependentRequired: { installDate: ['phone'] },
};

const strictSchema = { ...schema, unevaluatedProperties: false };
const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats(ajv as never);
const validate = ajv.compile(strictSchema);

describe('which fields are in play', () => {
  it('shows a then-field only while its condition holds, never while the controlling field is empty', () => {
    expect([...activeForm(schema, {}).fields].sort()).toEqual(
      ['installDate', 'phone', 'vehicleModel', 'vehicleType'].sort(),
    );
    expect(activeForm(schema, { vehicleType: '' }).fields.has('bedLength')).toBe(false);
    expect(activeForm(schema, { vehicleType: 'car' }).fields.has('bedLength')).toBe(false);
    const pickup = activeForm(schema, { vehicleType: 'pickup' });
    expect(pickup.fields.has('bedLength')).toBe(true);
    expect(pickup.required.has('bedLength')).toBe(true);
  });

  it('applies else while the condition does not hold, as JSON Schema does', () => {
    expect(activeForm(schema, { vehicleType: 'car' }).fields.has('vehicleModel')).toBe(true);
    expect(activeForm(schema, { vehicleType: 'fleet' }).fields.has('vehicleModel')).toBe(false);
    expect(activeForm(schema, { vehicleType: 'fleet' }).required.has('vehicleCount')).toBe(true);
  });

  it('follows a chain: a branch field controls a later condition, and a hidden one controls nothing', () => {
    expect(activeForm(schema, { vehicleType: 'pickup', bedLength: 'long' }).fields.has('tonneau')).toBe(true);
    // bedLength is left over from a pickup, but the vehicle is a car now: it switches nothing on.
    expect(activeForm(schema, { vehicleType: 'car', bedLength: 'long' }).fields.has('tonneau')).toBe(false);
  });

  it('makes dependentRequired fields required only while the field has an answer', () => {
    expect(activeForm(schema, { vehicleType: 'car' }).required.has('phone')).toBe(false);
    expect(activeForm(schema, { vehicleType: 'car', installDate: '2030-01-02' }).required.has('phone')).toBe(
      true,
    );
  });

  it('drops the answers of hidden fields, and gives RJSF a flat schema of the shown ones', () => {
    const answers = { vehicleType: 'car', bedLength: 'long', tonneau: true, vehicleModel: 'Civic' };
    expect(withoutHidden(schema, answers)).toEqual({ vehicleType: 'car', vehicleModel: 'Civic' });
    const flat = visibleSchema(schema, { vehicleType: 'pickup' });
    expect(flat.allOf).toBeUndefined();
    expect(Object.keys(flat.properties)).toEqual([
      'vehicleType',
      'installDate',
      'phone',
      'bedLength',
      'vehicleModel',
    ]);
    expect(flat.required).toEqual(['vehicleType', 'bedLength']);
    expect(Object.keys(visibleSchema(schema, { vehicleType: 'pickup' }, ['bedLength']).properties)).toEqual([
      'bedLength',
    ]);
  });

  // The browser shows and requires by activeForm; the server validates with Ajv: they must agree.
  const cases: [string, Record<string, unknown>][] = [
    ['empty', {}],
    ['a car', { vehicleType: 'car' }],
    ['a car with a model', { vehicleType: 'car', vehicleModel: 'Civic' }],
    ['a pickup without its bed', { vehicleType: 'pickup' }],
    ['a pickup with its bed', { vehicleType: 'pickup', bedLength: 'short' }],
    ['a long pickup with a cover', { vehicleType: 'pickup', bedLength: 'long', tonneau: true }],
    ['a short pickup with a cover', { vehicleType: 'pickup', bedLength: 'short', tonneau: true }],
    ['a car with a bed length', { vehicleType: 'car', bedLength: 'short' }],
    ['a fleet without its count', { vehicleType: 'fleet' }],
    ['a fleet with its count', { vehicleType: 'fleet', vehicleCount: 3 }],
    ['a fleet with a model', { vehicleType: 'fleet', vehicleCount: 3, vehicleModel: 'x' }],
    ['a date without a phone', { vehicleType: 'car', installDate: '2030-01-02' }],
    ['a date with a phone', { vehicleType: 'car', installDate: '2030-01-02', phone: '555' }],
  ];
  it.each(cases)('agrees with Ajv on %s', (_name, answers) => {
    const { fields, required } = activeForm(schema, answers);
    const browserValid =
      Object.keys(answers).every((name) => fields.has(name)) &&
      [...required].every((name) => answers[name] !== undefined);
    expect(validate(answers)).toBe(browserValid);
  });
});

function withSchema(change: (schema: FormSchema) => void): FormDefinition {
  const form = structuredClone(readForm('vehicle-wrap'));
  change(form.schema);
  return form;
}

const problemsOf = (form: FormDefinition) => formFileProblems(formsDir, 'vehicle-wrap.form.json', form);

describe('the form file check of conditions', () => {
  it('accepts the real vehicle-wrap form', () => {
    expect(problemsOf(readForm('vehicle-wrap'))).toEqual([]);
  });

  it('refuses an if that does not name its controlling field in its own required', () => {
    const form = withSchema((s) => {
      s.allOf![0].if.required = ['coverage'];
    });
    expect(problemsOf(form)).toContainEqual(
      expect.stringMatching(/^\/schema\/allOf\/0\/if\/required: must list vehicleType/),
    );
  });

  it('refuses an if without required at all, by the contract', () => {
    const form = withSchema((s) => {
      delete (s.allOf![0].if as { required?: string[] }).required;
    });
    expect(problemsOf(form).join('\n')).toMatch(
      /\/schema\/allOf\/0\/if: must have required property 'required'/,
    );
  });

  it('refuses a condition on an unknown field, naming the place', () => {
    const form = withSchema((s) => {
      s.allOf![0].if = { required: ['vehicleKind'], properties: { vehicleKind: { const: 'pickup' } } };
    });
    expect(problemsOf(form)).toContainEqual(
      '/schema/allOf/0/if/required: vehicleKind is not a field of this form',
    );
  });

  it('refuses a value outside the tested field enum', () => {
    const form = withSchema((s) => {
      s.allOf![0].if.properties = { vehicleType: { const: 'truck' } };
    });
    expect(problemsOf(form)).toContainEqual(
      '/schema/allOf/0/if/properties/vehicleType: "truck" is not a value vehicleType can hold',
    );
  });

  it('refuses a then-field that every visitor already sees, and steps that miss a field', () => {
    const form = withSchema((s) => {
      s.allOf![0].then!.properties = { name: { type: 'string', maxLength: 5 } };
    });
    expect(problemsOf(form)).toContainEqual(
      '/schema/allOf/0/then/properties/name: name is already a field every visitor sees',
    );
    const unstepped = structuredClone(readForm('vehicle-wrap'));
    unstepped.uiSchema['ui:steps']![0].fields = unstepped.uiSchema['ui:steps']![0].fields.filter(
      (name) => name !== 'bedLength',
    );
    expect(problemsOf(unstepped)).toContainEqual('/uiSchema/ui:steps: must place bedLength in a step');
  });

  it('refuses an estimate whose table does not price a choice of the form', () => {
    const form = structuredClone(readForm('vehicle-wrap'));
    (form.schema.properties.vehicleType.enum as string[]).push('boat');
    form.uiSchema['ui:order'] = [...form.uiSchema['ui:order']];
    expect(problemsOf(form)).toContainEqual(
      '/estimate: the table vehicle-wraps has no price for vehicleType boat',
    );
  });
});
