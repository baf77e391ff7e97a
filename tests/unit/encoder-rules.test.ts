/** The encoder's general rules, beyond the form-by-form checks in encoder.test.ts. */
import { readFileSync } from 'node:fs';
import { encodeSubmission, fieldText } from '../../src/form-engine/encoder.ts';
import { asFormDefinition } from '../../core/forms/form-definition.ts';

const form = (id: string) => asFormDefinition(JSON.parse(readFileSync(`forms/${id}.form.json`, 'utf8')));
const pairs = (body: URLSearchParams | FormData) => [...body.entries()];

describe('encodeSubmission', () => {
  it('leaves out fields the form does not have (an old draft) and lets extras replace or drop one', () => {
    const { body } = encodeSubmission(
      form('contact'),
      { firstName: 'Ana', lastName: 'Ruiz', retired: 'x' },
      undefined,
      { fields: { lastName: undefined, website_url: 'bot' } },
    );
    expect(pairs(body)).toEqual([
      ['firstName', 'Ana'],
      ['website_url', 'bot'],
    ]);
  });

  it('sends nothing for a files field of a url-encoded form (it cannot carry files)', () => {
    const definition = form('upload');
    const urlencoded = { ...definition, submit: { ...definition.submit, encoding: 'urlencoded' as const } };
    const { body } = encodeSubmission(
      urlencoded,
      { name: 'A', files: ['a.pdf'] },
      new Map([['files', [new File(['1'], 'a.pdf')]]]),
    );
    expect(pairs(body)).toEqual([
      ['name', 'A'],
      ['file_count', '1'],
    ]);
  });
});

describe('fieldText', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    [[], undefined],
    [['', null], undefined],
    [['a', 'b'], 'a,b'],
    [true, 'true'],
    [false, 'false'],
    [0, '0'],
    [2.5, '2.5'],
    [Number.NaN, undefined],
    ['text', 'text'],
  ])('sends %p as %p', (value, text) => {
    expect(fieldText(value)).toBe(text);
  });
});
