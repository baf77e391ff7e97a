import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { printingOptions } from '../../catalog/printing-options.ts';
import { printingServiceIds, type PrintingServiceId } from '../../catalog/printing.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import { formForService, printingServiceForData } from '../../core/forms/printing.ts';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const printingForm = read('forms/printing-order.form.json') as FormDefinition;
const metaSchema = read('forms/form.schema.json');

/** docs/specification.md section 9: each service's option fields, in order, and its quantity or page span. */
const specOptions: Record<PrintingServiceId, [string[], string, number, number]> = {
  'business-cards': [['size', 'quantity', 'paper', 'finish'], 'quantity', 250, 5000],
  flyers: [['size', 'quantity', 'paper', 'folding'], 'quantity', 100, 5000],
  banners: [['size', 'material', 'quantity', 'finishing'], 'quantity', 1, 25],
  posters: [['size', 'quantity', 'paper', 'mounting'], 'quantity', 1, 100],
  stickers: [['size', 'quantity', 'material', 'shape'], 'quantity', 50, 2500],
  booklets: [['size', 'pages', 'binding', 'paper'], 'pages', 8, 32],
};

function validator(definition: FormDefinition) {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  return ajv.compile(definition.schema);
}

describe('printing options (catalog/printing-options.ts)', () => {
  it.each(printingServiceIds)('gives %s the option fields of the specification, in order', (service) => {
    expect(printingOptions[service].map((o) => o.name)).toEqual(specOptions[service][0]);
  });

  it.each(printingServiceIds)(
    'spans the quantity or pages of %s as the specification says, ascending',
    (service) => {
      const [, name, from, to] = specOptions[service];
      const numbers = printingOptions[service].find((o) => o.name === name)!.values.map(Number);
      expect([numbers[0], numbers.at(-1)]).toEqual([from, to]);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    },
  );

  it('offers business cards in standard, square and mini sizes', () => {
    expect(printingOptions['business-cards'][0].values).toEqual(['standard', 'square', 'mini']);
  });

  it.each(printingServiceIds)(
    'defaults every option of %s to its first value, ids without dots',
    (service) => {
      for (const option of printingOptions[service]) {
        expect([option.name, option.default]).toEqual([option.name, option.values[0]]);
        expect(option.values.filter((v) => v.includes('.') || v.includes(':'))).toEqual([]);
      }
    },
  );
});

describe('formForService', () => {
  it('adds the business card options as required choices right after the service', () => {
    const form = formForService(printingForm, 'business-cards');
    const service = form.uiSchema['ui:order'].indexOf('service');
    expect(form.uiSchema['ui:order'].slice(service, service + 5)).toEqual([
      'service',
      'size',
      'quantity',
      'paper',
      'finish',
    ]);
    expect(form.schema.required).toEqual([
      ...printingForm.schema.required,
      'size',
      'quantity',
      'paper',
      'finish',
    ]);
    expect(form.schema.properties.size).toEqual({
      type: 'string',
      enum: ['standard', 'square', 'mini'],
      default: 'standard',
    });
    expect(form.uiSchema.size).toEqual({
      'ui:widget': 'select',
      'ui:options': { textKey: 'printing.options.size' },
    });
  });

  it.each(printingServiceIds)('builds a %s form that still satisfies form.schema.json', (service) => {
    const form = formForService(printingForm, service);
    const validate = new Ajv({ allErrors: true, strictTypes: false, strictRequired: false }).compile(
      metaSchema,
    );
    expect([validate(form), validate.errors ?? null]).toEqual([true, null]);
    expect([...form.uiSchema['ui:order']].sort()).toEqual(Object.keys(form.schema.properties).sort());
  });

  it('leaves the form file it was given unchanged', () => {
    const before = structuredClone(printingForm);
    formForService(printingForm, 'booklets');
    expect(printingForm).toEqual(before);
  });

  it('validates a flyers order: the folding choice is required and must be one of the offered', () => {
    const validate = validator(formForService(printingForm, 'flyers'));
    // Every field of the form file filled, so that the owner may make any of them required.
    const order = {
      service: 'Flyers',
      additionalOption: 'Rounded corners',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '574-555-0100',
      company: 'Ana Bakery',
      message: 'Menus for the counter.',
      designFile: 'https://example.com/menu.pdf',
      size: 'letter',
      quantity: '500',
      paper: 'gloss-100lb',
      rushOrder: true,
    };
    expect(validate({ ...order, folding: 'tri-fold' })).toBe(true);
    expect(validate(order)).toBe(false);
    expect(validate.errors?.map((e) => e.params)).toContainEqual({ missingProperty: 'folding' });
    expect(validate({ ...order, folding: 'origami' })).toBe(false);
    expect(validate({ ...order, folding: 'tri-fold', quantity: '7' })).toBe(false);
  });

  it('refuses an unknown service and a form that already has an option field', () => {
    expect(() => formForService(printingForm, 'mugs' as PrintingServiceId)).toThrow(/mugs/);
    const clashing = formForService(printingForm, 'posters');
    expect(() => formForService(clashing, 'flyers')).toThrow(/size/);
  });
});

describe('printingServiceForData', () => {
  it.each(printingServiceIds)('recognises a %s order by its option fields', (service) => {
    const data = Object.fromEntries(printingOptions[service].map((o) => [o.name, o.default]));
    expect(printingServiceForData({ ...data, name: 'Ana', email: 'ana@example.com' })).toBe(service);
  });

  it('recognises nothing when the options match no service', () => {
    expect(printingServiceForData({ name: 'Ana' })).toBeUndefined();
    expect(printingServiceForData({ size: 'letter', quantity: '100', paper: 'gloss-100lb' })).toBeUndefined();
    expect(
      printingServiceForData({ size: 'a', quantity: '1', paper: 'b', folding: 'none', finish: 'matte' }),
    ).toBeUndefined();
  });
});
