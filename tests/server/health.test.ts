/**
 * GET /api/health is liveness and asks nothing outside the process; GET /api/ready asks the store
 * and the file store, each within a time limit, and says 503 while the server closes. Checked
 * on each store backend, against a PostgreSQL port that refuses or never answers (no database
 * needed), and on a real port while the server closes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerDrain } from '../../server/drain.ts';
import { openDiskFileStore, uploadsDirIn } from '../../server/files/disk-file-store.ts';
import type { FileStore } from '../../server/files/file-store.ts';
import { checkTimeoutMs, registerHealth } from '../../server/health/health-routes.ts';
import { createPostgresStore } from '../../server/store/postgres-store.ts';
import type { SubmissionStore } from '../../server/store/types.ts';
import { buildIntakeApp, urlencoded, type IntakeApp } from './fixtures/intake-helpers.ts';
import { closedPort, waitUntil, type LogLine } from './fixtures/notify-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';
import { startTcpProxy, type TcpProxy } from './fixtures/tcp-proxy.ts';

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describe.each(backendNames)('GET /api/health and GET /api/ready on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  beforeEach(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend);
  });
  afterEach(async () => {
    await intake.close();
    await backend.cleanup();
  });

  it('GET /api/ready answers 200 naming the store and the file store when both answer', async () => {
    const response = await get(intake.app, '/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      store: { kind: backendName, ok: true },
      fileStore: { kind: 'disk', ok: true },
    });
  });

  it('GET /api/ready answers 503 with Retry-After naming the store when it is gone, and GET /api/health still answers 200', async () => {
    await intake.store.close();
    const ready = await get(intake.app, '/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('10');
    expect(ready.headers['cache-control']).toBe('no-store');
    // Which part is down, never the error's text.
    expect(ready.json()).toEqual({
      status: 'unavailable',
      store: { kind: backendName, ok: false },
      fileStore: { kind: 'disk', ok: true },
    });
    const health = await get(intake.app, '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers 503 naming the file store when its folder is gone', async () => {
    rmSync(uploadsDirIn(backend.dataDir), { recursive: true, force: true });
    const ready = await get(intake.app, '/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      store: { kind: backendName, ok: true },
      fileStore: { kind: 'disk', ok: false },
    });
  });
});

describe('GET /api/ready with PostgreSQL out of reach', () => {
  let dataDir: string;
  let fileStore: FileStore;
  let proxy: TcpProxy;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ready-'));
    fileStore = await openDiskFileStore(dataDir);
    proxy = await startTcpProxy({ host: '127.0.0.1', port: await closedPort() });
    proxy.blackHole();
  });
  afterAll(async () => {
    await proxy.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Only the health routes, on a real PostgreSQL store that points at `port`. */
  async function readyApp(port: number) {
    const logs: LogLine[] = [];
    const store: SubmissionStore = createPostgresStore({
      connectionString: `postgres://postgres@127.0.0.1:${port}/test`,
    });
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    registerHealth(app, { drain: registerDrain(app), store, fileStore });
    return { app, logs, close: () => app.close().then(() => store.close()) };
  }

  it('answers 503 naming the store when nothing listens on its port', async () => {
    const { app, close } = await readyApp(await closedPort());
    try {
      const ready = await get(app, '/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        store: { kind: 'postgres', ok: false },
        fileStore: { kind: 'disk', ok: true },
      });
      expect((await get(app, '/api/health')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('answers 503 when its own time limit runs out, while a database that accepts and never answers keeps the store waiting', async () => {
    const { app, logs, close } = await readyApp(proxy.port);
    try {
      const ready = await get(app, '/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().store).toEqual({ kind: 'postgres', ok: false });
      // The store's own limits are longer: the probe's limit is what answered.
      const line = logs.find((entry) => entry.msg === 'not ready: a dependency does not answer');
      expect(line?.store).toBe(`no answer within ${checkTimeoutMs} ms`);
    } finally {
      await close();
    }
  });
});

/** A raw connection to `port` on which a request can be sent in pieces. */
async function openConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    write: (text: string) => socket.write(text),
    /** Everything the server sent, once it closed the connection. */
    async response() {
      await closed;
      const [head, body] = received.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
    },
  };
}

describe('GET /api/ready while the server closes', () => {
  it('answers 503 "closing" on a connection already open, refuses new connections, and answers other routes 503 with Retry-After', async () => {
    const backend = createBackend('sqlite');
    const intake = await buildIntakeApp(backend);
    try {
      await intake.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = intake.app.server.address() as { port: number };
      const accepted: Socket[] = [];
      intake.app.server.on('connection', (socket: Socket) => accepted.push(socket));
      // Requests whose first bytes came before the close began: under way, so not cut off.
      const ready = await openConnection(port);
      ready.write('GET /api/ready HTTP/1.1\r\nHost: shop.example\r\n');
      const form = urlencoded({ firstName: 'Ana', email: 'ana@example.com', serviceType: 'printing' });
      const post = await openConnection(port);
      post.write('POST /api/forms/contact HTTP/1.1\r\nHost: shop.example\r\n');
      await waitUntil(
        () => (accepted.length === 2 && accepted.every((socket) => socket.bytesRead > 0) ? true : undefined),
        'the server to read the first bytes of both requests',
      );

      const closed = intake.app.close();
      await waitUntil(() => (intake.app.server.listening ? undefined : true), 'the server to stop listening');
      const refused = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => resolve('connected'));
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');

      ready.write('\r\n');
      post.write(
        `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n${form.payload}`,
      );
      const readyAnswer = await ready.response();
      expect(readyAnswer.status).toBe(503);
      expect(readyAnswer.headers.connection).toBe('close');
      expect(readyAnswer.headers['retry-after']).toBe('10');
      expect(readyAnswer.body).toEqual({ status: 'closing' });
      const postAnswer = await post.response();
      expect(postAnswer.status).toBe(503);
      expect(postAnswer.headers['retry-after']).toBe('10');
      expect(postAnswer.body).toMatchObject({ error: 'unavailable' });
      await closed;
    } finally {
      await intake.close();
      await backend.cleanup();
    }
  });
});
