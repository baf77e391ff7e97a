/**
 * Priced quotes (docs/owner-guide.md "Quotes") through the real app, on SQLite and on PostgreSQL, with a
 * real SMTP peer and a clock the test moves: the server prices every quote itself, freezes it as
 * a version, takes one decision on the newest version as shown, refuses an Accept after the
 * valid-until day in the shop's time zone, keeps accepted quotes unchangeable, and exports them.
 */
import { parse } from 'csv-parse/sync';
import type { IntakeApp } from './fixtures/intake-helpers.ts';
import {
  buildNotifyingApp,
  notifyTo,
  startSmtpPeer,
  waitUntil,
  type NotifyingApp,
  type ReceivedMail,
  type SmtpPeer,
} from './fixtures/notify-helpers.ts';
import { postForm, setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

jest.setTimeout(60_000);

const origin = 'http://localhost:80';
/** 2026-11-20 10:00 in Indianapolis (UTC−5): the shop's day is the 20th. */
const start = Date.parse('2026-11-20T15:00:00.000Z');

const tokenOf = (mail: ReceivedMail) => {
  const token = /\/my-request\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in "${mail.header('subject')}"`);
  return token;
};

/** Three lines, one from the catalogue, 10 % off and 7 % tax; the tampered amounts must be ignored. */
const quoteBody = {
  lines: [
    {
      description: 'Business cards, 500',
      quantity: 1,
      unitCents: 4999,
      source: 'printing:business-cards',
      amountCents: 1,
    },
    { description: 'Design, hours', quantity: 2.5, unitCents: 6000 },
    { description: 'Vinyl lettering', quantity: 3, unitCents: 1333 },
  ],
  discount: { kind: 'percent', percent: 10 },
  taxRatePercent: 7,
  note: 'Thank you!',
  totals: { subtotalCents: 1, discountCents: 0, taxCents: 0, totalCents: 1 },
  totalCents: 1,
};
// 4999 + 15000 + 3999 = 23998; −2400 = 21598; tax round(1511.86) = 1512; total 23110.
const expectedTotals = { subtotalCents: 23998, discountCents: 2400, taxCents: 1512, totalCents: 23110 };

/** Every string in an API answer that is a page path with a language prefix, where it is. */
function localizedPaths(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return /^\/(es|en)(\/|$)/.test(value) ? [`${at}: ${value}`] : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => localizedPaths(inner, `${at}.${key}`));
  return [];
}

describe.each(backendNames)('priced quotes (%s)', (backendName) => {
  let backend: StoreBackend;
  let peer: SmtpPeer;
  let intake: NotifyingApp;
  let owner: Owner;
  let clock = start;

  beforeAll(async () => {
    backend = createBackend(backendName);
    peer = await startSmtpPeer();
    intake = await buildNotifyingApp(
      backend,
      { smtpUrl: peer.url, to: notifyTo, from: 'site@print.example' },
      { now: () => clock },
    );
    await setOwnerPassword(intake as unknown as IntakeApp);
    owner = await signedInOwner(intake as unknown as IntakeApp);
  });
  beforeEach(() => {
    clock = start;
  });
  afterAll(async () => {
    await intake.close();
    await peer.close();
    await backend.cleanup();
  });

  const waitForMail = (to: string, subject: string) =>
    waitUntil(
      () => peer.mails.find((m) => m.rcptTo.includes(to) && (m.header('subject') ?? '').includes(subject)),
      `an e-mail to ${to} about "${subject}"`,
    );

  async function request(email: string, lang = 'es') {
    const reference = await postForm(intake as unknown as IntakeApp, 'contact', {
      firstName: 'Lucía',
      email,
      serviceType: 'other',
      message: 'Tarjetas y rotulación',
      _lang: lang,
    });
    const receipt = await waitForMail(email, reference);
    return { reference, token: tokenOf(receipt) };
  }

  const sendQuote = (reference: string, body: unknown = quoteBody) =>
    owner.send('POST', `/api/owner/submissions/${reference}/quotes`, body as Record<string, unknown>);
  const view = async (token: string) =>
    (await intake.app.inject({ method: 'GET', url: `/api/customer/requests/${token}` })).json();
  const decide = (token: string, version: number, body: Record<string, unknown>) =>
    intake.app.inject({
      method: 'POST',
      url: `/api/customer/requests/${token}/quotes/${version}/decision`,
      payload: body,
      headers: { origin, 'user-agent': 'QuoteTest/1.0' },
    });

  it('prices the quote itself, ignoring any total sent, sets the status to quoted and e-mails the customer in their language', async () => {
    const { reference, token } = await request('q1@example.com');
    const sent = await sendQuote(reference);
    expect(sent.statusCode).toBe(201);
    const detail = sent.json();
    expect(detail.status).toBe('quoted');
    expect(detail.quotes[0]).toMatchObject({
      version: 1,
      state: 'sent',
      totals: expectedTotals,
      validUntil: '2026-12-20',
    });
    expect(detail.quotes[0].lines.map((l: { amountCents: number }) => l.amountCents)).toEqual([
      4999, 15000, 3999,
    ]);
    expect(detail.history.at(-1)).toMatchObject({
      status: 'quoted',
      by: 'owner',
      event: 'quote-sent',
      version: 1,
    });
    const mail = await waitForMail('q1@example.com', `Su cotización para la solicitud ${reference} (v1)`);
    expect(mail.text).toContain('$231.10');
    expect(mail.text).toContain('20 de diciembre de 2026');
    const shown = await view(token);
    expect(shown.quotes[0]).toMatchObject({
      version: 1,
      totals: expectedTotals,
      expired: false,
      current: true,
    });
    expect(shown.quotes[0].sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("gives the pages language-free paths only, a Spanish request's print links included (core/routes/paths.ts)", async () => {
    const { reference, token } = await request('q-paths@example.com', 'es');
    await sendQuote(reference);
    await sendQuote(reference, { ...quoteBody, note: 'v2' });
    const shown = await view(token);
    expect(shown.quotes.map((q: { printUrl: string }) => q.printUrl)).toEqual([
      `/my-request/${token}/quote/2`,
      `/my-request/${token}/quote/1`,
    ]);
    const declined = await decide(token, 2, {
      decision: 'decline',
      reason: 'price',
      sha256: shown.quotes[0].sha256,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().quote.printUrl).toBe(`/my-request/${token}/quote/2`);
    const detail = (await owner.get(`/api/owner/submissions/${reference}`)).json();
    expect(localizedPaths({ shown, decided: declined.json(), detail })).toEqual([]);
  });

  it('refuses a quote with bad lines, naming each field, and stores nothing', async () => {
    const { reference } = await request('q2@example.com');
    const refused = await sendQuote(reference, {
      lines: [{ description: '', quantity: 0, unitCents: 10.5 }],
      discount: { kind: 'percent', percent: 150 },
      taxRatePercent: 7,
      validUntil: '2026-11-19',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['discount', 'lines.0.description', 'lines.0.quantity', 'lines.0.unitCents', 'validUntil']);
    expect((await intake.store.quotes.quotes(reference)).length).toBe(0);
  });

  it('accepts the quote as shown once: the record, the e-mails, a 409 for a replay, and no more changes', async () => {
    const { reference, token } = await request('q3@example.com');
    await sendQuote(reference);
    const quote = (await view(token)).quotes[0];
    expect(
      (await decide(token, 1, { decision: 'accept', name: 'Lucía Pérez', sha256: quote.sha256 })).json()
        .error,
    ).toBe('terms-required');
    expect(
      (
        await decide(token, 1, {
          decision: 'accept',
          name: 'Lucía Pérez',
          terms: true,
          sha256: 'f'.repeat(64),
        })
      ).statusCode,
    ).toBe(409);
    const accepted = await decide(token, 1, {
      decision: 'accept',
      name: 'Lucía Pérez',
      terms: true,
      sha256: quote.sha256,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().quote).toMatchObject({
      state: 'accepted',
      decision: { kind: 'accept', name: 'Lucía Pérez' },
    });
    await waitForMail(notifyTo[0], `Quote v1 accepted for ${reference}: $231.10`);
    const confirmation = await waitForMail('q3@example.com', `Aceptó la cotización v1 de ${reference}`);
    expect(confirmation.text).toContain(quote.sha256);
    const mailsBefore = peer.mails.length;
    const replay = await decide(token, 1, {
      decision: 'accept',
      name: 'Lucía Pérez',
      terms: true,
      sha256: quote.sha256,
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toBe('already-decided');

    const detail = (await owner.get(`/api/owner/submissions/${reference}`)).json();
    expect(detail.quotes[0].decision).toMatchObject({
      name: 'Lucía Pérez',
      ip: '127.0.0.1',
      userAgent: 'QuoteTest/1.0',
      sha256: quote.sha256,
    });
    expect(detail.history.at(-1)).toMatchObject({ event: 'quote-accepted', version: 1, by: 'visitor' });
    // Accepted quotes never change: no extension, and no route edits a quote.
    const extend = await owner.send('POST', `/api/owner/submissions/${reference}/quotes/1/extend`, {
      validUntil: '2027-01-10',
    });
    expect(extend.statusCode).toBe(409);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect(
        (await owner.send(method, `/api/owner/submissions/${reference}/quotes/1`, quoteBody)).statusCode,
      ).toBe(404);
    }
    expect((await intake.store.quotes.quotes(reference))[0]).toMatchObject({
      totals: expectedTotals,
      validUntil: '2026-12-20',
    });
    const list = (await owner.get('/api/owner/submissions?accepted=1')).json();
    expect(list.items.map((i: { reference: string }) => i.reference)).toContain(reference);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(peer.mails.length).toBe(mailsBefore);

    // A new version supersedes it.
    expect((await sendQuote(reference, { ...quoteBody, note: 'v2' })).statusCode).toBe(201);
    const shown = await view(token);
    expect(
      shown.quotes.map((q: { version: number; superseded: boolean; state: string }) => [
        q.version,
        q.superseded,
        q.state,
      ]),
    ).toEqual([
      [2, false, 'sent'],
      [1, true, 'accepted'],
    ]);
    expect(
      (await decide(token, 1, { decision: 'decline', reason: 'price', sha256: quote.sha256 })).json().error,
    ).toBe('superseded');
  });

  it('takes a decline with its reason, and needs words for "other"', async () => {
    const { reference, token } = await request('q4@example.com', 'en');
    await sendQuote(reference);
    const { sha256 } = (await view(token)).quotes[0];
    expect((await decide(token, 1, { decision: 'decline', reason: 'other', sha256 })).json().error).toBe(
      'reason-required',
    );
    const declined = await decide(token, 1, {
      decision: 'decline',
      reason: 'timing',
      comment: 'Next spring',
      sha256,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().quote.decision).toMatchObject({
      kind: 'decline',
      reason: 'timing',
      comment: 'Next spring',
    });
    const mail = await waitForMail(notifyTo[0], `Quote v1 declined for ${reference}`);
    expect(mail.text).toContain('Reason: the timing — Next spring');
  });

  it('refuses Accept after the valid-until day ends in the shop time zone, until the owner extends it', async () => {
    const { reference, token } = await request('q5@example.com');
    await sendQuote(reference, { ...quoteBody, validUntil: '2026-11-21' });
    // 23:59 on the 21st in Indianapolis is still valid; 00:00 on the 22nd is not.
    clock = Date.parse('2026-11-22T04:59:00.000Z');
    const lastMinute = (await view(token)).quotes[0];
    expect(lastMinute.expired).toBe(false);
    clock = Date.parse('2026-11-22T05:00:00.000Z');
    const expired = (await view(token)).quotes[0];
    expect(expired.expired).toBe(true);
    const refused = await decide(token, 1, {
      decision: 'accept',
      name: 'Lucía Pérez',
      terms: true,
      sha256: expired.sha256,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('expired');

    const extended = await owner.send('POST', `/api/owner/submissions/${reference}/quotes/1/extend`, {
      validUntil: '2026-11-30',
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().quotes[0].extensions).toEqual([
      { from: '2026-11-21', to: '2026-11-30', at: expect.any(String) },
    ]);
    const renewed = (await view(token)).quotes[0];
    expect(renewed).toMatchObject({ expired: false, validUntil: '2026-11-30' });
    expect(renewed.sha256).not.toBe(expired.sha256);
    // The page's old copy is refused as changed; the new one is accepted.
    expect(
      (
        await decide(token, 1, {
          decision: 'accept',
          name: 'Lucía Pérez',
          terms: true,
          sha256: expired.sha256,
        })
      ).json().error,
    ).toBe('changed');
    expect(
      (
        await decide(token, 1, {
          decision: 'accept',
          name: 'Lucía Pérez',
          terms: true,
          sha256: renewed.sha256,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('exports the accepted quotes as CSV that a CSV parser reads back, one line each', async () => {
    const csv = await owner.get('/api/owner/quotes.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    const accepted = await intake.store.quotes.accepted();
    expect(rows).toHaveLength(accepted.length);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]).toMatchObject({
      'Accepted by': 'Lucía Pérez',
      Subtotal: '239.98',
      Discount: '24.00',
      Tax: '15.12',
      Total: '231.10',
      Lines: '3',
    });
  });
});
