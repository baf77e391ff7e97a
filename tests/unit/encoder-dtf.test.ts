/** encodeSubmission for the two DTF forms (docs/specification.md section 7); the others are in encoder.test.ts. */
import { encodeSubmission, filesToSend } from '../../src/form-engine/encoder.ts';
import { file, pairs, readForm } from '../support/form-files.ts';

const form = readForm;

describe('encodeSubmission for DTF', () => {
  it('sends a DTF order with orderItems as JSON, totalPrice with 2 decimals, orderDate and designFile_{index}', () => {
    const logo = file('logo.png', 7);
    const items = [
      { productId: 'dtf', productName: 'DTF Transfers', size: 'small', quantity: 10, price: 35 },
      {
        productId: 'dtf',
        productName: 'DTF Transfers',
        size: 'large',
        quantity: 3,
        price: 31.5,
        designFile: logo,
        designNotes: 'Left chest',
        cartKey: 'kept in the browser',
      },
    ];
    const contact = {
      name: 'Ana',
      email: 'a@b.co',
      phone: '1',
      address: '1 Main',
      city: 'Elkhart',
      state: 'IN',
      zip: '46514',
    };
    const date = new Date('2031-01-02T03:04:05.000Z');
    const extras = { order: { items, date } };
    const uploaded = (field: string, sent: Blob) =>
      field === 'designFile_1' && sent === logo ? '/api/uploads/l7' : undefined;
    const { body } = encodeSubmission(form('dtf-checkout'), contact, undefined, extras, uploaded);
    expect(body).toBeInstanceOf(FormData);
    const sent = pairs(body);
    expect(sent.slice(0, 7)).toEqual(Object.entries(contact));
    expect(JSON.parse(body.get('orderItems') as string)).toEqual([
      items[0],
      {
        productId: 'dtf',
        productName: 'DTF Transfers',
        size: 'large',
        quantity: 3,
        price: 31.5,
        designFile: 'logo.png',
        designNotes: 'Left chest',
      },
    ]);
    expect(body.get('totalPrice')).toBe('66.50');
    expect(body.get('orderDate')).toBe('2031-01-02T03:04:05.000Z');
    expect(body.has('designFile_0')).toBe(false);
    expect(sent.at(-1)).toEqual(['designFile_1', '/api/uploads/l7']);
    expect(filesToSend(form('dtf-checkout'), contact, undefined, extras)).toEqual([
      { field: 'designFile_1', file: logo, name: 'logo.png' },
    ]);
  });

  it('encodes the DTF item form (quantity as text, the design as a file part)', () => {
    const design = file('art.svg', 4);
    const { body } = encodeSubmission(
      form('dtf-item'),
      { size: 'medium', quantity: 12, designFile: ['art.svg'] },
      new Map([['designFile', [design]]]),
    );
    expect(pairs(body)).toEqual([
      ['size', 'medium'],
      ['quantity', '12'],
      ['designFile', 'file:art.svg:4'],
    ]);
  });
});
