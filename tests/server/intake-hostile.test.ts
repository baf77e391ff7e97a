import { join } from 'node:path';
import { hostileRequests } from './fixtures/hostile-requests.ts';
import { buildIntakeApp, filesUnder, rowCount, type IntakeApp } from './fixtures/intake-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

// 500 requests through the whole intake: about 4 s alone, more beside the browser lanes of npm test.
jest.setTimeout(60_000);

describe.each(backendNames)('POST /api/forms/:formId with 500 hostile requests on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;

  beforeAll(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend);
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  it('answers every one with a 4xx in JSON, and stores no row and no file', async () => {
    const requests = hostileRequests(500);
    const rowsBefore = await rowCount(intake.store);
    const wrong: string[] = [];
    for (const [index, request] of requests.entries()) {
      const response = await intake.app.inject({
        method: 'POST',
        url: request.url,
        payload: request.payload,
        headers: request.headers,
      });
      let error: unknown;
      try {
        error = response.json().error;
      } catch {
        error = undefined;
      }
      if (response.statusCode < 400 || response.statusCode > 499 || typeof error !== 'string') {
        wrong.push(`#${index} ${request.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await rowCount(intake.store)).toBe(rowsBefore);
    expect(filesUnder(join(backend.dataDir, 'uploads'))).toEqual([]);
  });

  it('still takes a good submission afterwards', async () => {
    const response = await intake.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: 'firstName=Ana&email=ana%40example.com&serviceType=other&message=Hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(201);
  });
});
