import { createServer, type Socket } from 'node:net';
import { urlencoded } from './fixtures/intake-helpers.ts';
import {
  buildNotifyingApp,
  closedPort,
  notifyTo,
  startSmtpPeer,
  waitUntil,
  type LogLine,
  type NotifyingApp,
  type SmtpPeer,
} from './fixtures/notify-helpers.ts';
import { createBackend, type StoreBackend } from './fixtures/store-backends.ts';

// Each test waits on a real SMTP exchange (and retries); a busy machine needs more than 5 s.
jest.setTimeout(20_000);

const contact = {
  firstName: 'Ana',
  email: 'ana@example.com',
  serviceType: 'printing',
  message: 'Quiero 500 tarjetas.',
};

const postContact = (intake: NotifyingApp) =>
  intake.app.inject({ method: 'POST', url: '/api/forms/contact', ...urlencoded(contact) });

const errorsFor = (logs: LogLine[], reference: string) =>
  logs.filter((line) => line.level === 50 && line.reference === reference);

/** The delivery state the owner's inbox reads, once it has reached `state`. */
async function deliveryOf(intake: NotifyingApp, reference: string, state: string) {
  for (let i = 0; i < 200; i += 1) {
    const delivery = (await intake.store.detail(reference))?.emailDelivery;
    if (delivery?.state === state) return delivery;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return (await intake.store.detail(reference))?.emailDelivery;
}

describe('POST /api/forms/:formId when the mail server fails', () => {
  let backend: StoreBackend;
  let intake: NotifyingApp | undefined;
  let peer: SmtpPeer | undefined;

  beforeEach(() => {
    backend = createBackend('sqlite');
  });
  afterEach(async () => {
    await intake?.close();
    await peer?.close();
    await backend.cleanup();
    intake = undefined;
    peer = undefined;
  });

  it('still answers 201 and keeps the request when the mail server is down, logging each of three tries', async () => {
    const port = await closedPort();
    intake = await buildNotifyingApp(backend, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      to: notifyTo,
      retryDelaysMs: [50, 100],
    });

    const response = await postContact(intake);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(await intake.store.get(reference)).toMatchObject({ reference, data: contact });

    const logs = intake.logs;
    await waitUntil(() => (errorsFor(logs, reference).length >= 3 ? true : undefined), 'three failed tries');
    const errors = errorsFor(logs, reference);
    expect(errors.map((line) => [line.attempt, line.msg])).toEqual([
      [1, 'notification e-mail failed; will try again (the request is stored)'],
      [2, 'notification e-mail failed; will try again (the request is stored)'],
      [3, 'notification e-mail failed; giving up (the request is stored)'],
    ]);
    expect(errors[0].err).toMatchObject({ code: 'ESOCKET' });
    // The failing tries are the request's: its log lines carry its id.
    expect(errors[0].reqId).toEqual(expect.any(String));
    expect(await intake.store.get(reference)).not.toBeNull();
    // The owner's inbox shows the e-mail as failed after its three tries.
    expect(await deliveryOf(intake, reference, 'failed')).toMatchObject({ state: 'failed', attempts: 3 });
  });

  it('tries again after a refused send and delivers the e-mail once', async () => {
    peer = await startSmtpPeer();
    peer.refuseNext(1, 451);
    intake = await buildNotifyingApp(backend, { smtpUrl: peer.url, to: notifyTo, retryDelaysMs: [50, 50] });

    const response = await postContact(intake);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();

    const [mail] = await peer.waitForMails(1);
    expect(mail.header('subject')).toBe(`New quote request ${reference} from Ana`);
    const logs = intake.logs;
    await waitUntil(() => logs.find((l) => l.msg === 'notification e-mail sent'), 'the sent log line');
    expect(errorsFor(logs, reference).map((line) => line.attempt)).toEqual([1]);
    expect(logs.find((l) => l.msg === 'notification e-mail sent')).toMatchObject({ reference, attempt: 2 });
    expect(peer.mails).toHaveLength(1);
    expect(await deliveryOf(intake, reference, 'sent')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('does not try again when the mail server refuses the message for good', async () => {
    peer = await startSmtpPeer();
    peer.refuseNext(3, 554);
    intake = await buildNotifyingApp(backend, { smtpUrl: peer.url, to: notifyTo, retryDelaysMs: [50, 50] });

    const { reference } = (await postContact(intake)).json();
    const logs = intake.logs;
    await waitUntil(() => errorsFor(logs, reference)[0], 'the failure');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errorsFor(logs, reference)).toEqual([
      expect.objectContaining({
        attempt: 1,
        msg: 'notification e-mail failed; giving up (the request is stored)',
      }),
    ]);
  });

  it('answers 201 before the mail server has accepted the e-mail, and closes without waiting for it', async () => {
    peer = await startSmtpPeer();
    peer.hold();
    intake = await buildNotifyingApp(backend, {
      smtpUrl: peer.url,
      to: notifyTo,
      closeGraceMs: 200,
    });

    const response = await postContact(intake);
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
        msg: 'notification e-mail failed; giving up (the request is stored)',
        err: expect.objectContaining({ code: 'EABORT' }),
      }),
    ]);
    expect(await intake.store.get(reference)).not.toBeNull();
    peer.release();
  });

  it('answers 201 while a mail server never greets, then gives up on it', async () => {
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
        retryDelaysMs: [],
      });
      const response = await postContact(intake);
      expect(response.statusCode).toBe(201);
      const { reference } = response.json();
      const logs = intake.logs;
      const [error] = await waitUntil(
        () => (errorsFor(logs, reference).length > 0 ? errorsFor(logs, reference) : undefined),
        'the timeout',
      );
      expect(error.err).toMatchObject({ code: 'ETIMEDOUT' });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('drops the retries still waiting when the app closes', async () => {
    const port = await closedPort();
    intake = await buildNotifyingApp(backend, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      to: notifyTo,
      retryDelaysMs: [60_000],
    });
    const { reference } = (await postContact(intake)).json();
    const logs = intake.logs;
    await waitUntil(() => errorsFor(logs, reference)[0], 'the first failure');

    const started = Date.now();
    await intake.closeApp();
    // Far below the 60 s wait: closing did not sit out the retry.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(errorsFor(logs, reference).map((line) => line.msg)).toEqual([
      'notification e-mail failed; will try again (the request is stored)',
      'notification e-mail not sent: the server closed before the next try',
    ]);
  });
});
