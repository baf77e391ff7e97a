/**
 * The customer's side of a request in the store (server/store/customer-queries.ts): links,
 * the conversation, proofs and their decisions, and the reminders, on SQLite and (with
 * TEST_DATABASE_URL) PostgreSQL. Clocks are passed in: nothing here sleeps.
 */
import { reminderDelaysMs } from '../../server/store/customer-types.ts';
import type { NewFile, NewMail, NewSubmission, SubmissionStore } from '../../server/store/types.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

const day = 24 * 60 * 60 * 1000;
const t0 = Date.UTC(2026, 2, 1, 9, 0, 0);

const sample = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  formId: 'vehicle-wrap-quote',
  referencePrefix: 'Q',
  data: { firstName: 'Ana', email: 'ana@example.com' },
  ipHash: null,
  userAgent: null,
  files: [],
  ...overrides,
});

let fileNumber = 0;
const aFile = (field: string, name: string, contentType = 'image/png'): NewFile => {
  fileNumber += 1;
  return {
    field,
    originalName: name,
    storedName: `customer-${process.pid}-${fileNumber}-${name}`,
    size: 100 + fileNumber,
    contentType,
    sha256: fileNumber.toString(16).padStart(64, '0'),
  };
};

const mail = (kind: NewMail['kind'], subject: string): NewMail => ({
  kind,
  message: { to: ['ana@example.com'], subject, text: subject },
});

describe.each(backendNames)('the customer side of the store on %s', (backendName) => {
  let backend: StoreBackend;
  let store: SubmissionStore;

  beforeAll(async () => {
    backend = createBackend(backendName);
    store = await backend.open();
  });
  afterAll(async () => {
    await store.close();
    await backend.cleanup();
  });

  /**
   * A second process's store: on PostgreSQL its own pool. On SQLite the same one, whose
   * transactions take turns: node:sqlite waits for another connection's lock synchronously, so
   * two connections in one process would block each other (the server opens one per process,
   * and BEGIN IMMEDIATE makes each write transaction one writer's turn across processes).
   */
  const secondStore = async () => (backendName === 'postgres' ? backend.open() : store);
  const closeSecond = async (other: SubmissionStore) => {
    if (other !== store) await other.close();
  };

  const newRequest = async (overrides: Partial<NewSubmission> = {}) =>
    (await store.insert(sample(overrides))).reference;

  /** The outbox rows of a request's kinds, by reading what the owner's detail sees. */
  const pendingMails = async () => (await store.outbox.counts()).pending;

  /** Past every injected clock of these tests: mails are queued due at the time they were made. */
  const later = () => Date.now() + 5000 * day;

  /** Takes every queued mail off the queue, so each test counts only its own. */
  const drainOutbox = async () => {
    for (;;) {
      const claimed = await store.outbox.claim(later(), 60_000, 100);
      if (claimed.length === 0) return;
      for (const row of claimed) await store.outbox.markSent(row.id, Date.now());
    }
  };

  /** Claims every queued mail and answers their kinds and subjects, oldest first. */
  const takeMails = async () => {
    const claimed = await store.outbox.claim(later(), 60_000, 100);
    for (const row of claimed) await store.outbox.markSent(row.id, Date.now());
    return claimed.map((row) => [row.kind, row.message.subject]);
  };

  describe('links', () => {
    it('open their request until they expire, at exactly expires_ms', async () => {
      const reference = await newRequest();
      expect(await store.customer.addLink(reference, 'h1'.padEnd(64, '0'), t0, t0 + 30 * day)).toBe(true);
      expect(await store.customer.referenceForLink('h1'.padEnd(64, '0'), t0)).toBe(reference);
      expect(await store.customer.referenceForLink('h1'.padEnd(64, '0'), t0 + 30 * day - 1)).toBe(reference);
      expect(await store.customer.referenceForLink('h1'.padEnd(64, '0'), t0 + 30 * day)).toBeNull();
    });

    it('open nothing for a hash nobody has, nor for a request that does not exist', async () => {
      expect(await store.customer.referenceForLink('unknown'.padEnd(64, '0'), t0)).toBeNull();
      expect(await store.customer.addLink('Q-NOPE00', 'h2'.padEnd(64, '0'), t0, t0 + day)).toBe(false);
      expect(await store.customer.referenceForLink('h2'.padEnd(64, '0'), t0)).toBeNull();
    });

    it('stop working once revoked, every one of the request and none of another', async () => {
      const reference = await newRequest();
      const other = await newRequest();
      await store.customer.addLink(reference, 'r1'.padEnd(64, '0'), t0, t0 + 30 * day);
      await store.customer.addLink(reference, 'r2'.padEnd(64, '0'), t0 + day, t0 + 31 * day);
      await store.customer.addLink(reference, 'r3'.padEnd(64, '0'), t0, t0 + 1);
      await store.customer.addLink(other, 'r4'.padEnd(64, '0'), t0, t0 + 30 * day);
      // The third had expired already: two were still valid.
      expect(await store.customer.revokeLinks(reference, t0 + 2 * day)).toBe(2);
      expect(await store.customer.referenceForLink('r1'.padEnd(64, '0'), t0 + 2 * day)).toBeNull();
      expect(await store.customer.referenceForLink('r2'.padEnd(64, '0'), t0 + 2 * day)).toBeNull();
      expect(await store.customer.referenceForLink('r4'.padEnd(64, '0'), t0 + 2 * day)).toBe(other);
      expect(await store.customer.revokeLinks(reference, t0 + 2 * day)).toBe(0);
      // A link made after the revoke works: the customer asked for a new one.
      await store.customer.addLink(reference, 'r5'.padEnd(64, '0'), t0 + 3 * day, t0 + 33 * day);
      expect(await store.customer.referenceForLink('r5'.padEnd(64, '0'), t0 + 3 * day)).toBe(reference);
    });

    it('of a deleted request open nothing', async () => {
      const reference = await newRequest();
      await store.customer.addLink(reference, 'd1'.padEnd(64, '0'), t0, t0 + 30 * day);
      await store.delete(reference);
      expect(await store.customer.referenceForLink('d1'.padEnd(64, '0'), t0)).toBeNull();
    });
  });

  describe('the conversation', () => {
    it('keeps messages oldest first with their files, claimed from the loose uploads, apart from the form files', async () => {
      const formFile = aFile('files', 'logo.png');
      await store.files.reserve(formFile.storedName, t0);
      const reference = await newRequest({ files: [formFile] });
      const answer = [aFile('files', 'sketch.pdf', 'application/pdf'), aFile('files', 'photo.png')];
      for (const file of answer) await store.files.reserve(file.storedName, t0);

      const asked = await store.customer.addMessage(
        reference,
        { author: 'shop', text: '¿Qué color?', files: [] },
        t0,
      );
      const answered = await store.customer.addMessage(
        reference,
        { author: 'customer', text: 'Azul, like this 😀', files: answer },
        t0 + 1000,
      );
      expect(asked).toMatchObject({ author: 'shop', text: '¿Qué color?', at: new Date(t0).toISOString() });
      expect(answered!.files.map((f) => [f.originalName, f.contentType])).toEqual([
        ['sketch.pdf', 'application/pdf'],
        ['photo.png', 'image/png'],
      ]);

      const messages = await store.customer.messages(reference);
      expect(messages).toEqual([asked, answered]);
      expect(messages[1].files.every((f) => Number.isInteger(f.id))).toBe(true);

      // Only the form's file is the request's; the rest belong to the conversation.
      expect((await store.get(reference))!.files.map((f) => f.originalName)).toEqual(['logo.png']);
      const detail = (await store.detail(reference))!;
      expect(detail.files.map((f) => f.originalName)).toEqual(['logo.png']);
      expect(detail.messages).toEqual(messages);
      const listed = (await store.list({ text: reference })).items[0];
      expect(listed.fileCount).toBe(1);

      // Claimed: none of them is a loose file the sweeper could take.
      const removable = await store.files.removable(t0 + 365 * day, t0 + 365 * day, 1000);
      for (const file of [formFile, ...answer]) expect(removable).not.toContain(file.storedName);
    });

    it('answers null and stores nothing for a request that does not exist', async () => {
      expect(
        await store.customer.addMessage('Q-NOPE00', { author: 'customer', text: 'Hi', files: [] }, t0),
      ).toBeNull();
      expect(await store.customer.messages('Q-NOPE00')).toEqual([]);
    });

    it('queues the e-mails about a message in its transaction, given the request and the message', async () => {
      await drainOutbox();
      const reference = await newRequest({ lang: 'es' });
      await drainOutbox();
      const seen: unknown[] = [];
      await store.customer.addMessage(
        reference,
        { author: 'shop', text: 'Hola', files: [] },
        t0,
        (submission, message) => {
          seen.push([submission.reference, submission.lang, message.text]);
          return [mail('message', 'A message from the shop')];
        },
      );
      expect(seen).toEqual([[reference, 'es', 'Hola']]);
      expect(await takeMails()).toEqual([['message', 'A message from the shop']]);
      // The e-mail to the customer is what the owner's "e-mail to the customer" shows.
      expect((await store.detail(reference))!.visitorDelivery).toMatchObject({ state: 'sent' });
    });

    it('stores nothing when composing its e-mails fails', async () => {
      const reference = await newRequest();
      await expect(
        store.customer.addMessage(reference, { author: 'shop', text: 'Hola', files: [] }, t0, () => {
          throw new Error('no template');
        }),
      ).rejects.toThrow('no template');
      expect(await store.customer.messages(reference)).toEqual([]);
    });

    it('shows unread answers and who wrote last in the list, "Waiting for you", and the counts', async () => {
      const before = (await store.counts()).waiting;
      const reference = await newRequest({ formId: 'waiting-test' });
      const quiet = await newRequest({ formId: 'waiting-test' });
      const spam = await newRequest({ formId: 'waiting-test', spamReason: 'honeypot' });
      const summary = async (ref: string) =>
        (await store.list({ formId: 'waiting-test' })).items.find((item) => item.reference === ref)!;

      expect(await summary(quiet)).toMatchObject({ unread: 0, lastMessageFrom: null });
      await store.customer.addMessage(reference, { author: 'shop', text: 'Q?', files: [] }, t0);
      expect(await summary(reference)).toMatchObject({ unread: 0, lastMessageFrom: 'shop' });
      expect((await store.list({ formId: 'waiting-test', waiting: true })).items).toEqual([]);

      await store.customer.addMessage(reference, { author: 'customer', text: 'A1', files: [] }, t0 + 1);
      await store.customer.addMessage(reference, { author: 'customer', text: 'A2', files: [] }, t0 + 2);
      await store.customer.addMessage(spam, { author: 'customer', text: 'Buy', files: [] }, t0 + 3);
      expect(await summary(reference)).toMatchObject({ unread: 2, lastMessageFrom: 'customer' });
      const waiting = await store.list({ formId: 'waiting-test', waiting: true, exceptStatus: 'spam' });
      expect(waiting.items.map((item) => item.reference)).toEqual([reference]);
      expect(waiting.total).toBe(1);
      // Spam is never waiting for the shop.
      expect((await store.counts()).waiting).toBe(before + 1);

      expect(await store.customer.markRead(reference, t0 + 10)).toBe(2);
      expect(await store.customer.markRead(reference, t0 + 11)).toBe(0);
      expect(await summary(reference)).toMatchObject({ unread: 0, lastMessageFrom: 'customer' });
      const read = await store.customer.messages(reference);
      expect(read.map((m) => m.readAt)).toEqual([
        null,
        new Date(t0 + 10).toISOString(),
        new Date(t0 + 10).toISOString(),
      ]);
      // Read, but still unanswered: waiting until the shop writes.
      expect((await store.counts()).waiting).toBe(before + 1);
      await store.customer.addMessage(reference, { author: 'shop', text: 'Done', files: [] }, t0 + 20);
      expect((await store.list({ formId: 'waiting-test', waiting: true, exceptStatus: 'spam' })).total).toBe(
        0,
      );
      expect((await store.counts()).waiting).toBe(before);

      const batches = [];
      for await (const batch of store.batches({ formId: 'waiting-test' }, 10)) batches.push(...batch);
      expect(batches.find((item) => item.reference === reference)).toMatchObject({
        unread: 0,
        lastMessageFrom: 'shop',
      });
    });
  });

  describe('proofs', () => {
    const approve = (version: number, nowMs: number) => ({
      version,
      kind: 'approve' as const,
      name: 'Ana Díaz',
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (jest)',
      nowMs,
    });

    it('are numbered v1, v2 per request, newest first, the older superseded, their files claimed', async () => {
      const reference = await newRequest();
      const other = await newRequest();
      const v1File = aFile('proof', 'wrap-v1.pdf', 'application/pdf');
      await store.files.reserve(v1File.storedName, t0);
      const v1 = await store.customer.addProof(reference, { file: v1File, note: 'First go' }, t0);
      expect(v1).toMatchObject({
        version: 1,
        note: 'First go',
        sentAt: new Date(t0).toISOString(),
        state: 'pending',
        superseded: false,
        decision: null,
        remindersSent: 0,
        file: { originalName: 'wrap-v1.pdf', contentType: 'application/pdf', sha256: v1File.sha256 },
      });
      expect(
        (await store.customer.addProof(other, { file: aFile('proof', 'x.png'), note: '' }, t0))!.version,
      ).toBe(1);
      const v2 = await store.customer.addProof(
        reference,
        { file: aFile('proof', 'wrap-v2.png'), note: '' },
        t0 + 1,
      );
      expect(v2).toMatchObject({ version: 2, superseded: false });

      const proofs = await store.customer.proofs(reference);
      expect(proofs.map((p) => [p.version, p.superseded, p.file.originalName])).toEqual([
        [2, false, 'wrap-v2.png'],
        [1, true, 'wrap-v1.pdf'],
      ]);
      expect((await store.detail(reference))!.proofs).toEqual(proofs);
      expect((await store.get(reference))!.files).toEqual([]);
      expect((await store.list({ text: reference })).items[0].fileCount).toBe(0);
      expect(await store.files.removable(t0 + 365 * day, t0 + 365 * day, 1000)).not.toContain(
        v1File.storedName,
      );
      expect(
        await store.customer.addProof('Q-NOPE00', { file: aFile('proof', 'y.png'), note: '' }, t0),
      ).toBeNull();
      expect(await store.customer.proofs('Q-NOPE00')).toEqual([]);
    });

    it('records an approval with the name, time, address, browser and the SHA-256 of the file shown', async () => {
      await drainOutbox();
      const reference = await newRequest();
      const file = aFile('proof', 'wrap.png');
      await store.customer.addProof(reference, { file, note: '' }, t0);
      await drainOutbox();
      const result = await store.customer.decide(reference, approve(1, t0 + day), (submission, proof) => [
        mail('confirmation', `${submission.reference} v${proof.version} approved`),
        mail('decision', 'Approved'),
      ]);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.submission.reference).toBe(reference);
      expect(result.proof).toMatchObject({
        version: 1,
        state: 'approved',
        superseded: false,
        decision: {
          kind: 'approve',
          name: 'Ana Díaz',
          comment: null,
          at: new Date(t0 + day).toISOString(),
          ip: '203.0.113.9',
          userAgent: 'Mozilla/5.0 (jest)',
          sha256: file.sha256,
        },
      });
      expect((await store.customer.proofs(reference))[0]).toEqual(result.proof);
      expect(await takeMails()).toEqual([
        ['confirmation', `${reference} v1 approved`],
        ['decision', 'Approved'],
      ]);
    });

    it('refuses a replayed decision as decided, and queues no e-mail for it', async () => {
      const reference = await newRequest();
      await store.customer.addProof(reference, { file: aFile('proof', 'wrap.png'), note: '' }, t0);
      await drainOutbox();
      const mails = jest.fn(() => [mail('confirmation', 'Approved')]);
      expect((await store.customer.decide(reference, approve(1, t0 + 1), mails)).ok).toBe(true);
      const replay = await store.customer.decide(reference, approve(1, t0 + 2), mails);
      expect(replay).toEqual({ ok: false, reason: 'decided' });
      const changes = await store.customer.decide(
        reference,
        { version: 1, kind: 'changes', comment: 'Wait', ip: null, userAgent: null, nowMs: t0 + 3 },
        mails,
      );
      expect(changes).toEqual({ ok: false, reason: 'decided' });
      expect(mails).toHaveBeenCalledTimes(1);
      expect(await pendingMails()).toBe(1);
      // The first decision stands as it was.
      expect((await store.customer.proofs(reference))[0].decision).toMatchObject({
        kind: 'approve',
        at: new Date(t0 + 1).toISOString(),
      });
      await drainOutbox();
    });

    it('refuses a decision on a superseded version, even one asked changes on, and answers not-found for none', async () => {
      const reference = await newRequest();
      await store.customer.addProof(reference, { file: aFile('proof', 'v1.png'), note: '' }, t0);
      const changes = await store.customer.decide(reference, {
        version: 1,
        kind: 'changes',
        comment: 'Bigger logo',
        ip: null,
        userAgent: null,
        nowMs: t0 + 1,
      });
      expect(changes.ok && changes.proof).toMatchObject({
        state: 'changes-requested',
        decision: { kind: 'changes', name: null, comment: 'Bigger logo' },
      });
      await store.customer.addProof(reference, { file: aFile('proof', 'v2.png'), note: 'Bigger' }, t0 + 2);
      const mails = jest.fn(() => [mail('confirmation', 'x')]);
      expect(await store.customer.decide(reference, approve(1, t0 + 3), mails)).toEqual({
        ok: false,
        reason: 'superseded',
      });
      // A v1 nobody decided on is refused the same way once v2 exists.
      const fresh = await newRequest();
      await store.customer.addProof(fresh, { file: aFile('proof', 'v1.png'), note: '' }, t0);
      await store.customer.addProof(fresh, { file: aFile('proof', 'v2.png'), note: '' }, t0 + 1);
      expect(await store.customer.decide(fresh, approve(1, t0 + 2), mails)).toEqual({
        ok: false,
        reason: 'superseded',
      });
      expect((await store.customer.proofs(fresh))[1]).toMatchObject({ state: 'pending', superseded: true });
      expect(await store.customer.decide(fresh, approve(3, t0 + 2), mails)).toEqual({
        ok: false,
        reason: 'not-found',
      });
      expect(await store.customer.decide('Q-NOPE00', approve(1, t0 + 2), mails)).toEqual({
        ok: false,
        reason: 'not-found',
      });
      expect(mails).not.toHaveBeenCalled();
      expect((await store.customer.decide(reference, approve(2, t0 + 4))).ok).toBe(true);
    });

    it('lets exactly one of two decisions at once through, from two processes', async () => {
      await drainOutbox();
      const other = await secondStore();
      try {
        for (let round = 0; round < 5; round += 1) {
          const reference = await newRequest();
          await store.customer.addProof(reference, { file: aFile('proof', 'v1.png'), note: '' }, t0);
          const mails = () => [mail('confirmation', reference)];
          const results = await Promise.all([
            store.customer.decide(reference, approve(1, t0 + 1), mails),
            other.customer.decide(
              reference,
              { version: 1, kind: 'changes', comment: 'No', ip: null, userAgent: null, nowMs: t0 + 1 },
              mails,
            ),
            store.customer.decide(reference, approve(1, t0 + 2), mails),
          ]);
          expect(results.filter((result) => result.ok)).toHaveLength(1);
          expect(results.filter((result) => !result.ok).map((r) => !r.ok && r.reason)).toEqual([
            'decided',
            'decided',
          ]);
        }
        expect(await pendingMails()).toBe(5);
      } finally {
        await closeSecond(other);
        await drainOutbox();
      }
    });

    it('refuses a decision on a version raced by a new one: the decision or the new version comes first', async () => {
      const other = await secondStore();
      try {
        for (let round = 0; round < 5; round += 1) {
          const reference = await newRequest();
          await store.customer.addProof(reference, { file: aFile('proof', 'v1.png'), note: '' }, t0);
          const [decided] = await Promise.all([
            other.customer.decide(reference, approve(1, t0 + 1)),
            store.customer.addProof(reference, { file: aFile('proof', 'v2.png'), note: '' }, t0 + 1),
          ]);
          const [v2, v1] = await store.customer.proofs(reference);
          expect(v2).toMatchObject({ version: 2, state: 'pending', superseded: false });
          // Either v1 was approved before v2 came (and stays approved, superseded), or refused.
          expect(v1.state).toBe(decided.ok ? 'approved' : 'pending');
          if (!decided.ok) expect(decided.reason).toBe('superseded');
        }
      } finally {
        await closeSecond(other);
      }
    });
  });

  describe('reminders', () => {
    const [first, second] = reminderDelaysMs;
    const remind = (submission: { reference: string }, proof: { version: number; remindersSent: number }) => [
      mail('reminder', `${submission.reference} v${proof.version} reminder ${proof.remindersSent}`),
    ];

    /** A request of its own with proof v1 sent at `sentMs`; the other tests' proofs are sent at t0. */
    const withProof = async (sentMs: number) => {
      const reference = await newRequest();
      await store.customer.addProof(reference, { file: aFile('proof', 'v1.png'), note: '' }, sentMs);
      return reference;
    };

    /** The reminders queued for `reference` at `nowMs`. */
    const sweep = async (reference: string, nowMs: number) => {
      await store.customer.sendDueReminders(nowMs, remind);
      return (await takeMails()).filter(([, subject]) => subject.startsWith(reference));
    };

    // Far from t0, so the proofs of the other tests are long past both reminders.
    const sent = t0 + 1000 * day;

    it('go out once after 2 days and once after 5, none before and none after', async () => {
      await store.customer.sendDueReminders(sent + 10 * day, remind);
      await drainOutbox();
      const reference = await withProof(sent);
      expect(await sweep(reference, sent + first - 1)).toEqual([]);
      expect(await sweep(reference, sent + first)).toEqual([['reminder', `${reference} v1 reminder 1`]]);
      expect(await sweep(reference, sent + first + 1)).toEqual([]);
      expect(await sweep(reference, sent + second - 1)).toEqual([]);
      expect(await sweep(reference, sent + second)).toEqual([['reminder', `${reference} v1 reminder 2`]]);
      expect(await sweep(reference, sent + 30 * day)).toEqual([]);
      expect((await store.customer.proofs(reference))[0].remindersSent).toBe(2);
    });

    it('go out one at a time for a proof seen late', async () => {
      await drainOutbox();
      const reference = await withProof(sent);
      expect(await sweep(reference, sent + 6 * day)).toEqual([['reminder', `${reference} v1 reminder 1`]]);
    });

    it('stop once the customer decides', async () => {
      await drainOutbox();
      const reference = await withProof(sent);
      expect(await sweep(reference, sent + first)).toHaveLength(1);
      await store.customer.decide(reference, {
        version: 1,
        kind: 'changes',
        comment: 'Red',
        ip: null,
        userAgent: null,
        nowMs: sent + first + 1,
      });
      expect(await sweep(reference, sent + second)).toEqual([]);
      expect(await sweep(reference, sent + 30 * day)).toEqual([]);
    });

    it('stop for a version once a newer one is sent, and start again for the new one', async () => {
      await drainOutbox();
      const reference = await withProof(sent);
      await store.customer.addProof(reference, { file: aFile('proof', 'v2.png'), note: '' }, sent + day);
      expect(await sweep(reference, sent + first)).toEqual([]);
      expect(await sweep(reference, sent + day + first)).toEqual([
        ['reminder', `${reference} v2 reminder 1`],
      ]);
      const [v2, v1] = await store.customer.proofs(reference);
      expect([v2.remindersSent, v1.remindersSent]).toEqual([1, 0]);
    });

    it('do not go out for a cancelled request', async () => {
      await drainOutbox();
      const reference = await withProof(sent);
      await store.updateStatus(reference, 'cancelled');
      expect(await sweep(reference, sent + second)).toEqual([]);
    });

    it('are queued once when two processes sweep at once', async () => {
      // Every reminder still due for the earlier tests' proofs goes first (one per proof a sweep).
      const at = sent + 100 * day;
      await store.customer.sendDueReminders(at, remind);
      await store.customer.sendDueReminders(at, remind);
      await drainOutbox();
      const other = await secondStore();
      try {
        const references = [await withProof(at), await withProof(at), await withProof(at)];
        const counts = await Promise.all([
          store.customer.sendDueReminders(at + first, remind),
          other.customer.sendDueReminders(at + first, remind),
          store.customer.sendDueReminders(at + first, remind),
        ]);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
        const queued = await takeMails();
        expect(queued.map(([, subject]) => subject).sort()).toEqual(
          references.map((reference) => `${reference} v1 reminder 1`).sort(),
        );
      } finally {
        await closeSecond(other);
      }
    });
  });

  describe('deleting a request', () => {
    it('removes its messages, proofs and links, and lets go of every file of it', async () => {
      const formFile = aFile('files', 'logo.png');
      const messageFile = aFile('files', 'answer.png');
      const proofFile = aFile('proof', 'wrap.pdf', 'application/pdf');
      const reference = await newRequest({ files: [formFile] });
      const kept = await newRequest();
      await store.customer.addLink(reference, 'del'.padEnd(64, '0'), t0, t0 + 30 * day);
      await store.customer.addMessage(
        reference,
        { author: 'customer', text: 'Hi', files: [messageFile] },
        t0,
      );
      await store.customer.addProof(reference, { file: proofFile, note: '' }, t0);
      await store.customer.addMessage(kept, { author: 'shop', text: 'Stays', files: [] }, t0);
      const names = [formFile, messageFile, proofFile].map((file) => file.storedName);
      const removableNow = () => store.files.removable(Date.now(), 0, 10_000);
      for (const name of names) expect(await removableNow()).not.toContain(name);

      expect(await store.delete(reference)).toBe(true);
      const removable = await removableNow();
      for (const name of names) expect(removable).toContain(name);
      expect(await store.customer.messages(reference)).toEqual([]);
      expect(await store.customer.proofs(reference)).toEqual([]);
      expect(await store.customer.referenceForLink('del'.padEnd(64, '0'), t0)).toBeNull();
      expect(await store.customer.messages(kept)).toHaveLength(1);
      await store.files.forget(names);
    });

    it('of spam by the purge does the same', async () => {
      const messageFile = aFile('files', 'spam.png');
      const reference = await newRequest({ spamReason: 'too-fast' });
      await store.customer.addMessage(
        reference,
        { author: 'customer', text: 'Buy', files: [messageFile] },
        t0,
      );
      const purged = await store.purgeSpam(new Date(Date.now() + day).toISOString());
      expect(purged).toContain(reference);
      expect(await store.files.removable(Date.now(), 0, 10_000)).toContain(messageFile.storedName);
      expect(await store.customer.messages(reference)).toEqual([]);
    });
  });
});
