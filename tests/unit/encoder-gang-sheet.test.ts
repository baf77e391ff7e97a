/** encodeSubmission for the gang-sheet form: the contact fields, then layout, totalPrice and designFile_{i}. */
import { encodeSubmission, filesToSend } from '../../src/form-engine/encoder.ts';
import { file, pairs, readForm } from '../support/form-files.ts';

describe('encodeSubmission for a gang sheet', () => {
  it("sends the layout as JSON and the price before each design's upload path, uploaded under the layout's name", () => {
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
    const badge = file('badge.svg', 4);
    const extras = { gangSheet: { layout, totalPrice: 6, files: [cleaned, badge] } };
    const data = { name: 'Ana', email: 'a@b.co', phone: '555', note: '' };
    const paths = new Map<Blob, string>([
      [cleaned, '/api/uploads/c0'],
      [badge, '/api/uploads/b1'],
    ]);
    const { body } = encodeSubmission(readForm('gang-sheet'), data, undefined, extras, (_field, sent) =>
      paths.get(sent),
    );
    expect(body).toBeInstanceOf(FormData);
    expect(pairs(body)).toEqual([
      ['name', 'Ana'],
      ['email', 'a@b.co'],
      ['phone', '555'],
      ['layout', JSON.stringify(layout)],
      ['totalPrice', '6.00'],
      ['designFile_0', '/api/uploads/c0'],
      ['designFile_1', '/api/uploads/b1'],
    ]);
    // Uploaded under the layout's names: the cleaned Blob has none of its own.
    expect(filesToSend(readForm('gang-sheet'), data, undefined, extras)).toEqual([
      { field: 'designFile_0', file: cleaned, name: 'logo.png' },
      { field: 'designFile_1', file: badge, name: 'badge.svg' },
    ]);
    expect(pairs(encodeSubmission(readForm('gang-sheet'), data, undefined, extras).body).slice(-2)).toEqual([
      ['designFile_0', 'file:logo.png:5'],
      ['designFile_1', 'file:badge.svg:4'],
    ]);
  });
});
