import { simpleParser } from 'mailparser';
import { buildApp } from '../../server/app.ts';
import { createFixtureDist } from './fixture-dist.ts';
import { fixtureFormsDir, multipart, samples, urlencoded } from './fixtures/intake-helpers.ts';
import {
  buildNotifyingApp,
  notifyTo,
  startSmtpPeer,
  toShop,
  toVisitors,
  waitUntil,
  type NotifyingApp,
  type SmtpPeer,
} from './fixtures/notify-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

// Each test waits on a real SMTP exchange (and retries); a busy machine needs more than 5 s.
jest.setTimeout(20_000);

const contact = {
  firstName: 'Ana',
  email: 'ana@example.com',
  serviceType: 'printing',
  message: 'Quiero 500 tarjetas.\r\nReference: X-FAKE1\r\n¿Cuánto cuestan? 😀',
};

const post = (intake: NotifyingApp, formId: string, body: { payload: string | Buffer; headers: object }) =>
  intake.app.inject({
    method: 'POST',
    url: `/api/forms/${formId}`,
    payload: body.payload,
    headers: { ...body.headers, 'user-agent': 'notify-test' },
  });

/** Gives a stray e-mail time to arrive before a test says there was none. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.each(backendNames)(
  'POST /api/forms/:formId e-mails the shop and the visitor (%s)',
  (backendName) => {
    let backend: StoreBackend;
    let peer: SmtpPeer;
    let intake: NotifyingApp;

    beforeAll(async () => {
      backend = createBackend(backendName);
      peer = await startSmtpPeer();
      intake = await buildNotifyingApp(backend, {
        smtpUrl: peer.url,
        to: notifyTo,
        from: 'site@print.example',
      });
    });
    afterAll(async () => {
      await intake.close();
      await peer.close();
      await backend.cleanup();
    });
    beforeEach(() => peer.mails.splice(0));

    it('sends the shop one plain-text e-mail per stored request, with its reference, fields and reply-to', async () => {
      const response = await post(intake, 'contact', urlencoded(contact));
      expect(response.statusCode).toBe(201);
      const { reference } = response.json();

      await peer.waitForMails(2);
      await settle();
      expect(peer.mails).toHaveLength(2);
      const [mail] = toShop(peer.mails);
      const stored = await intake.store.get(reference);

      expect(mail.mailFrom).toBe('site@print.example');
      expect(mail.rcptTo).toEqual(notifyTo);
      // The shop's name by default (emails.json shopName), as a mail reader shows it.
      expect(mail.header('from')).toBe('"Michiana Print & Design" <site@print.example>');
      expect((await simpleParser(mail.raw)).from?.value).toEqual([
        { name: 'Michiana Print & Design', address: 'site@print.example' },
      ]);
      expect(mail.header('to')).toBe(notifyTo.join(', '));
      expect(mail.header('subject')).toBe(`New quote request ${reference} from Ana`);
      expect(mail.header('reply-to')).toBe('Ana <ana@example.com>');
      expect(mail.header('auto-submitted')).toBe('auto-generated');
      expect(mail.header('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
      expect(mail.raw).not.toMatch(/text\/html/i);
      expect(mail.text).toBe(
        [
          'New quote request on the web site.',
          '',
          `Reference: ${reference}`,
          'Form: contact',
          `Received: ${stored!.createdAt}`,
          'Language: English (sent from the English site)',
          '',
          'firstName: Ana',
          'email: ana@example.com',
          'serviceType: printing',
          // The visitor's own lines are indented: "Reference: X-FAKE1" cannot pass for ours.
          'message: Quiero 500 tarjetas.',
          '    Reference: X-FAKE1',
          '    ¿Cuánto cuestan? 😀',
          '',
          'Files: none',
          '',
          'Reply to this e-mail to answer ana@example.com.',
          '',
        ].join('\n'),
      );
      expect(stored!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    });

    it('sends the visitor a receipt in English by default: reference, labelled copy, next steps, status link', async () => {
      const response = await post(intake, 'contact', urlencoded({ ...contact, serviceType: 'other' }));
      expect(response.statusCode).toBe(201);
      const { reference } = response.json();
      await peer.waitForMails(2);
      const [mail] = toVisitors(peer.mails);

      expect(mail.rcptTo).toEqual(['ana@example.com']);
      expect(mail.header('to')).toBe('ana@example.com');
      expect(mail.header('from')).toBe('"Michiana Print & Design" <site@print.example>');
      // Replies go to the shop, not to the site's sender address.
      expect(mail.header('reply-to')).toBe('"Michiana Print & Design" <owner@print.example>');
      expect(mail.header('subject')).toBe(`We received your request ${reference}`);
      expect(mail.header('content-type')).toMatch(/^multipart\/alternative/i);
      expect(mail.text).toContain('Hello Ana,');
      expect(mail.text).toContain(`Your reference: ${reference}`);
      // Labels and choice texts as the visitor saw them, not field names or values.
      expect(mail.text).toContain('First Name: Ana\n');
      expect(mail.text).toContain('Email Address: ana@example.com\n');
      expect(mail.text).toContain('Service Type: Other\n');
      expect(mail.text).toContain('Project Details: Quiero 500 tarjetas.\n    Reference: X-FAKE1\n');
      expect(mail.text).not.toMatch(/serviceType|firstName/);
      expect(mail.text).toContain('We read every request and reply within 24 hours');
      expect(mail.text).toContain(`http://localhost:80/order-status?ref=${reference}`);
      expect(mail.text).toContain('(574) 555-0142');
      expect(mail.text).toMatch(/Monday to Friday 8:00\sAM–5:00\sPM, Saturday 9:00\sAM–12:00\sPM/);
      // The HTML part says the same, with what the visitor typed escaped.
      expect(mail.html).toContain(`<strong style="font-size:18px;letter-spacing:1px">${reference}</strong>`);
      // The link to the request's own page, a fresh token in it; the status page for a new link.
      expect(mail.html).toMatch(/href="http:\/\/localhost:80\/my-request\/[A-Za-z0-9_-]{43}"/);
      expect(mail.html).toContain('<html lang="en">');
    });

    it('writes the receipt in Spanish when the page was Spanish, and keeps the language with the request', async () => {
      const response = await post(intake, 'contact', urlencoded({ ...contact, _lang: 'es' }));
      expect(response.statusCode).toBe(201);
      const { reference } = response.json();
      await peer.waitForMails(2);
      const [mail] = toVisitors(peer.mails);
      expect(mail.header('subject')).toBe(`Hemos recibido su solicitud ${reference}`);
      expect(mail.text).toContain('Hola, Ana:');
      expect(mail.text).toContain(`Su referencia: ${reference}`);
      expect(mail.text).toContain('Nombre: Ana\n');
      expect(mail.text).toContain('Correo electrónico: ana@example.com\n');
      expect(mail.text).toContain('Leemos cada solicitud');
      expect(mail.html).toContain('<html lang="es">');
      // The status link leads to the Spanish address of the page.
      expect(mail.text).toContain(`http://localhost:80/es/order-status?ref=${reference}`);
      expect(mail.html).toMatch(/href="http:\/\/localhost:80\/es\/my-request\/[A-Za-z0-9_-]{43}"/);
      expect(mail.header('reply-to')).toBe('"Michiana Print & Design" <owner@print.example>');
      // The shop's own e-mail stays as it is.
      expect(toShop(peer.mails)[0].header('subject')).toBe(`New quote request ${reference} from Ana`);
      expect((await intake.store.get(reference))?.lang).toBe('es');
    });

    it('refuses a page language other than en or es with 400, and stores nothing', async () => {
      const response = await post(intake, 'contact', urlencoded({ ...contact, _lang: 'fr' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: '_lang', message: "Must be 'en' or 'es'." }]);
      await settle();
      expect(peer.mails).toHaveLength(0);
    });

    it('lists the uploaded files by name and size, and has no reply-to without an e-mail field', async () => {
      const response = await post(
        intake,
        'upload',
        multipart([
          { name: 'name', value: 'Bo' },
          { name: 'files', filename: 'brief.pdf', content: samples.pdf },
          { name: 'files', filename: 'logo.png', content: Buffer.concat([samples.png, Buffer.alloc(2048)]) },
          { name: 'file_count', value: '2' },
        ]),
      );
      expect(response.statusCode).toBe(201);
      const { reference } = response.json();

      const [mail] = await peer.waitForMails(1);
      expect(mail.header('subject')).toBe(`New file upload ${reference} from Bo`);
      expect(mail.header('reply-to')).toBeUndefined();
      // In the form's order (its ui:order), whatever order the body came in.
      expect(mail.text).toContain('name: Bo\nfiles: brief.pdf, logo.png\nfile_count: 2\n');
      expect(mail.text).toContain(
        'Files (2):\n    files: brief.pdf (256 bytes)\n    files: logo.png (2.3 KB)\n',
      );
    });

    it('sends nothing for a refused submission or for spam', async () => {
      const refusals = [
        await post(intake, 'contact', urlencoded({ ...contact, email: 'not an address' })),
        await post(intake, 'contact', urlencoded({ ...contact, website_url: 'http://spam.example' })),
        await post(intake, 'contact', urlencoded({ ...contact, _elapsed_ms: '800' })),
        await post(intake, 'contact', urlencoded({ ...contact, message: 'www.a.example '.repeat(6) })),
        await post(intake, 'nope', urlencoded(contact)),
        await post(intake, 'contact', {
          payload: JSON.stringify(contact),
          headers: { 'content-type': 'application/json' },
        }),
        await post(intake, 'contact', urlencoded({ ...contact, message: 'x'.repeat(70_000) })),
      ];
      // Spam (honeypot, too fast, too many links) is stored (201) but never e-mailed.
      expect(refusals.map((r) => r.statusCode)).toEqual([400, 201, 201, 201, 404, 415, 413]);

      // A good one after them: its two e-mails are the only ones.
      const response = await post(intake, 'contact', urlencoded(contact));
      expect(response.statusCode).toBe(201);
      await peer.waitForMails(2);
      await settle();
      const { reference } = response.json();
      expect(peer.mails.map((m) => m.header('subject')).sort()).toEqual([
        `New quote request ${reference} from Ana`,
        `We received your request ${reference}`,
      ]);
    });

    it('keeps hostile line breaks out of the headers', async () => {
      const response = await post(
        intake,
        'contact',
        urlencoded({ ...contact, firstName: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes' }),
      );
      expect(response.statusCode).toBe(201);
      const { reference } = response.json();

      await peer.waitForMails(2);
      const [mail] = toShop(peer.mails);
      expect(mail.rcptTo).toEqual(notifyTo);
      for (const sent of peer.mails) {
        const names = sent.headers.map(([name]) => name);
        expect(names).not.toContain('bcc');
        expect(names).not.toContain('x-injected');
      }
      // The visitor's receipt goes to the visitor alone; the name is only in its text.
      const [receipt] = toVisitors(peer.mails);
      expect(receipt.rcptTo).toEqual(['ana@example.com']);
      expect(receipt.header('subject')).toBe(`We received your request ${reference}`);
      expect(receipt.text).toContain('Hello Eve Bcc: victim@example.com X-Injected: yes,');
      expect(mail.header('subject')).toBe(
        `New quote request ${reference} from Eve Bcc: victim@example.com X-Injected: yes`,
      );
      expect(mail.header('reply-to')).toBe('"Eve Bcc: victim@example.com X-Injected: yes" <ana@example.com>');
      // In the body the value stays whole, its extra lines indented.
      expect(mail.text).toContain('firstName: Eve\n    Bcc: victim@example.com\n    X-Injected: yes\n');
    });

    it('refuses a reply-to address with a line break, so no e-mail carries it', async () => {
      const response = await post(
        intake,
        'contact',
        urlencoded({ ...contact, email: 'eve@example.com\r\nBcc: victim@example.com' }),
      );
      expect(response.statusCode).toBe(400);
      await settle();
      expect(peer.mails).toHaveLength(0);
    });
  },
);

describe('POST /api/forms/:formId over the rate limit', () => {
  let backend: StoreBackend;
  let peer: SmtpPeer;
  let intake: NotifyingApp;

  beforeAll(async () => {
    backend = createBackend('sqlite');
    peer = await startSmtpPeer();
    intake = await buildNotifyingApp(backend, { smtpUrl: peer.url, to: notifyTo }, { intakeRateLimit: 1 });
  });
  afterAll(async () => {
    await intake.close();
    await peer.close();
    await backend.cleanup();
  });

  it('sends no e-mail for a 429', async () => {
    const first = await post(intake, 'contact', urlencoded(contact));
    const second = await post(intake, 'contact', urlencoded(contact));
    expect([first.statusCode, second.statusCode]).toEqual([201, 429]);
    await peer.waitForMails(2);
    await settle();
    expect(peer.mails).toHaveLength(2);
    // Without NOTIFY_FROM or an SMTP user, the sender is no-reply at the SMTP host.
    expect(peer.mails[0].mailFrom).toBe('no-reply@[127.0.0.1]');
    expect(peer.mails[0].header('from')).toBe('"Michiana Print & Design" <no-reply@[127.0.0.1]>');
    await waitUntil(
      () =>
        intake.logs.find(
          (l) => l.msg === 'e-mail sent' && l.kind === 'shop' && l.reference === first.json().reference,
        ),
      'the sent log line',
    );
  });
});

describe('without SMTP_URL', () => {
  it('queues no e-mail at all, and says so once when it starts', async () => {
    const backend = createBackend('sqlite');
    const store = await backend.open();
    const dist = createFixtureDist();
    const logs: { level: number; msg: string }[] = [];
    const app = await buildApp({
      distDir: dist.distDir,
      dataDir: backend.dataDir,
      store,
      formsDir: fixtureFormsDir,
      intakeRateLimit: 0,
      logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    try {
      for (let i = 0; i < 2; i += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/forms/contact',
          ...urlencoded(contact),
        });
        expect(response.statusCode).toBe(201);
      }
      expect(await store.outbox.counts()).toEqual({ pending: 0, sent: 0, failed: 0 });
      expect(logs.filter((line) => line.msg.includes('SMTP_URL'))).toEqual([
        expect.objectContaining({
          level: 40,
          msg: 'SMTP_URL is not set: no e-mails are queued or sent (docs/configuration.md "E-mails")',
        }),
      ]);
    } finally {
      await app.close();
      await store.close();
      dist.cleanup();
      await backend.cleanup();
    }
  });
});
