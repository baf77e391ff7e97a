/**
 * The real form files, encoded by the real encoder, sent over a real socket: the browser's
 * half and the server's half of the contract meet here. Sample values come from each
 * schema, so the test follows the form files as they change.
 */
import type { FastifyInstance } from 'fastify';
import { printingServiceIds } from '../../catalog/printing.ts';
import { buildApp } from '../../server/app.ts';
import { encodeSubmission } from '../../src/form-engine/encoder.ts';
import { websiteTotal } from '../../core/pricing/website-total.ts';
import { fileFields, type FieldSchema, type FormDefinition } from '../../core/forms/form-definition.ts';
import { formForService } from '../../core/forms/printing.ts';
import type { SubmissionStore } from '../../server/store/types.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import { formIdsIn, formsDir, readForm } from '../support/form-files.ts';
import { samples } from './fixtures/intake-helpers.ts';
import { createBackend, type StoreBackend } from './fixtures/store-backends.ts';

const definitions = formIdsIn().map((id) => readForm(id));
const served = definitions.filter((d) => d.submit.endpoint !== null && d.id !== 'printing-order');
const byId = (id: string) => definitions.find((d) => d.id === id)!;

function sampleValue(field: FieldSchema): unknown {
  if (field.enum) return field.default ?? field.enum[0];
  if (field.type === 'boolean') return true;
  if (field.type === 'integer' || field.type === 'number') return field.minimum ?? 1;
  if (field.type === 'array') {
    const items = field.items;
    return items?.enum ? items.enum.slice(0, 2) : [items?.format === 'uri' ? 'https://example.com/a' : 'one'];
  }
  if (field.format === 'email') return 'ana@example.com';
  if (field.format === 'uri') return 'https://example.com/page';
  if (field.format === 'date') return '2099-01-15';
  return 'Sample ñ'.slice(0, field.maxLength ?? 8);
}

/** Every field filled (files apart), as the runner would hold it. */
function sampleData(definition: FormDefinition): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(definition.schema.properties)) {
    const widget = (definition.uiSchema[name] as { 'ui:widget'?: string } | undefined)?.['ui:widget'];
    if (widget === 'files' || name === 'file_count') continue;
    data[name] = sampleValue(field);
  }
  return data;
}

describe('POST /api/forms/:formId with the real form files and encoder', () => {
  let backend: StoreBackend;
  let dist: FixtureDist;
  let store: SubmissionStore;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    backend = createBackend('sqlite');
    dist = createFixtureDist();
    store = await backend.open();
    app = await buildApp({
      distDir: dist.distDir,
      dataDir: backend.dataDir,
      store,
      formsDir,
      intakeRateLimit: 0,
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    dist.cleanup();
    await backend.cleanup();
  });

  async function send(
    definition: FormDefinition,
    ...rest: Parameters<typeof encodeSubmission> extends [unknown, ...infer R] ? R : never
  ) {
    const { body, contentType } = encodeSubmission(definition, ...rest);
    // The gang sheet's designs, one file per design of its layout, after the layout (as the builder sends them).
    if (definition.id === 'gang-sheet' && body instanceof FormData)
      body.append('designFile_0', new File([new Uint8Array(samples.png)], 'logo.png'));
    return fetch(`${origin}/api/forms/${definition.id}`, {
      method: 'POST',
      body,
      headers: contentType ? { 'content-type': contentType } : {},
    });
  }

  it.each(served.map((d) => [d.id, d] as const))(
    'stores a full %s submission as sent',
    async (_id, definition) => {
      const data = sampleData(definition);
      // The server checks the website order's total against the catalogue.
      if (definition.id === 'website-design')
        data.totalPrice = websiteTotal(String(data.package), data.addOns as string[]);
      const files = new Map<string, File[]>();
      const fileField = Object.keys(definition.schema.properties).find(
        (name) =>
          (definition.uiSchema[name] as { 'ui:widget'?: string } | undefined)?.['ui:widget'] === 'files',
      );
      // Two files of kinds the field accepts (a PNG and a PDF, or a PNG and a JPEG for photos).
      const accepted = fileField ? fileFields(definition)[fileField].accept : [];
      const sent = [
        { name: 'logo.png', bytes: samples.png },
        { name: 'brief.pdf', bytes: samples.pdf },
        { name: 'photo.jpg', bytes: samples.jpg },
      ]
        .filter((file) => accepted.includes(file.name.slice(file.name.lastIndexOf('.'))))
        .slice(0, 2);
      if (fileField)
        files.set(
          fileField,
          sent.map((file) => new File([new Uint8Array(file.bytes)], file.name)),
        );
      const order =
        definition.id === 'dtf-checkout'
          ? {
              items: [
                {
                  productId: 'custom-transfers',
                  productName: 'Custom DTF Transfers',
                  size: 'small',
                  quantity: 3,
                  price: 10.5,
                },
                {
                  productId: 'ready-to-press',
                  productName: 'Ready-to-Press Transfers',
                  size: 'large',
                  quantity: 1,
                  price: 10.5,
                  designFile: new File([samples.svg], 'art.svg'),
                },
              ],
            }
          : undefined;

      // The gang sheet's layout and price, sent by its builder beside the form's fields.
      const sheet =
        definition.id === 'gang-sheet'
          ? {
              layout: {
                widthIn: 22,
                designs: [{ name: 'logo.png', pixelWidth: 200, pixelHeight: 100 }],
                copies: [{ design: 0, x: 0, y: 0, width: 4, height: 2, rotation: 0 }],
              },
              totalPrice: '6.00',
            }
          : undefined;
      const fields = sheet && { layout: JSON.stringify(sheet.layout), totalPrice: sheet.totalPrice };
      const response = await send(definition, data, files, { order, fields });
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const stored = await store.get(reference);
      expect(stored?.data).toMatchObject(data);
      if (fileField) {
        expect(sent).toHaveLength(2);
        expect(stored?.data[fileField]).toEqual(sent.map((file) => file.name));
        expect(stored?.files.map((f) => f.originalName)).toEqual(sent.map((file) => file.name));
      }
      if (sheet) {
        expect(stored?.data).toMatchObject({ layout: sheet.layout, sheetLength: 12 });
        expect(stored?.estimate?.totalCents).toBe(600);
      }
      if (order) {
        expect(stored?.data).toMatchObject({
          totalPrice: 21,
          orderItems: [order.items[0], { ...order.items[1], designFile: 'art.svg' }],
        });
        expect(stored?.files.map((f) => [f.field, f.contentType])).toEqual([
          ['designFile_1', 'image/svg+xml'],
        ]);
      }
    },
  );

  it.each(printingServiceIds)('stores a printing-order for %s with its options', async (serviceId) => {
    const definition = formForService(byId('printing-order'), serviceId);
    const data = { ...sampleData(definition), service: serviceId };
    const response = await send(definition, data);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect((await store.get(reference))?.data).toEqual(data);
  });

  it('refuses a booking for a date long past', async () => {
    const definition = byId('booking');
    const response = await send(definition, { ...sampleData(definition), preferred_date: '2001-01-01' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'preferred_date', message: 'Must not be earlier than today.' },
    ]);
  });

  it('does not take dtf-item, which is never sent on its own', async () => {
    const response = await send(byId('dtf-item'), sampleData(byId('dtf-item')));
    expect(response.status).toBe(404);
  });
});
