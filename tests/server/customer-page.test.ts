/**
 * The customer's page (docs/owner-guide.md "The customer's page: messages and proofs") through the real app, on SQLite and on
 * PostgreSQL, with a real SMTP peer: the link from the receipt, the conversation, proofs with
 * their decisions, links that fail alike, GETs that change nothing, the same-origin rule, and
 * the reminders on a clock the test moves.
 */
import { resolve } from 'node:path';
import { loadFormFiles } from '../../server/forms/form-files.ts';
import { createMailComposer } from '../../server/notify/compose.ts';
import { loadFormTexts } from '../../server/forms/form-texts.ts';
import { remindNow } from '../../server/customer/proof-reminders.ts';
import { linkTokenHash } from '../../server/links/link-tokens.ts';
import type { Mailer } from '../../server/notify/mailer.ts';
import { reminderDelaysMs } from '../../server/store/customer-types.ts';
import type { IntakeApp } from './fixtures/intake-helpers.ts';
import { fixtureFormsDir, multipart, samples } from './fixtures/intake-helpers.ts';
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
const tokenOf = (mail: ReceivedMail) => {
  const token = /\/my-request\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in the e-mail "${mail.header('subject')}"`);
  return token;
};

describe.each(backendNames)("the customer's page (%s)", (backendName) => {
  let backend: StoreBackend;
  let peer: SmtpPeer;
  let intake: NotifyingApp;
  let owner: Owner;

  beforeAll(async () => {
    backend = createBackend(backendName);
    peer = await startSmtpPeer();
    intake = await buildNotifyingApp(backend, {
      smtpUrl: peer.url,
      to: notifyTo,
      from: 'site@print.example',
    });
    await setOwnerPassword(intake as unknown as IntakeApp);
    owner = await signedInOwner(intake as unknown as IntakeApp);
  });
  afterAll(async () => {
    await intake.close();
    await peer.close();
    await backend.cleanup();
  });

  const mailsTo = (address: string) => peer.mails.filter((m) => m.rcptTo.includes(address));
  const waitForMail = (address: string, subject: string) =>
    waitUntil(
      () => mailsTo(address).find((m) => (m.header('subject') ?? '').includes(subject)),
      `an e-mail to ${address} about "${subject}"`,
    );

  /** A request from the Spanish site, and the token in its receipt. */
  async function sendRequest(email: string) {
    const reference = await postForm(intake as unknown as IntakeApp, 'contact', {
      firstName: 'Lucía',
      email,
      serviceType: 'other',
      message: 'Rotulación para mi furgoneta',
      _lang: 'es',
    });
    const receipt = await waitForMail(email, reference);
    return { reference, token: tokenOf(receipt), receipt };
  }

  const page = (token: string, path = '') =>
    intake.app.inject({ method: 'GET', url: `/api/customer/requests/${token}${path}` });
  const post = (token: string, path: string, body: unknown, headers: Record<string, string> = { origin }) =>
    intake.app.inject({
      method: 'POST',
      url: `/api/customer/requests/${token}${path}`,
      payload: body as string,
      headers,
    });
  const sendProof = (reference: string, name: string, content: Buffer, note = '') => {
    const body = multipart([
      { name: 'note', value: note },
      { name: 'file', filename: name, content },
    ]);
    return intake.app.inject({
      method: 'POST',
      url: `/api/owner/submissions/${reference}/proofs`,
      payload: body.payload,
      headers: { ...body.headers, 'x-requested-with': 'owner' },
      cookies: { owner_session: owner.cookie },
    });
  };

  /** Everything a GET might change, read back. */
  async function snapshot(reference: string) {
    const detail = await intake.store.detail(reference);
    return JSON.stringify({ detail, outbox: await intake.store.outbox.counts() });
  }

  it('opens from the receipt in the request language, shows what was sent, and a GET of any of its links changes nothing', async () => {
    const { reference, token, receipt } = await sendRequest('ana@example.com');
    expect(receipt.text).toContain(`/es/my-request/${token}`);
    expect(receipt.text).toContain('30 días');
    await owner.send('PATCH', `/api/owner/submissions/${reference}`, { note: 'PRIVATE-NOTE-7731' });

    const before = await snapshot(reference);
    const answer = await page(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    const view = answer.json();
    expect(view).toMatchObject({ reference, status: 'received', lang: 'es', messages: [], proofs: [] });
    expect(view.fields).toEqual(expect.arrayContaining([expect.objectContaining({ text: 'Lucía' })]));
    // Owner notes never reach the customer's page or its API.
    expect(answer.body).not.toContain('PRIVATE-NOTE-7731');
    expect(answer.body).not.toContain('ipHash');
    for (const url of [`/my-request/${token}`, `/es/my-request/${token}`]) {
      expect((await intake.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    await page(token, '/proofs/1/file');
    await page(token, '/files/1');
    expect(await snapshot(reference)).toBe(before);
  });

  it('answers a tampered, an unknown, a revoked and an expired link with one and the same 404', async () => {
    const { reference, token } = await sendRequest('bea@example.com');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const expired = 'e'.repeat(43);
    await intake.store.customer.addLink(reference, linkTokenHash(expired), Date.now() - 1000, Date.now() - 1);
    const answers = [
      await page(tampered),
      await page('x'.repeat(43)),
      await page('short'),
      await page(expired),
    ];
    const other = await sendRequest('bea2@example.com');
    await owner.send('POST', `/api/owner/submissions/${other.reference}/links/revoke`, {});
    answers.push(await page(other.token));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(answers[0].body);
    }
    expect(answers[0].json().error).toBe('link-invalid');
    expect((await page(token)).statusCode).toBe(200);
  });

  it('carries the conversation both ways, with files, by e-mail in the customer language', async () => {
    const { reference, token } = await sendRequest('carla@example.com');
    const note = multipart([{ name: 'text', value: '¿Nos envía el logo en vector?' }]);
    const written = await intake.app.inject({
      method: 'POST',
      url: `/api/owner/submissions/${reference}/messages`,
      payload: note.payload,
      headers: { ...note.headers, 'x-requested-with': 'owner' },
      cookies: { owner_session: owner.cookie },
    });
    expect(written.statusCode).toBe(201);
    const message = await waitForMail('carla@example.com', `Nuevo mensaje sobre su solicitud ${reference}`);
    expect(message.text).toContain('¿Nos envía el logo en vector?');
    expect(tokenOf(message)).not.toBe(token);

    const answer = multipart([
      { name: 'text', value: 'Aquí está el logo.' },
      { name: 'files', filename: 'logo.svg', content: samples.svg },
    ]);
    const refusedOrigin = await post(token, '/messages', answer.payload, {
      ...answer.headers,
      origin: 'https://evil.example',
    });
    expect(refusedOrigin.statusCode).toBe(403);
    const noOrigin = await post(token, '/messages', answer.payload, answer.headers);
    expect(noOrigin.statusCode).toBe(403);
    const sent = await post(token, '/messages', answer.payload, { ...answer.headers, origin });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({ from: 'customer', text: 'Aquí está el logo.' });
    const toShop = await waitForMail(notifyTo[0], `Reply on ${reference}`);
    expect(toShop.text).toContain('Aquí está el logo.');
    expect(toShop.text).toContain('logo.svg');

    const listed = await owner.get('/api/owner/submissions?waiting=1');
    const item = listed.json().items.find((i: { reference: string }) => i.reference === reference);
    expect(item).toMatchObject({ unread: 1, lastMessageFrom: 'customer' });
    const detail = (await owner.get(`/api/owner/submissions/${reference}`)).json();
    expect(detail.messages.map((m: { from: string; read: boolean }) => [m.from, m.read])).toEqual([
      ['shop', true],
      ['customer', false],
    ]);
    const fileId = detail.messages[1].files[0].id;
    expect((await owner.get(`/api/owner/submissions/${reference}/files/${fileId}`)).statusCode).toBe(200);
    expect((await page(token, `/files/${fileId}`)).statusCode).toBe(200);
    expect(
      (await owner.send('POST', `/api/owner/submissions/${reference}/messages/read`, {})).statusCode,
    ).toBe(204);
    expect((await owner.get(`/api/owner/submissions/${reference}`)).json().unread).toBe(0);
  });

  it('takes changes on v1 and an approval on v2, refuses a replay and the superseded v1 with 409 and no e-mail, and records the approval', async () => {
    const { reference, token } = await sendRequest('dora@example.com');
    expect((await sendProof(reference, 'wrap-v1.pdf', samples.pdf, 'Primera idea')).statusCode).toBe(201);
    await waitForMail('dora@example.com', 'La prueba v1');
    const changes = await post(token, '/proofs/1/decision', {
      decision: 'changes',
      comment: 'Logo más grande',
    });
    expect(changes.statusCode).toBe(200);
    await waitForMail(notifyTo[0], `Changes requested on proof v1 for ${reference}`);
    expect((await post(token, '/proofs/1/decision', { decision: 'changes', comment: '' })).statusCode).toBe(
      400,
    );

    expect((await sendProof(reference, 'wrap-v2.png', samples.png)).statusCode).toBe(201);
    await waitForMail('dora@example.com', 'La prueba v2');
    const v1Again = await post(token, '/proofs/1/decision', {
      decision: 'approve',
      name: 'Dora Ruiz',
      checked: true,
    });
    expect(v1Again.statusCode).toBe(409);
    expect(v1Again.json().error).toBe('superseded');
    expect(
      (await post(token, '/proofs/2/decision', { decision: 'approve', name: 'Dora Ruiz' })).json().error,
    ).toBe('check-required');
    expect(
      (await post(token, '/proofs/2/decision', { decision: 'approve', checked: true })).json().error,
    ).toBe('name-required');
    const approved = await intake.app.inject({
      method: 'POST',
      url: `/api/customer/requests/${token}/proofs/2/decision`,
      payload: { decision: 'approve', name: 'Dora Ruiz', checked: true },
      headers: { origin, 'user-agent': 'TestBrowser/1.0' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().proof).toMatchObject({
      version: 2,
      state: 'approved',
      decision: { name: 'Dora Ruiz' },
    });
    const confirmation = await waitForMail('dora@example.com', 'Aprobó la prueba v2');
    await waitForMail(notifyTo[0], `Proof v2 approved for ${reference}`);
    const mailsBefore = peer.mails.length;
    const replay = await post(token, '/proofs/2/decision', {
      decision: 'approve',
      name: 'Dora Ruiz',
      checked: true,
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toBe('already-decided');

    const view = (await page(token)).json();
    expect(
      view.proofs.map((p: { version: number; current: boolean; superseded: boolean }) => [
        p.version,
        p.current,
        p.superseded,
      ]),
    ).toEqual([
      [2, true, false],
      [1, false, true],
    ]);
    const detail = (await owner.get(`/api/owner/submissions/${reference}`)).json();
    const record = detail.proofs[0].decision;
    expect(record).toMatchObject({
      kind: 'approve',
      name: 'Dora Ruiz',
      userAgent: 'TestBrowser/1.0',
      ip: '127.0.0.1',
    });
    expect(record.sha256).toBe(detail.proofs[0].file.sha256);
    expect(confirmation.text).toContain(record.sha256);
    // The proof file the customer saw is served as it was stored.
    const shown = await page(token, '/proofs/2/file');
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(peer.mails.length).toBe(mailsBefore);
  });

  it('reminds after 2 and 5 days, once each, and not after a decision', async () => {
    const { reference } = await sendRequest('eva@example.com');
    await sendProof(reference, 'sign.pdf', samples.pdf);
    await waitForMail('eva@example.com', 'La prueba v1');
    const sentMs = Date.parse((await intake.store.customer.proofs(reference))[0].sentAt);
    const options = {
      store: intake.store,
      mailer: testMailer(),
      siteUrl: () => 'http://localhost:80',
    };
    expect(await remindNow(options, sentMs + reminderDelaysMs[0] - 1000)).toBe(0);
    expect(await remindNow(options, sentMs + reminderDelaysMs[0])).toBe(1);
    expect(await remindNow(options, sentMs + reminderDelaysMs[0] + 1000)).toBe(0);
    expect(await remindNow(options, sentMs + reminderDelaysMs[1])).toBe(1);
    expect(await remindNow(options, sentMs + reminderDelaysMs[1] * 3)).toBe(0);
    // Queued due at the test's clock, days ahead of the sender's: taken from the queue by hand.
    const queued = await intake.store.outbox.claim(sentMs + reminderDelaysMs[1] * 3, 60_000, 100);
    const reminders = queued.filter((mail) => mail.kind === 'reminder' && mail.reference === reference);
    expect(reminders.map((mail) => mail.message.subject)).toEqual([
      `Recordatorio: la prueba v1 de ${reference} espera su respuesta`,
      `Recordatorio: la prueba v1 de ${reference} espera su respuesta`,
    ]);
    expect(reminders[0].message.text).toContain('/es/my-request/');

    const other = await sendRequest('fina@example.com');
    await sendProof(other.reference, 'sign.pdf', samples.pdf);
    await post(other.token, '/proofs/1/decision', { decision: 'approve', name: 'Fina Gil', checked: true });
    const otherSent = Date.parse((await intake.store.customer.proofs(other.reference))[0].sentAt);
    expect(await remindNow(options, otherSent + reminderDelaysMs[1])).toBe(0);
  });

  it('e-mails a fresh link only when the reference and the address match, and answers alike either way', async () => {
    const { reference } = await sendRequest('gala@example.com');
    const ask = (email: string) =>
      intake.app.inject({
        method: 'POST',
        url: '/api/customer/link',
        payload: { reference, email, lang: 'es' },
        headers: { origin },
      });
    const wrong = await ask('otra@example.com');
    const right = await ask('Gala@Example.com');
    expect([wrong.statusCode, right.statusCode]).toEqual([202, 202]);
    expect(wrong.body).toBe(right.body);
    const mail = await waitForMail('gala@example.com', `Su enlace a la solicitud ${reference}`);
    expect((await page(tokenOf(mail))).statusCode).toBe(200);
    expect(mailsTo('otra@example.com')).toEqual([]);
  });

  it('limits "E-mail me my link" to 5 a minute per address, with Retry-After', async () => {
    const ask = () =>
      intake.app.inject({
        method: 'POST',
        url: '/api/customer/link',
        payload: { reference: 'Q-AAAAAA', email: 'nobody@example.com' },
        headers: { origin },
        remoteAddress: '198.51.100.7',
      });
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await ask()).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await ask();
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().error).toBe('rate-limited');
  });

  /** A composer like the app's: the reminders it queues are sent by the app's own sender. */
  function testMailer(): Mailer {
    const composer = createMailComposer({
      shopTo: notifyTo,
      shopReplyTo: notifyTo[0],
      formTexts: loadFormTexts(loadFormFiles(fixtureFormsDir), resolve('locales')),
      localesDir: resolve('locales'),
    });
    return { composer, siteUrlFor: () => origin, wake: () => {} };
  }
});
