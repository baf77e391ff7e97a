/**
 * A server of a browser test file's own, on the built site and an SQLite store of its own, with
 * the owner's password set: for tests that publish form versions, which must never change the
 * forms the other files of the run read on the shared e2e server.
 */
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { hashPassword } from '../../server/owner/owner-auth.ts';
import type { SubmissionStore } from '../../server/store/types.ts';
import { createBackend, type StoreBackend } from '../server/fixtures/store-backends.ts';
import { ownerPassword } from './owner-session.ts';

const root = path.resolve(__dirname, '../..');

export type OwnServer = { url: string; store: SubmissionStore };

/** Starts it before the file's tests and closes it after them; call at load time, read in tests. */
export function serverPerFile(): () => OwnServer {
  let backend: StoreBackend | undefined;
  let store: SubmissionStore | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let url = '';
  beforeAll(async () => {
    backend = createBackend('sqlite');
    store = await backend.open();
    app = await buildApp({
      distDir: path.join(root, 'dist'),
      dataDir: backend.dataDir,
      store,
      logger: false,
      intakeRateLimit: 0,
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    await store.owner.setPasswordHash(await hashPassword(ownerPassword));
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
    await backend?.cleanup();
  });
  return () => {
    if (!store) throw new Error('serverPerFile: the server starts in beforeAll');
    return { url, store };
  };
}
