import type { FastifyBaseLogger } from 'fastify';
import { startMailSender, type MailSender } from '../../server/notify/mail-sender.ts';
import type { NewMail, OutboxAccess, SubmissionStore } from '../../server/store/types.ts';
import { startSmtpPeer, waitUntil, type SmtpPeer } from './fixtures/notify-helpers.ts';
import { backendNames, createBackend, storePerTest, type StoreBackend } from './fixtures/store-backends.ts';

jest.setTimeout(30_000);

const quietLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return quietLog;
  },
  level: 'silent',
} as unknown as FastifyBaseLogger;

const mail = (subject: string, to = 'shop@print.example'): NewMail => ({
  kind: 'shop',
  message: { to: [to], subject, text: `${subject}\n` },
});

async function storeRequest(store: SubmissionStore, mails: (reference: string) => NewMail[]) {
  const { reference } = await store.insert({
    formId: 'contact',
    referencePrefix: 'Q',
    data: { firstName: 'Ana' },
    ipHash: null,
    userAgent: null,
    files: [],
    mails: (stored) => mails(stored.reference),
  });
  return reference;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backendNames)('the outbox table (%s)', (backendName) => {
  const fresh = storePerTest(backendName);

  it('queues the e-mails with the request, in its transaction, and nothing for a request without them', async () => {
    const reference = await storeRequest(fresh.store, (ref) => [mail(`one ${ref}`), mail(`two ${ref}`)]);
    await storeRequest(fresh.store, () => []);
    const claimed = await fresh.store.outbox.claim(Date.now(), 60_000, 10);
    expect(claimed.map((c) => [c.reference, c.kind, c.message.subject, c.attempts])).toEqual([
      [reference, 'shop', `one ${reference}`, 1],
      [reference, 'shop', `two ${reference}`, 1],
    ]);
  });

  it('queues nothing when the request cannot be stored', async () => {
    await expect(
      storeRequest(fresh.store, () => {
        throw new Error('composing failed');
      }),
    ).rejects.toThrow('composing failed');
    expect((await fresh.store.list()).total).toBe(0);
    expect(await fresh.store.outbox.counts()).toEqual({ pending: 0, sent: 0, failed: 0 });
  });

  it('gives a claimed row to nobody else until the claim runs out, then counts another attempt', async () => {
    await storeRequest(fresh.store, (ref) => [mail(ref)]);
    const now = Date.now();
    expect(await fresh.store.outbox.claim(now, 1_000, 10)).toHaveLength(1);
    expect(await fresh.store.outbox.claim(now + 999, 1_000, 10)).toHaveLength(0);
    const again = await fresh.store.outbox.claim(now + 1_000, 1_000, 10);
    expect(again.map((c) => c.attempts)).toEqual([2]);
    await fresh.store.outbox.markSent(again[0].id, now + 1_001);
    expect(await fresh.store.outbox.claim(now + 100_000, 1_000, 10)).toHaveLength(0);
    expect(await fresh.store.outbox.counts()).toEqual({ pending: 0, sent: 1, failed: 0 });
  });

  // Two SQLite connections in one thread would wait on each other's lock with the thread
  // blocked; SQLite's two processes are tested with real processes (outbox-processes.test.ts).
  if (backendName === 'postgres')
    it('splits the queue between two processes claiming at once: every row to exactly one', async () => {
      for (let i = 0; i < 30; i += 1) await storeRequest(fresh.store, (ref) => [mail(ref)]);
      // A second fresh.store on the same database is what a second server process holds.
      const other = await fresh.backend.open();
      try {
        const now = Date.now();
        const rounds = await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 ? other : fresh.store).outbox.claim(now, 60_000, 5)),
        );
        const ids = rounds.flat().map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toHaveLength(30);
      } finally {
        await other.close();
      }
    });

  it('removes the queued e-mails of a request that is deleted', async () => {
    const reference = await storeRequest(fresh.store, (ref) => [mail(ref)]);
    expect(await fresh.store.delete(reference)).toBe(true);
    expect(await fresh.store.outbox.claim(Date.now(), 1_000, 10)).toEqual([]);
  });
});

describe.each(backendNames)('a sender killed between sending and marking (%s)', (backendName) => {
  let backend: StoreBackend;
  let store: SubmissionStore;
  let peer: SmtpPeer;
  const senders: MailSender[] = [];

  beforeEach(async () => {
    backend = createBackend(backendName);
    store = await backend.open();
    peer = await startSmtpPeer();
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((sender) => sender.close()));
    await peer.close();
    await store.close();
    await backend.cleanup();
  });

  it('sends that message once more at most, when the claim runs out, and then never again', async () => {
    const reference = await storeRequest(store, (ref) => [mail(`crash ${ref}`)]);
    // The first process "dies" right after the server accepted: its mark never reaches the store.
    let sentButUnmarked = 0;
    const dying: OutboxAccess = {
      ...store.outbox,
      async markSent() {
        sentButUnmarked += 1;
        throw new Error('killed before marking');
      },
    };
    const leaseMs = 400;
    senders.push(
      startMailSender({ smtpUrl: peer.url, pollMs: 20, leaseMs }, { outbox: dying, log: quietLog }),
    );
    await peer.waitForMails(1);
    await waitUntil(() => (sentButUnmarked === 1 ? true : undefined), 'the lost mark');
    await senders[0].close();

    // The next process takes the row once its claim has run out, and marks it.
    senders.push(
      startMailSender({ smtpUrl: peer.url, pollMs: 20, leaseMs }, { outbox: store.outbox, log: quietLog }),
    );
    await peer.waitForMails(2);
    await pause(leaseMs * 3);
    expect(peer.mails.map((m) => m.header('subject'))).toEqual([`crash ${reference}`, `crash ${reference}`]);
    expect(await store.outbox.counts()).toEqual({ pending: 0, sent: 1, failed: 0 });
  });

  it('never sends a queued message whose addresses are not addresses, and marks it failed', async () => {
    await storeRequest(store, () => [
      mail('bad to', 'victim@example.com\r\nBcc: x@example.com'),
      {
        kind: 'visitor',
        message: { ...mail('bad reply').message, replyTo: { name: 'x', address: 'no address' } },
      },
      mail('good'),
    ]);
    senders.push(startMailSender({ smtpUrl: peer.url, pollMs: 20 }, { outbox: store.outbox, log: quietLog }));
    await peer.waitForMails(1);
    await pause(300);
    expect(peer.mails.map((m) => m.header('subject'))).toEqual(['good']);
    expect(await store.outbox.counts()).toEqual({ pending: 0, sent: 1, failed: 2 });
  });
});
