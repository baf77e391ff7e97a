import type { IntakeApp } from './fixtures/intake-helpers.ts';
import {
  buildNotifyingApp,
  notifyTo,
  startSmtpPeer,
  toVisitors,
  type NotifyingApp,
  type SmtpPeer,
} from './fixtures/notify-helpers.ts';
import { postForm, setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

jest.setTimeout(30_000);

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.each(backendNames)("the visitor's e-mail when the owner changes the status (%s)", (backendName) => {
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
    const asIntake = intake as unknown as IntakeApp;
    await setOwnerPassword(asIntake);
    owner = await signedInOwner(asIntake);
  });
  afterAll(async () => {
    await intake.close();
    await peer.close();
    await backend.cleanup();
  });

  const send = async (lang: string) => {
    peer.mails.splice(0);
    const reference = await postForm(intake as unknown as IntakeApp, 'contact', {
      firstName: 'Lucía',
      email: 'lucia@example.com',
      serviceType: 'other',
      message: 'Hola',
      _lang: lang,
    });
    await peer.waitForMails(2);
    peer.mails.splice(0);
    return reference;
  };

  const setStatus = (reference: string, status: string) =>
    owner.send('PATCH', `/api/owner/submissions/${reference}`, { status });

  it('tells the visitor, in their language, when the request is quoted, ready and completed', async () => {
    const reference = await send('es');
    for (const status of ['quoted', 'ready', 'completed']) {
      expect((await setStatus(reference, status)).statusCode).toBe(200);
    }
    await peer.waitForMails(3);
    await settle();
    const mails = toVisitors(peer.mails);
    expect(mails.map((mail) => mail.rcptTo)).toEqual([
      ['lucia@example.com'],
      ['lucia@example.com'],
      ['lucia@example.com'],
    ]);
    expect(mails.map((mail) => mail.header('subject'))).toEqual([
      `Su solicitud ${reference}: Cotización lista`,
      `Su solicitud ${reference}: Listo para recoger / Enviado`,
      `Su solicitud ${reference}: Completado`,
    ]);
    expect(mails[0].text).toContain('Hola, Lucía:');
    expect(mails[0].text).toContain(`Hemos preparado una cotización para su solicitud ${reference}`);
    expect(mails[1].text).toContain(`/es/order-status?ref=${reference}`);
    expect(mails[2].header('reply-to')).toBe('"Michiana Print & Design" <owner@print.example>');
    const detail = await owner.get(`/api/owner/submissions/${reference}`);
    expect(detail.json().visitorDelivery).toMatchObject({ state: 'sent' });
  });

  it('writes in English for a request sent from the English site, and says nothing for the other statuses', async () => {
    const reference = await send('en');
    for (const status of ['in-production', 'cancelled', 'received']) {
      expect((await setStatus(reference, status)).statusCode).toBe(200);
    }
    await settle();
    expect(peer.mails).toHaveLength(0);
    expect((await setStatus(reference, 'ready')).statusCode).toBe(200);
    const [mail] = await peer.waitForMails(1);
    expect(mail.header('subject')).toBe(`Your request ${reference}: Ready for pickup / Shipped`);
    expect(mail.text).toContain(`Your order ${reference} is ready`);
    expect(mail.text).toMatch(new RegExp(`http://[^/\\s]+/order-status\\?ref=${reference}`));
  });

  it('sends nothing when the status is set again to what it is, or for spam', async () => {
    const reference = await send('en');
    expect((await setStatus(reference, 'quoted')).statusCode).toBe(200);
    await peer.waitForMails(1);
    peer.mails.splice(0);
    expect((await setStatus(reference, 'quoted')).statusCode).toBe(200);
    const spam = await postForm(intake as unknown as IntakeApp, 'contact', {
      firstName: 'Bot',
      email: 'bot@example.com',
      serviceType: 'other',
      message: 'x',
      website_url: 'http://spam.example',
    });
    await settle();
    expect(peer.mails).toHaveLength(0);
    expect((await owner.get(`/api/owner/submissions/${spam}`)).json().emailDelivery).toBeNull();
  });
});
