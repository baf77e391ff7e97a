/**
 * SIGTERM to a real server process (`node server/main.ts`) while a 20 MB upload is under way:
 * the upload finishes and is stored, the idle keep-alive connection is closed and new ones are
 * refused, the e-mail sender stops without losing the e-mails it was sending (the mail server
 * holds them unanswered), and the process exits 0 within 30 s. A restart then sends them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import { multipart, samples } from './fixtures/intake-helpers.ts';
import { startSmtpPeer, waitUntil, type SmtpPeer } from './fixtures/notify-helpers.ts';
import { startServer, stopServer, type ServerProcess } from './fixtures/server-process.ts';

jest.setTimeout(120_000);

const fileBytes = Buffer.concat([samples.pdf, randomBytes(20 * 1024 * 1024 - samples.pdf.length)]);
const fileSha256 = createHash('sha256').update(fileBytes).digest('hex');
const upload = multipart([
  { name: 'name', value: 'Carla Soto' },
  { name: 'email', value: 'carla@example.com' },
  { name: 'files', filename: 'banner.pdf', content: fileBytes, contentType: 'application/pdf' },
  { name: 'file_count', value: '1' },
]);

/** Resolves with `what` once `promise` settles, and fails if that takes more than `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error as Error)),
    );
  });
}

const uploadsUnder = (dataDir: string, folder: string) => {
  try {
    return readdirSync(join(dataDir, 'uploads', folder)).map((name) =>
      join(dataDir, 'uploads', folder, name),
    );
  } catch {
    return [];
  }
};

describe('SIGTERM during a 20 MB upload (a real server process)', () => {
  let dist: FixtureDist;
  let dataDir: string;
  let peer: SmtpPeer;
  let server: ServerProcess;
  let answer: { status: number; connection?: string; body: { reference?: string } };
  let idleConnection: { closedByServer: boolean; bytesAfterSignal: number };
  let newConnection: string;
  let exitCode: number | null;

  beforeAll(async () => {
    dist = createFixtureDist();
    dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
    peer = await startSmtpPeer();
    // The e-mails about the upload are still being sent when the process is told to stop.
    peer.hold();
    server = await startServer({
      DATA_DIR: dataDir,
      DIST_DIR: dist.distDir,
      SMTP_URL: peer.url,
      NOTIFY_TO: 'shop@print.example',
      MAIL_RETRY_SECONDS: '1',
    });
    const { hostname, port } = new URL(server.origin);

    // A spare connection a browser opened ahead and never used: it must not hold the close up.
    const spare = connect(Number(port), hostname);
    const spareClosed = new Promise<void>((resolve) => spare.once('close', () => resolve()));
    spare.on('error', () => {});
    // A keep-alive connection that a load balancer's probe left open, idle at the signal.
    const probe = connect(Number(port), hostname);
    let probeBytes = 0;
    let signalled = false;
    probe.on('data', (chunk: Buffer) => (probeBytes += signalled ? chunk.length : 0));
    const probeClosed = new Promise<void>((resolve) => probe.once('close', () => resolve()));
    let firstAnswer = '';
    probe.on('data', (chunk: Buffer) => (firstAnswer += chunk.toString()));
    probe.write('GET /api/ready HTTP/1.1\r\nHost: shop.example\r\nConnection: keep-alive\r\n\r\n');
    await waitUntil(() => (firstAnswer.includes('"status":"ready"') ? true : undefined), 'the first probe');

    const response = new Promise<IncomingMessage>((resolve, reject) => {
      const sending = request(`${server.origin}/api/forms/upload`, {
        method: 'POST',
        headers: { ...upload.headers, 'content-length': String(upload.payload.length) },
      });
      sending.once('response', resolve).once('error', reject);
      // The first 4 MB now, the rest after the signal.
      sending.write(upload.payload.subarray(0, 4 * 1024 * 1024));
      void (async () => {
        await waitUntil(
          () => (signalled && newConnection ? true : undefined),
          'the signal and the checks',
          60_000,
        );
        for (let at = 4 * 1024 * 1024; at < upload.payload.length; at += 1024 * 1024) {
          sending.write(upload.payload.subarray(at, at + 1024 * 1024));
          await new Promise((resolve) => setImmediate(resolve));
        }
        sending.end();
      })();
    });
    // The server is writing the file: the upload is under way on its side too.
    await waitUntil(
      () => (uploadsUnder(dataDir, '.incoming').some((path) => statSync(path).size > 0) ? true : undefined),
      'the server to start writing the upload',
    );

    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    signalled = true;
    await waitUntil(
      () =>
        server.output.some((line) => line.includes('closing: finishing the requests under way'))
          ? true
          : undefined,
      'the server to start closing',
    );
    const closedByServer = await within(probeClosed, 10_000, 'closing the idle connection').then(() => true);
    await within(spareClosed, 10_000, 'closing the unused connection');
    idleConnection = { closedByServer, bytesAfterSignal: probeBytes };
    newConnection = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname);
      socket.once('connect', () => (socket.destroy(), resolve('accepted')));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });

    const received = await within(response, 30_000, 'the upload');
    let text = '';
    for await (const chunk of received) text += String(chunk);
    answer = {
      status: received.statusCode ?? 0,
      connection: received.headers.connection,
      body: JSON.parse(text) as { reference?: string },
    };
    // The sender had claimed the upload's two e-mails and was sending them.
    await peer.held();
    exitCode = await within(exited, 30_000, 'the exit after SIGTERM');
  });

  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    await peer?.close();
    dist?.cleanup();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the upload under way with 201 and closes its connection', () => {
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(/^U-[0-9A-Z]{6}$/);
    expect(answer.connection).toBe('close');
  });

  it('closes the idle keep-alive connection and the unused one, and refuses new connections', () => {
    // A probe on a connection that was idle never gets an answer: Node closes idle keep-alive
    // connections as the server stops listening, and the next probe's connection is refused,
    // which a load balancer counts as "not ready" too (health.test.ts covers the 503 a probe
    // already under way gets).
    expect(idleConnection).toEqual({ closedByServer: true, bytesAfterSignal: 0 });
    expect(newConnection).toBe('ECONNREFUSED');
  });

  it('exits 0 within 30 s', () => {
    expect(exitCode).toBe(0);
    expect(server.output.some((line) => line.includes('"msg":"closed"'))).toBe(true);
  });

  it('has stored the row and the file, byte for byte', () => {
    const db = new DatabaseSync(join(dataDir, 'intake.sqlite'), { readOnly: true });
    try {
      const file = db
        .prepare(
          `SELECT f.stored_name, f.size, f.sha256 FROM files f JOIN submissions s ON s.id = f.submission_id
           WHERE s.reference = ?`,
        )
        .get(answer.body.reference!) as { stored_name: string; size: number; sha256: string };
      expect(file).toMatchObject({ size: fileBytes.length, sha256: fileSha256 });
      const onDisk = readFileSync(join(dataDir, 'uploads', 'files', file.stored_name));
      expect(createHash('sha256').update(onDisk).digest('hex')).toBe(fileSha256);
      expect(uploadsUnder(dataDir, '.incoming')).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('keeps the e-mails that were being sent, and a restarted server sends them', async () => {
    const db = new DatabaseSync(join(dataDir, 'intake.sqlite'), { readOnly: true });
    let rows: unknown[];
    try {
      rows = db.prepare('SELECT state, attempts FROM outbox ORDER BY id').all();
    } finally {
      db.close();
    }
    // Claimed and tried once, then given back to the queue when the sends were cancelled.
    expect(rows).toEqual([
      { state: 'pending', attempts: 1 },
      { state: 'pending', attempts: 1 },
    ]);

    const mailServer = await startSmtpPeer();
    const restarted = await startServer({
      DATA_DIR: dataDir,
      DIST_DIR: dist.distDir,
      SMTP_URL: mailServer.url,
      NOTIFY_TO: 'shop@print.example',
      MAIL_RETRY_SECONDS: '1',
    });
    try {
      const mails = await mailServer.waitForMails(2);
      expect(mails.map((mail) => mail.header('subject'))).toEqual([
        expect.stringContaining(answer.body.reference!),
        expect.stringContaining(answer.body.reference!),
      ]);
      expect(await stopServer(restarted, 'SIGTERM')).toBe(0);
    } finally {
      await stopServer(restarted, 'SIGKILL');
      await mailServer.close();
    }
  });
});
