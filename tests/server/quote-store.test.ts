/**
 * Priced quotes in the store (server/store/quote-queries.ts): versions, the status and history
 * they set, accepting and declining once, extensions, the inbox's "Quote accepted" and the
 * accountant's list, on SQLite and (with TEST_DATABASE_URL) PostgreSQL. Clocks are passed in:
 * nothing here sleeps.
 */
import { quoteDigest } from '../../server/quotes/quote-digest.ts';
import type {
  NewMail,
  NewQuote,
  NewSubmission,
  QuoteDecisionInput,
  SubmissionStore,
} from '../../server/store/types.ts';
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

/** Three lines, 10% off and 7.25% tax: 2 × $12.50 + 1.5 × $80.00 + 1 × $19.99 = $164.99. */
const aQuote = (overrides: Partial<NewQuote> = {}): NewQuote => ({
  lines: [
    {
      description: 'Business cards',
      quantity: 2,
      unitCents: 1250,
      source: 'printing:business-cards',
      amountCents: 2500,
    },
    { description: 'Design, hours', quantity: 1.5, unitCents: 8000, amountCents: 12000 },
    { description: 'Rush', quantity: 1, unitCents: 1999, amountCents: 1999 },
  ],
  discount: { kind: 'percent', percent: 10 },
  taxRatePercent: 7.25,
  totals: { subtotalCents: 16499, discountCents: 1650, taxCents: 1077, totalCents: 15926 },
  currency: 'USD',
  validUntil: '2026-03-31',
  note: 'Prices include set-up. ¿Dudas? Escríbanos 😀',
  ...overrides,
});

const mail = (kind: NewMail['kind'], subject: string): NewMail => ({
  kind,
  message: { to: ['ana@example.com'], subject, text: subject },
});

describe.each(backendNames)('quotes in the store on %s', (backendName) => {
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

  /** A second process's store: on PostgreSQL its own pool; on SQLite the same one (see customer-store.test.ts). */
  const secondStore = async () => (backendName === 'postgres' ? backend.open() : store);
  const closeSecond = async (other: SubmissionStore) => {
    if (other !== store) await other.close();
  };

  const newRequest = async (overrides: Partial<NewSubmission> = {}) =>
    (await store.insert(sample(overrides))).reference;

  /** Sends a quote with the digest the server uses. */
  const send = (
    reference: string,
    nowMs: number,
    quote = aQuote(),
    mails?: Parameters<SubmissionStore['quotes']['addQuote']>[4],
  ) =>
    store.quotes.addQuote(
      reference,
      quote,
      (version, shown) => quoteDigest(reference, version, shown),
      nowMs,
      mails,
    );

  /** The request with a quote sent at t0: its reference and the quote. */
  const withQuote = async (overrides: Partial<NewSubmission> = {}) => {
    const reference = await newRequest(overrides);
    const quote = (await send(reference, t0))!;
    return { reference, quote };
  };

  const accept = (version: number, sha256: string, nowMs = t0 + day): QuoteDecisionInput => ({
    version,
    kind: 'accept',
    name: 'Ana Díaz',
    sha256,
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0 (jest)',
    nowMs,
  });

  const decline = (version: number, sha256: string, nowMs = t0 + day): QuoteDecisionInput => ({
    version,
    kind: 'decline',
    reason: 'other',
    comment: 'We found a closer shop',
    sha256,
    ip: null,
    userAgent: null,
    nowMs,
  });

  const later = () => Date.now() + 5000 * day;

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

  describe('sending', () => {
    it('numbers the quotes v1, v2 per request, newest first, the older superseded', async () => {
      const reference = await newRequest();
      const other = await newRequest();
      const v1 = await send(reference, t0);
      expect(v1).toMatchObject({
        version: 1,
        sentAt: new Date(t0).toISOString(),
        state: 'sent',
        superseded: false,
        decision: null,
        extensions: [],
      });
      expect((await send(other, t0))!.version).toBe(1);
      const v2 = await send(reference, t0 + 1, aQuote({ note: 'Second go' }));
      expect(v2).toMatchObject({ version: 2, superseded: false, note: 'Second go' });

      const quotes = await store.quotes.quotes(reference);
      expect(quotes.map((q) => [q.version, q.superseded, q.note])).toEqual([
        [2, false, 'Second go'],
        [1, true, v1!.note],
      ]);
      expect(quotes[0]).toEqual(v2);
      expect(quotes[1]).toEqual({ ...v1, superseded: true });
      expect((await store.detail(reference))!.quotes).toEqual(quotes);
      expect(await send('Q-NOPE00', t0)).toBeNull();
      expect(await store.quotes.quotes('Q-NOPE00')).toEqual([]);
    });

    it('keeps the amounts it computes, never the ones it is given, and the rate and discount exactly', async () => {
      const reference = await newRequest();
      const tampered = aQuote({
        lines: aQuote().lines.map((line) => ({ ...line, amountCents: 1 })),
        totals: { subtotalCents: 1, discountCents: 0, taxCents: 0, totalCents: 1 },
        // Typed in another order: stored (and hashed) in one.
        discount: { percent: 10, kind: 'percent' } as NewQuote['discount'],
      });
      const quote = (await send(reference, t0, tampered))!;
      expect(quote.lines).toEqual([
        {
          description: 'Business cards',
          quantity: 2,
          unitCents: 1250,
          source: 'printing:business-cards',
          amountCents: 2500,
        },
        { description: 'Design, hours', quantity: 1.5, unitCents: 8000, amountCents: 12000 },
        { description: 'Rush', quantity: 1, unitCents: 1999, amountCents: 1999 },
      ]);
      expect(quote.totals).toEqual(aQuote().totals);
      expect(quote.taxRatePercent).toBe(7.25);
      expect(JSON.stringify(quote.discount)).toBe('{"kind":"percent","percent":10}');
      expect(quote.currency).toBe('USD');
      expect(quote.validUntil).toBe('2026-03-31');
      expect(quote.note).toBe(aQuote().note);
      // The digest of what is stored and shown, version included.
      expect(quote.sha256).toBe(quoteDigest(reference, 1, aQuote()));
      expect(quote.sha256).toMatch(/^[0-9a-f]{64}$/);

      const plain = (await send(
        reference,
        t0 + 1,
        aQuote({ discount: { kind: 'amount', cents: 500 }, taxRatePercent: null, note: '' }),
      ))!;
      expect(plain).toMatchObject({
        discount: { kind: 'amount', cents: 500 },
        taxRatePercent: null,
        totals: { subtotalCents: 16499, discountCents: 500, taxCents: 0, totalCents: 15999 },
      });
      expect(plain.sha256).not.toBe(quote.sha256);
      const odd = (await send(reference, t0 + 2, aQuote({ taxRatePercent: 8.875, discount: null })))!;
      expect(odd.taxRatePercent).toBe(8.875);
      expect(odd.totals).toEqual({
        subtotalCents: 16499,
        discountCents: 0,
        taxCents: 1464,
        totalCents: 17963,
      });
      expect((await store.quotes.quotes(reference)).map((q) => q.taxRatePercent)).toEqual([
        8.875,
        null,
        7.25,
      ]);
    });

    it("sets the request's status to quoted, with a history entry for the version, and queues its e-mails", async () => {
      await drainOutbox();
      const reference = await newRequest({ lang: 'es' });
      await drainOutbox();
      const seen: unknown[] = [];
      await send(reference, t0 + 5 * day, aQuote(), (submission, quote) => {
        seen.push([
          submission.reference,
          submission.status,
          submission.lang,
          quote.version,
          quote.totals.totalCents,
        ]);
        return [mail('quote', `Quote v${quote.version}`)];
      });
      expect(seen).toEqual([[reference, 'quoted', 'es', 1, 15926]]);
      const detail = (await store.detail(reference))!;
      expect(detail.status).toBe('quoted');
      expect(detail.updatedAt).toBe(new Date(t0 + 5 * day).toISOString());
      expect(detail.history).toEqual([
        { status: 'received', at: detail.createdAt, by: 'visitor' },
        {
          status: 'quoted',
          at: new Date(t0 + 5 * day).toISOString(),
          by: 'owner',
          event: 'quote-sent',
          version: 1,
        },
      ]);
      // A plain status change keeps its plain entry: no event, no version keys.
      await store.updateStatus(reference, 'in-production');
      expect((await store.detail(reference))!.history[2]).toEqual({
        status: 'in-production',
        at: expect.any(String),
        by: 'owner',
      });
      // A new version moves the request back to quoted.
      await send(reference, t0 + 6 * day);
      const after = (await store.detail(reference))!;
      expect(after.status).toBe('quoted');
      expect(after.history.at(-1)).toEqual({
        status: 'quoted',
        at: new Date(t0 + 6 * day).toISOString(),
        by: 'owner',
        event: 'quote-sent',
        version: 2,
      });
      // The outbox takes the new kind, and the owner sees it as the e-mail to the customer.
      expect(await takeMails()).toEqual([['quote', 'Quote v1']]);
      expect(after.visitorDelivery).toMatchObject({ state: 'pending' });
      expect((await store.detail(reference))!.visitorDelivery).toMatchObject({ state: 'sent' });
    });

    it('stores nothing, and leaves the status, when composing its e-mails fails', async () => {
      const reference = await newRequest();
      await expect(
        send(reference, t0, aQuote(), () => {
          throw new Error('no template');
        }),
      ).rejects.toThrow('no template');
      const detail = (await store.detail(reference))!;
      expect(detail.quotes).toEqual([]);
      expect(detail.status).toBe('received');
      expect(detail.history).toHaveLength(1);
    });
  });

  describe('deciding', () => {
    it('records an acceptance with the name, time, address, browser and the SHA-256 shown, once, with e-mails', async () => {
      const { reference, quote } = await withQuote();
      await drainOutbox();
      const mails = jest.fn(
        (submission: { reference: string }, decided: { version: number; state: string }) => [
          mail('quote-decision', `${submission.reference} v${decided.version} ${decided.state}`),
          mail('quote-confirmation', 'Thank you'),
        ],
      );
      const result = await store.quotes.decide(reference, accept(1, quote.sha256), mails);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.submission.reference).toBe(reference);
      expect(result.quote).toEqual({
        ...quote,
        state: 'accepted',
        decision: {
          kind: 'accept',
          name: 'Ana Díaz',
          reason: null,
          comment: null,
          at: new Date(t0 + day).toISOString(),
          ip: '203.0.113.9',
          userAgent: 'Mozilla/5.0 (jest)',
          sha256: quote.sha256,
        },
      });
      expect((await store.quotes.quotes(reference))[0]).toEqual(result.quote);
      expect(await takeMails()).toEqual([
        ['quote-decision', `${reference} v1 accepted`],
        ['quote-confirmation', 'Thank you'],
      ]);
      const detail = (await store.detail(reference))!;
      // The acceptance is an entry in the history; the request stays quoted until the owner moves it.
      expect(detail.status).toBe('quoted');
      expect(detail.history.at(-1)).toEqual({
        status: 'quoted',
        at: new Date(t0 + day).toISOString(),
        by: 'visitor',
        event: 'quote-accepted',
        version: 1,
      });

      // A replay, or a decline after it, is refused as decided and e-mails nobody.
      expect(await store.quotes.decide(reference, accept(1, quote.sha256, t0 + 2 * day), mails)).toEqual({
        ok: false,
        reason: 'decided',
      });
      expect(await store.quotes.decide(reference, decline(1, quote.sha256), mails)).toEqual({
        ok: false,
        reason: 'decided',
      });
      expect(mails).toHaveBeenCalledTimes(1);
      expect(await takeMails()).toEqual([]);
      expect((await store.quotes.quotes(reference))[0]).toEqual(result.quote);
      expect((await store.detail(reference))!.history).toHaveLength(detail.history.length);
    });

    it('records a decline with its reason and comment, and the history keeps the current status', async () => {
      const { reference, quote } = await withQuote();
      await store.updateStatus(reference, 'in-production');
      const result = await store.quotes.decide(reference, {
        ...decline(1, quote.sha256),
        reason: 'price',
        comment: undefined,
      });
      expect(result.ok && result.quote).toMatchObject({
        state: 'declined',
        decision: { kind: 'decline', name: null, reason: 'price', comment: null, ip: null, userAgent: null },
      });
      const other = await withQuote();
      const written = await store.quotes.decide(other.reference, decline(1, other.quote.sha256));
      expect(written.ok && written.quote.decision).toMatchObject({
        kind: 'decline',
        reason: 'other',
        comment: 'We found a closer shop',
      });
      const detail = (await store.detail(reference))!;
      expect(detail.status).toBe('in-production');
      expect(detail.history.at(-1)).toMatchObject({
        status: 'in-production',
        by: 'visitor',
        event: 'quote-declined',
        version: 1,
      });
    });

    it('refuses a superseded version, a changed quote and one that does not exist', async () => {
      const { reference, quote: v1 } = await withQuote();
      const mails = jest.fn(() => [mail('quote-decision', 'x')]);
      const v2 = (await send(reference, t0 + 1, aQuote({ note: 'v2' })))!;
      expect(await store.quotes.decide(reference, accept(1, v1.sha256), mails)).toEqual({
        ok: false,
        reason: 'superseded',
      });
      expect(await store.quotes.decide(reference, accept(2, v1.sha256), mails)).toEqual({
        ok: false,
        reason: 'changed',
      });
      expect(await store.quotes.decide(reference, accept(3, v2.sha256), mails)).toEqual({
        ok: false,
        reason: 'not-found',
      });
      expect(await store.quotes.decide('Q-NOPE00', accept(1, v2.sha256), mails)).toEqual({
        ok: false,
        reason: 'not-found',
      });
      expect(mails).not.toHaveBeenCalled();
      const quotes = await store.quotes.quotes(reference);
      expect(quotes.map((q) => [q.version, q.state, q.superseded])).toEqual([
        [2, 'sent', false],
        [1, 'sent', true],
      ]);
      expect((await store.quotes.decide(reference, accept(2, v2.sha256))).ok).toBe(true);
      // An accepted quote stays accepted, and superseded, once a newer one is sent.
      await send(reference, t0 + 2);
      expect((await store.quotes.quotes(reference)).map((q) => [q.version, q.state, q.superseded])).toEqual([
        [3, 'sent', false],
        [2, 'accepted', true],
        [1, 'sent', true],
      ]);
      expect(await store.quotes.decide(reference, accept(2, v2.sha256))).toEqual({
        ok: false,
        reason: 'superseded',
      });
    });

    it('lets exactly one of two decisions at once through, from two processes', async () => {
      await drainOutbox();
      const other = await secondStore();
      try {
        for (let round = 0; round < 5; round += 1) {
          const { reference, quote } = await withQuote();
          await drainOutbox();
          const mails = () => [mail('quote-decision', reference)];
          const results = await Promise.all([
            store.quotes.decide(reference, accept(1, quote.sha256), mails),
            other.quotes.decide(reference, decline(1, quote.sha256), mails),
            store.quotes.decide(reference, accept(1, quote.sha256, t0 + 2 * day), mails),
          ]);
          expect(results.filter((result) => result.ok)).toHaveLength(1);
          expect(results.filter((result) => !result.ok).map((r) => !r.ok && r.reason)).toEqual([
            'decided',
            'decided',
          ]);
          expect(await takeMails()).toEqual([['quote-decision', reference]]);
          const entries = (await store.detail(reference))!.history.filter((h) =>
            h.event?.startsWith('quote-'),
          );
          expect(entries.map((h) => h.event)).toEqual([
            'quote-sent',
            expect.stringMatching(/^quote-(accepted|declined)$/),
          ]);
        }
      } finally {
        await closeSecond(other);
      }
    });
  });

  describe('extending', () => {
    it('moves the date of the newest open quote, recorded, with a new SHA-256 the old one no longer matches', async () => {
      const { reference, quote } = await withQuote();
      const shown = { ...quote, validUntil: '2026-04-15' };
      const sha256 = quoteDigest(reference, 1, shown);
      const extended = await store.quotes.extend(reference, 1, '2026-04-15', sha256, t0 + 2 * day);
      expect(extended).toEqual({
        ...quote,
        validUntil: '2026-04-15',
        sha256,
        extensions: [{ from: '2026-03-31', to: '2026-04-15', at: new Date(t0 + 2 * day).toISOString() }],
      });
      expect(sha256).not.toBe(quote.sha256);
      const again = await store.quotes.extend(
        reference,
        1,
        '2026-05-01',
        quoteDigest(reference, 1, { ...quote, validUntil: '2026-05-01' }),
        t0 + 3 * day,
      );
      expect(again!.extensions.map((e) => [e.from, e.to])).toEqual([
        ['2026-03-31', '2026-04-15'],
        ['2026-04-15', '2026-05-01'],
      ]);
      expect((await store.quotes.quotes(reference))[0]).toEqual(again);
      const detail = (await store.detail(reference))!;
      expect(detail.history.slice(-2)).toEqual([
        {
          status: 'quoted',
          at: new Date(t0 + 2 * day).toISOString(),
          by: 'owner',
          event: 'quote-extended',
          version: 1,
        },
        {
          status: 'quoted',
          at: new Date(t0 + 3 * day).toISOString(),
          by: 'owner',
          event: 'quote-extended',
          version: 1,
        },
      ]);

      // The customer's page showed the quote before the extension: reload, then accept.
      expect(await store.quotes.decide(reference, accept(1, quote.sha256))).toEqual({
        ok: false,
        reason: 'changed',
      });
      const accepted = await store.quotes.decide(reference, accept(1, again!.sha256));
      expect(accepted.ok && accepted.quote.decision?.sha256).toBe(again!.sha256);
    });

    it('refuses a decided quote, a superseded one and one that does not exist, changing nothing', async () => {
      const { reference, quote } = await withQuote();
      await store.quotes.decide(reference, decline(1, quote.sha256));
      const before = await store.quotes.quotes(reference);
      expect(await store.quotes.extend(reference, 1, '2026-06-01', 'f'.repeat(64), t0 + day)).toBeNull();
      expect(await store.quotes.quotes(reference)).toEqual(before);

      const open = await withQuote();
      await send(open.reference, t0 + 1);
      expect(await store.quotes.extend(open.reference, 1, '2026-06-01', 'f'.repeat(64), t0 + day)).toBeNull();
      expect(await store.quotes.extend(open.reference, 3, '2026-06-01', 'f'.repeat(64), t0 + day)).toBeNull();
      expect(await store.quotes.extend('Q-NOPE00', 1, '2026-06-01', 'f'.repeat(64), t0 + day)).toBeNull();
      expect((await store.quotes.quotes(open.reference)).every((q) => q.extensions.length === 0)).toBe(true);
      const detail = (await store.detail(open.reference))!;
      expect(detail.history.filter((h) => h.event === 'quote-extended')).toEqual([]);
    });

    it('and a decision at the same moment: the decision as shown, or the extension and a refusal as changed', async () => {
      const other = await secondStore();
      try {
        for (let round = 0; round < 5; round += 1) {
          const { reference, quote } = await withQuote();
          const sha256 = quoteDigest(reference, 1, { ...quote, validUntil: '2026-04-30' });
          const [decided, extended] = await Promise.all([
            other.quotes.decide(reference, accept(1, quote.sha256)),
            store.quotes.extend(reference, 1, '2026-04-30', sha256, t0 + 1),
          ]);
          const [stored] = await store.quotes.quotes(reference);
          if (decided.ok) {
            expect(extended).toBeNull();
            expect(stored).toMatchObject({
              state: 'accepted',
              validUntil: '2026-03-31',
              sha256: quote.sha256,
            });
          } else {
            expect(decided.reason).toBe('changed');
            expect(stored).toMatchObject({ state: 'sent', validUntil: '2026-04-30', sha256 });
          }
        }
      } finally {
        await closeSecond(other);
      }
    });
  });

  describe('the inbox', () => {
    it('lists the requests whose quote was accepted and not moved on, counts them, and shows each quote state', async () => {
      const formId = `accepted-test-${backendName}`;
      const before = (await store.counts()).accepted;
      const none = await newRequest({ formId });
      const open = await withQuote({ formId });
      const accepted = await withQuote({ formId });
      await store.quotes.decide(accepted.reference, accept(1, accepted.quote.sha256));
      const movedOn = await withQuote({ formId });
      await store.quotes.decide(movedOn.reference, accept(1, movedOn.quote.sha256));
      await store.updateStatus(movedOn.reference, 'in-production');
      const requoted = await withQuote({ formId });
      await store.quotes.decide(requoted.reference, accept(1, requoted.quote.sha256));
      await send(requoted.reference, t0 + 1);
      const declined = await withQuote({ formId });
      await store.quotes.decide(declined.reference, decline(1, declined.quote.sha256));

      const list = await store.list({ formId });
      const states = Object.fromEntries(list.items.map((item) => [item.reference, item.quoteState]));
      expect(states).toEqual({
        [none]: null,
        [open.reference]: 'sent',
        [accepted.reference]: 'accepted',
        [movedOn.reference]: 'accepted',
        [requoted.reference]: 'sent',
        [declined.reference]: 'declined',
      });
      const only = await store.list({ formId, accepted: true });
      expect(only.items.map((item) => item.reference)).toEqual([accepted.reference]);
      expect(only.total).toBe(1);
      expect((await store.counts()).accepted).toBe(before + 1);

      const batches = [];
      for await (const batch of store.batches({ formId, accepted: true }, 10)) batches.push(...batch);
      expect(batches.map((item) => [item.reference, item.quoteState])).toEqual([
        [accepted.reference, 'accepted'],
      ]);
      // The request itself carries no list extras.
      expect(await store.get(accepted.reference)).not.toHaveProperty('quoteState');
      expect(await store.detail(accepted.reference)).not.toHaveProperty('quoteState');

      await store.updateStatus(accepted.reference, 'in-production');
      expect((await store.list({ formId, accepted: true })).total).toBe(0);
      expect((await store.counts()).accepted).toBe(before);
    });

    it('gives the accountant every accepted quote with its request, newest acceptance first', async () => {
      const formId = `export-test-${backendName}`;
      const first = await withQuote({ formId, data: { firstName: 'Ana', email: 'ana@example.com' } });
      const second = await withQuote({ formId, data: { firstName: 'Bo', email: 'bo@example.com' } });
      const ignored = await withQuote({ formId });
      // Accepted at a time after every other test's acceptance, so these come first.
      const late = t0 + 4000 * day;
      await store.quotes.extend(
        first.reference,
        1,
        '2026-04-30',
        quoteDigest(first.reference, 1, { ...first.quote, validUntil: '2026-04-30' }),
        late,
      );
      const [extended] = await store.quotes.quotes(first.reference);
      await store.quotes.decide(first.reference, accept(1, extended.sha256, late + 1));
      await store.quotes.decide(second.reference, accept(1, second.quote.sha256, late + 2));
      await store.quotes.decide(ignored.reference, decline(1, ignored.quote.sha256, late + 3));
      // Accepted, then superseded by a new version: still an accepted quote for the books.
      await send(second.reference, late + 4);

      const rows = await store.quotes.accepted();
      expect(rows.slice(0, 2).map((row) => [row.reference, row.formId, row.data.firstName])).toEqual([
        [second.reference, formId, 'Bo'],
        [first.reference, formId, 'Ana'],
      ]);
      expect(rows[0].quote).toEqual((await store.quotes.quotes(second.reference))[1]);
      expect(rows[0].quote.superseded).toBe(true);
      expect(rows[1].quote).toEqual((await store.quotes.quotes(first.reference))[0]);
      expect(rows[1].quote.extensions).toHaveLength(1);
      expect(rows.every((row) => row.quote.state === 'accepted')).toBe(true);
      expect(rows.map((row) => row.reference)).not.toContain(ignored.reference);
    });
  });

  describe('deleting a request', () => {
    it('removes its quotes and their extensions', async () => {
      const { reference, quote } = await withQuote();
      const kept = await withQuote();
      await store.quotes.extend(
        reference,
        1,
        '2026-04-30',
        quoteDigest(reference, 1, { ...quote, validUntil: '2026-04-30' }),
        t0 + 1,
      );
      const rowsOf = (table: 'quotes' | 'quote_extensions') =>
        store.backup.snapshot((tables) => tables.rows(table, null, 100_000));
      const quoteId = (await store.quotes.quotes(reference))[0].id;
      expect((await rowsOf('quote_extensions')).some((row) => row.quote_id === quoteId)).toBe(true);

      expect(await store.delete(reference)).toBe(true);
      expect(await store.quotes.quotes(reference)).toEqual([]);
      expect((await rowsOf('quotes')).some((row) => row.id === quoteId)).toBe(false);
      expect((await rowsOf('quote_extensions')).some((row) => row.quote_id === quoteId)).toBe(false);
      expect(await store.quotes.quotes(kept.reference)).toHaveLength(1);
    });
  });
});
