/**
 * Conditions on the server (forms/vehicle-wrap.form.json): the table of answers the browser's
 * validator runs too (tests/support/condition-cases.ts), each sent as the browser's encoder
 * sends it, is stored or refused at the same field; a value for a field whose condition does
 * not hold is refused naming it, files included; the vehicle's photos and the artwork are stored.
 */
import { join } from 'node:path';
import { cases, hiddenCases } from '../support/condition-cases.ts';
import { formsDir, readForm } from '../support/form-files.ts';
import { browserBody, browserFile } from './fixtures/browser-body.ts';
import { filesUnder, rowCount, samples, useIntakeSession } from './fixtures/intake-helpers.ts';
import { backendNames } from './fixtures/store-backends.ts';

const vehicleWrap = readForm('vehicle-wrap');
const hiddenMessage = 'This field is not part of the form for the answers given.';

describe.each(backendNames)('the vehicle-wrap form’s conditions on %s', (backendName) => {
  const session = useIntakeSession(backendName, { formsDir });
  const uploads = () => join(session.backend.dataDir, 'uploads');

  const send = async (...args: Parameters<typeof browserBody> extends [unknown, ...infer R] ? R : never) =>
    session.post('vehicle-wrap', await browserBody(vehicleWrap, ...args));

  /** Sends a request that must be refused, and checks that it left no row and no file. */
  async function refused(...args: Parameters<typeof send>) {
    const rows = await rowCount(session.intake.store);
    const onDisk = filesUnder(uploads()).length;
    const response = await send(...args);
    expect(response.statusCode).toBe(400);
    expect(await rowCount(session.intake.store)).toBe(rows);
    expect(filesUnder(uploads())).toHaveLength(onDisk);
    return response.json() as { errors: { field: string; message: string }[] };
  }

  it.each(cases.filter((c) => c.valid).map((c) => [c.name, c] as const))(
    'stores %s as it was answered',
    async (_name, { answers }) => {
      const response = await send(answers);
      expect(response.statusCode).toBe(201);
      const stored = await session.intake.store.get(response.json().reference);
      // What the visitor answered, typed as the schema says (numbers, lists), and nothing else.
      expect(stored?.data).toEqual(answers);
    },
  );

  it.each(cases.filter((c) => !c.valid).map((c) => [c.name, c] as const))(
    'refuses %s, naming the field',
    async (_name, { answers, invalidField }) => {
      const { errors } = await refused(answers);
      expect(errors.map((error) => error.field)).toContain(invalidField);
    },
  );

  it.each(hiddenCases.map((c) => [c.name, c] as const))(
    'refuses %s: a value for a field whose condition does not hold',
    async (_name, { answers, hiddenField }) => {
      const { errors } = await refused(answers);
      expect(errors).toContainEqual({ field: hiddenField, message: hiddenMessage });
    },
  );

  it('stores the vehicle’s photos and the artwork, each under its field', async () => {
    const files = new Map([
      [
        'vehiclePhotos',
        [
          browserFile('front.jpg', samples.jpg, 'image/jpeg'),
          browserFile('side.png', samples.png, 'image/png'),
        ],
      ],
      ['artworkFiles', [browserFile('logo.pdf', samples.pdf, 'application/pdf')]],
    ]);
    const response = await send({ ...cases[1].answers, vehicleType: 'van' }, files);
    expect(response.statusCode).toBe(201);
    const stored = await session.intake.store.get(response.json().reference);
    expect(stored?.data).toMatchObject({
      vehicleType: 'van',
      vehiclePhotos: ['front.jpg', 'side.png'],
      artworkFiles: ['logo.pdf'],
    });
    expect(stored?.files.map((file) => [file.field, file.originalName, file.contentType])).toEqual([
      ['vehiclePhotos', 'front.jpg', 'image/jpeg'],
      ['vehiclePhotos', 'side.png', 'image/png'],
      ['artworkFiles', 'logo.pdf', 'application/pdf'],
    ]);
    const onDisk = filesUnder(join(uploads(), 'files'));
    for (const file of stored!.files) expect(onDisk).toContain(file.storedName);
  });

  it('refuses artwork files sent while the visitor asked for a design, and keeps none of them', async () => {
    const files = new Map([
      ['vehiclePhotos', [browserFile('front.jpg', samples.jpg, 'image/jpeg')]],
      ['artworkFiles', [browserFile('logo.pdf', samples.pdf, 'application/pdf')]],
    ]);
    const { errors } = await refused(
      { ...cases[1].answers, designHelp: 'need-design', designBrief: 'A taco with sunglasses.' },
      files,
    );
    expect(errors).toEqual([{ field: 'artworkFiles', message: hiddenMessage }]);
  });
});
