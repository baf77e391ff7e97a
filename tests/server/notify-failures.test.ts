import { createServer, type Socket } from 'node:net';
import { multipart, urlencoded } from './fixtures/intake-helpers.ts';
import {
  buildNotifyingApp,
  closedPort,
  notifyTo,
  startSmtpPeer,
  toShop,
  toVisitors,
  waitUntil,
  type LogLine,
  type NotifyingApp,
  type SmtpPeer,
} from './fixtures/notify-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

// Each test waits on real SMTP exchanges and retries; a busy machine needs more than 5 s.
jest.setTimeout(30_000);

/** A form with no e-mail field: one e-mail per request, to the shop. */
const postKitchen = (intake: NotifyingApp) =>
  intake.app.inject({
    method: 'POST',
    url: '/api/forms/kitchen',
    ...multipart([
      { name: 'name', value: 'Bo' },
      { name: 'count', value: '2' },
    ]),
  });

const contact = { firstName: 'Ana', email: 'ana@example.com', serviceType: 'other', message: 'Hola' };
const postContact = (intake: NotifyingApp) =>
  intake.app.inject({ method: 'POST', url: '/api/forms/contact', ...urlencoded(contact) });

const errorsFor = (logs: LogLine[], reference: string) =>
  logs.filter((line) => line.level === 50 && line.reference === reference);

/** The delivery state the owner's inbox reads, once it has reached `state`. */
async function deliveryOf(intake: NotifyingApp, reference: string, state: string) {
  for (let i = 0; i < 400; i += 1) {
    const delivery = (await intake.store.detail(reference))?.emailDelivery;
    if (delivery?.state === state) return delivery;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return (await intake.store.detail(reference))?.emailDelivery;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backendNames)('the e-mail outbox when the mail server fails (%s)', (backendName) => {
  let backend: StoreBackend;
  let intake: NotifyingApp | undefined;
  let peer: SmtpPeer | undefined;

  beforeEach(() => {
    backend = createBackend(backendName);
  });
  afterEach(async () => {
    await intake?.close();
    await peer?.close();
    await backend.cleanup();
    intake = undefined;
    peer = undefined;
  });

  it('answers 201 while the mail server is down, tries with growing waits, and gives up when the time is over', async () => {
    const port = await closedPort();
    intake = await buildNotifyingApp(backend, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      to: notifyTo,
      retryDelaysMs: [50, 100, 200],
      // Room for three tries and their waits (350 ms) even on a machine slowed by other work.
      giveUpAfterMs: 2_000,
    });

    const response = await postKitchen(intake);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(await intake.store.get(reference)).toMatchObject({ reference, data: { name: 'Bo', count: 2 } });

    // The owner's inbox shows the e-mail as failed once it is given up on.
    const delivery = await deliveryOf(intake, reference, 'failed');
    expect(delivery).toMatchObject({ state: 'failed' });
    const errors = errorsFor(intake.logs, reference);
    expect(errors.length).toBe(delivery!.attempts);
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(errors.slice(0, -1).map((line) => line.msg)).toEqual(
      errors.slice(0, -1).map(() => 'e-mail failed; will try again (the request is stored)'),
    );
    // The waits grow as configured, and the last one repeats.
    expect(errors.slice(0, 3).map((line) => line.retryInMs)).toEqual([50, 100, 200]);
    expect(errors.at(-1)).toMatchObject({ msg: 'e-mail failed; giving up (the request is stored)' });
    expect(errors[0].err).toMatchObject({ code: 'ESOCKET' });
    expect(await intake.store.get(reference)).not.toBeNull();
    expect(await intake.store.outbox.counts()).toEqual({ pending: 0, sent: 0, failed: 1 });
  });

  it('tries again after a refused send and delivers each e-mail once', async () => {
    peer = await startSmtpPeer();
    peer.refuseNext(2, 451);
    intake = await buildNotifyingApp(backend, { smtpUrl: peer.url, to: notifyTo, retryDelaysMs: [50] });

    const response = await postContact(intake);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();

    await peer.waitForMails(2);
    await pause(300);
    expect(toShop(peer.mails).map((m) => m.header('subject'))).toEqual([
      `New quote request ${reference} from Ana`,
    ]);
    expect(toVisitors(peer.mails).map((m) => m.header('subject'))).toEqual([
      `We received your request ${reference}`,
    ]);
    expect(await deliveryOf(intake, reference, 'sent')).toMatchObject({ state: 'sent', attempts: 2 });
    const detail = await intake.store.detail(reference);
    expect(detail?.visitorDelivery).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('does not try again when the mail server refuses the message for good', async () => {
    peer = await startSmtpPeer();
    peer.refuseNext(1, 554);
    intake = await buildNotifyingApp(backend, { smtpUrl: peer.url, to: notifyTo, retryDelaysMs: [50] });

    const { reference } = (await postKitchen(intake)).json();
    expect(await deliveryOf(intake, reference, 'failed')).toMatchObject({ state: 'failed', attempts: 1 });
    await pause(300);
    expect(errorsFor(intake.logs, reference)).toEqual([
      expect.objectContaining({ attempt: 1, msg: 'e-mail failed; giving up (the request is stored)' }),
    ]);
    expect(peer.mails).toHaveLength(0);
  });

  it('answers 201 before the mail server has accepted, closes without waiting, and sends it after a restart', async () => {
    peer = await startSmtpPeer();
    peer.hold();
    intake = await buildNotifyingApp(backend, {
      smtpUrl: peer.url,
      to: notifyTo,
      closeGraceMs: 200,
      retryDelaysMs: [50],
    });

    const response = await postKitchen(intake);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    // The message has reached the server, which has not answered it: the 201 came first.
    await peer.held();
    expect(peer.mails).toHaveLength(0);

    const started = Date.now();
    await intake.closeApp();
    // Below the 10 s idle timeout: closing cancelled the send rather than waiting it out.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(errorsFor(intake.logs, reference)).toEqual([
      expect.objectContaining({
        msg: 'e-mail failed; will try again (the request is stored)',
        err: expect.objectContaining({ code: 'EABORT' }),
      }),
    ]);
    // Still queued, not lost: the next start sends it.
    expect(await intake.store.outbox.counts()).toEqual({ pending: 1, sent: 0, failed: 0 });
    await intake.close();
    peer.release();
    peer.mails.splice(0);

    intake = await buildNotifyingApp(backend, { smtpUrl: peer.url, to: notifyTo });
    await peer.waitForMails(1);
    expect(await deliveryOf(intake, reference, 'sent')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('answers 201 while a mail server never greets, and keeps the e-mail queued', async () => {
    // Accepts connections and says nothing: only the greeting timeout ends the wait.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      intake = await buildNotifyingApp(backend, {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        to: notifyTo,
        timeoutMs: 200,
        retryDelaysMs: [60_000],
      });
      const response = await postKitchen(intake);
      expect(response.statusCode).toBe(201);
      const { reference } = response.json();
      const logs = intake.logs;
      const [error] = await waitUntil(
        () => (errorsFor(logs, reference).length > 0 ? errorsFor(logs, reference) : undefined),
        'the timeout',
      );
      expect(error.err).toMatchObject({ code: 'ETIMEDOUT' });
      expect(await deliveryOf(intake, reference, 'pending')).toMatchObject({ state: 'pending', attempts: 1 });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('closes at once while a retry waits, leaving the e-mail queued for the next start', async () => {
    const port = await closedPort();
    intake = await buildNotifyingApp(backend, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      to: notifyTo,
      retryDelaysMs: [60_000],
    });
    const { reference } = (await postKitchen(intake)).json();
    await waitUntil(() => errorsFor(intake!.logs, reference)[0], 'the first failure');

    const started = Date.now();
    await intake.closeApp();
    // Far below the 60 s wait: closing did not sit out the retry.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await intake.store.outbox.counts()).toEqual({ pending: 1, sent: 0, failed: 0 });
  });
});
