import { join } from 'node:path';
import { buildIntakeApp, multipart, samples, type IntakeApp } from './fixtures/intake-helpers.ts';
import { postForm, setOwnerPassword, signedInOwner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';
import { validAnswers } from '../support/form-answers.ts';

const realForms = join(process.cwd(), 'forms');
const ana = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'Ana.Lopez@Example.com',
  phone: '574-555-0100',
  serviceType: 'vehicle-wraps',
  message: 'Full wrap for our taco truck.',
};

describe.each(backendNames)('POST /api/status on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let reference: string;
  let address = 0;

  /** Each call from its own address, so the per-address limit stays out of the way. */
  const lookup = (payload: unknown, options: { contentType?: string; remoteAddress?: string } = {}) =>
    intake.app.inject({
      method: 'POST',
      url: '/api/status',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': options.contentType ?? 'application/json' },
      remoteAddress: options.remoteAddress ?? `10.1.0.${(address += 1)}`,
    });

  beforeAll(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend, { formsDir: realForms });
    reference = await postForm(intake, 'contact', ana);
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  it('answers 200 with the status and its dates when the reference and e-mail match, in any case', async () => {
    await setOwnerPassword(intake);
    const owner = await signedInOwner(intake);
    await owner.send('PATCH', `/api/owner/submissions/${reference}`, { status: 'quoted', note: 'private' });
    const typed = ` ${reference.toLowerCase().replace('-', '')} `;
    const response = await lookup({ reference: typed, email: ' ana.lopez@EXAMPLE.com ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body)).toEqual(['reference', 'form', 'status', 'receivedAt', 'updatedAt', 'history']);
    expect(body).toMatchObject({ reference, form: 'contact', status: 'quoted' });
    expect(body.history).toEqual([
      { status: 'received', at: body.receivedAt },
      { status: 'quoted', at: body.updatedAt },
    ]);
  });

  it('answers every kind of mismatch with the same 404', async () => {
    const spam = (
      await intake.app.inject({
        method: 'POST',
        url: '/api/forms/contact',
        payload: validAnswers('contact', { ...ana, _elapsed_ms: '10' })
          .searchParams()
          .toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    ).json().reference;
    const chat = await postForm(intake, 'chat', { message: 'Hi', name: 'Bo', email: 'bo@example.com' }).catch(
      () => undefined,
    );
    const body = multipart([
      { name: 'name', value: 'Bo' },
      { name: 'email', value: 'bo@example.com' },
      { name: 'files', filename: 'a.png', content: samples.png, contentType: 'image/png' },
    ]);
    const upload = (await intake.app.inject({ method: 'POST', url: '/api/forms/upload', ...body })).json()
      .reference;
    const cases = [
      { reference, email: 'someone@example.com' },
      { reference, email: '' },
      { reference: 'Q-ZZZZZZ', email: ana.email },
      { reference: 'not a reference', email: ana.email },
      { reference: spam, email: ana.email },
      { reference: upload, email: 'other@example.com' },
      ...(chat ? [{ reference: chat, email: 'nobody@example.com' }] : []),
    ];
    const answers = [];
    for (const payload of cases) {
      const response = await lookup(payload);
      expect([payload, response.statusCode]).toEqual([payload, 404]);
      answers.push(response.body);
    }
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0])).toEqual({
      error: 'not-found',
      message: 'We found no request with that reference and e-mail address.',
    });
  });

  it('refuses the 11th lookup in a minute from one address with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await lookup({ reference, email: 'guess@example.com' }, { remoteAddress: '192.0.2.50' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    const limited = await lookup({ reference, email: ana.email }, { remoteAddress: '192.0.2.50' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 415 to anything but JSON and 400 to a body of the wrong shape', async () => {
    const form = await lookup(`reference=${reference}&email=x`, {
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    for (const payload of ['{"reference":', '[]', '{}', '{"reference": 1, "email": []}', 'null']) {
      expect([payload, (await lookup(payload)).statusCode]).toEqual([payload, 400]);
    }
  });
});
