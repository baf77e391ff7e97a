/** encodeSubmission for the gang-sheet form: the contact fields, then layout, totalPrice and designFile_{i}. */
import { encodeSubmission } from '../../src/form-engine/encoder.ts';
import { file, pairs, readForm } from '../support/form-files.ts';

describe('encodeSubmission for a gang sheet', () => {
  it('sends the layout as JSON and the price before one file per design, named as the layout names it', () => {
    const layout = {
      widthIn: 22,
      designs: [
        { name: 'logo.png', pixelWidth: 900, pixelHeight: 600 },
        { name: 'badge.svg', pixelWidth: 100, pixelHeight: 100 },
      ],
      copies: [
        { design: 0, x: 0, y: 0, width: 3, height: 2, rotation: 0 as const },
        { design: 1, x: 3.25, y: 0, width: 2, height: 2, rotation: 0 as const },
      ],
    };
    // The white background removed: a PNG Blob without the visitor's file name.
    const cleaned = new Blob([new Uint8Array(5)], { type: 'image/png' });
    const { body } = encodeSubmission(
      readForm('gang-sheet'),
      { name: 'Ana', email: 'a@b.co', phone: '555', note: '' },
      undefined,
      { gangSheet: { layout, totalPrice: 6, files: [cleaned, file('badge.svg', 4)] } },
    );
    expect(body).toBeInstanceOf(FormData);
    expect(pairs(body)).toEqual([
      ['name', 'Ana'],
      ['email', 'a@b.co'],
      ['phone', '555'],
      ['layout', JSON.stringify(layout)],
      ['totalPrice', '6.00'],
      ['designFile_0', 'file:logo.png:5'],
      ['designFile_1', 'file:badge.svg:4'],
    ]);
  });
});
