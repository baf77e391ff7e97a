import { statSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { openDiskFileStore } from '../../server/files/disk-file-store.ts';
import type { FileStore } from '../../server/files/file-store.ts';
import { createFixtureDist } from './fixture-dist.ts';
import { filesUnder, fixtureFormsDir, multipart, samples } from './fixtures/intake-helpers.ts';
import { backendNames, createBackend } from './fixtures/store-backends.ts';

// Forty requests with files over a real socket, on a machine the other test lanes share.
jest.setTimeout(30_000);

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
        expect(statSync(join(backend.dataDir, 'uploads', 'files', file.storedName)).size).toBe(file.size);
      }
    }
    expect((await reopened.list({ formId: 'upload' })).total).toBe(32);
    await reopened.close();
    dist.cleanup();
    await backend.cleanup();
  });

  it('answers 503 with Retry-After, stores nothing and leaves no object when the file store fails', async () => {
    const backend = createBackend(backendName);
    const dist = createFixtureDist();
    const store = await backend.open();
    const disk = await openDiskFileStore(backend.dataDir);
    let writes = 0;
    // A bucket that takes the first file and then stops answering, mid-request.
    const failing: FileStore = {
      ...disk,
      async put(key, body) {
        writes += 1;
        if (writes > 1) {
          body.resume();
          throw new Error('connect ECONNREFUSED 127.0.0.1:9');
        }
        return disk.put(key, body);
      },
    };
    const app = await buildApp({
      distDir: dist.distDir,
      dataDir: backend.dataDir,
      store,
      fileStore: failing,
      formsDir: fixtureFormsDir,
      intakeRateLimit: 0,
    });
    const body = multipart([
      { name: 'name', value: 'Ana' },
      { name: 'files', filename: 'a.png', content: samples.png },
      { name: 'files', filename: 'b.png', content: samples.png },
    ]);
    const response = await app.inject({ method: 'POST', url: '/api/forms/upload', ...body });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toEqual({ error: 'unavailable', message: expect.stringContaining('try again') });
    expect((await store.list()).total).toBe(0);
    expect(filesUnder(join(backend.dataDir, 'uploads'))).toEqual([]);
    expect(await store.files.removable(Date.now(), Date.now() + 1, 10)).toEqual([]);
    await app.close();
    await store.close();
    dist.cleanup();
    await backend.cleanup();
  });
});
