import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { createFixtureDist } from './fixture-dist.ts';
import { filesUnder, fixtureFormsDir, multipart, samples } from './fixtures/intake-helpers.ts';
import { backendNames, createBackend } from './fixtures/store-backends.ts';

describe.each(backendNames)('POST /api/forms/:formId durability on %s', (backendName) => {
  it('has every submission that got 201 in the store and on disk after a close and reopen', async () => {
    const backend = createBackend(backendName);
    const dist = createFixtureDist();
    const store = await backend.open();
    const app = await buildApp({
      distDir: dist.distDir,
      dataDir: backend.dataDir,
      store,
      formsDir: fixtureFormsDir,
      intakeRateLimit: 0,
    });
    // A real socket: bodies stream in chunks as they would from a browser.
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });

    const send = (i: number) => {
      const body = new FormData();
      body.append('name', `Visitor ${i}`);
      if (i % 2 === 0) body.append('files', new Blob([samples.png]), `photo-${i}.png`);
      // Every fifth request is bad: it must leave nothing, and not disturb the others.
      if (i % 5 === 0) body.append('unknown', 'x');
      return fetch(`${origin}/api/forms/upload`, { method: 'POST', body });
    };
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => send(i)));
    const accepted: string[] = [];
    for (const response of responses) {
      if (response.status === 201)
        accepted.push(((await response.json()) as { reference: string }).reference);
      else expect(response.status).toBe(400);
    }
    expect(accepted).toHaveLength(32);

    await app.close();
    await store.close();
    // What a restart would open: a new store instance on the same database.
    const reopened = await backend.open();
    for (const reference of accepted) {
      const submission = await reopened.get(reference);
      expect(submission).not.toBeNull();
      for (const file of submission!.files) {
        expect(statSync(join(backend.dataDir, 'uploads', reference, file.storedName)).size).toBe(file.size);
      }
    }
    expect((await reopened.list({ formId: 'upload' })).total).toBe(32);
    await reopened.close();
    dist.cleanup();
    await backend.cleanup();
  });

  it('takes the row back and removes the files when they cannot be moved into place', async () => {
    const backend = createBackend(backendName);
    const dist = createFixtureDist();
    const store = await backend.open({ newReference: () => 'U-CLASH0' });
    const app = await buildApp({
      distDir: dist.distDir,
      dataDir: backend.dataDir,
      store,
      formsDir: fixtureFormsDir,
      intakeRateLimit: 0,
    });
    const uploadsDir = join(backend.dataDir, 'uploads');
    // A folder of that name that is not empty makes the rename fail.
    mkdirSync(join(uploadsDir, 'U-CLASH0'), { recursive: true });
    writeFileSync(join(uploadsDir, 'U-CLASH0', 'someone-else.png'), samples.png);
    const body = multipart([
      { name: 'name', value: 'Ana' },
      { name: 'files', filename: 'a.png', content: samples.png },
    ]);
    const response = await app.inject({ method: 'POST', url: '/api/forms/upload', ...body });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(await store.get('U-CLASH0')).toBeNull();
    expect(filesUnder(join(uploadsDir, '.incoming'))).toEqual([]);
    await app.close();
    await store.close();
    dist.cleanup();
    await backend.cleanup();
  });
});
