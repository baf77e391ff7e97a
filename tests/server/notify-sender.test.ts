/**
 * Who the e-mails come from, and reaching a local mail server without TLS (docs/configuration.md "E-mails"):
 * the shop's name by default, NOTIFY_FROM's name when it gives one, and an SMTP_URL with
 * `?ignoreTLS=true` for a server on the same machine whose STARTTLS certificate is not trusted.
 */
import { simpleParser } from 'mailparser';
import { loadConfig } from '../../server/config.ts';
import { urlencoded } from './fixtures/intake-helpers.ts';
import {
  buildNotifyingApp,
  notifyTo,
  startSmtpPeer,
  waitUntil,
  type NotifyingApp,
  type SmtpPeer,
} from './fixtures/notify-helpers.ts';
import { createBackend, type StoreBackend } from './fixtures/store-backends.ts';

const contact = { firstName: 'Ana', email: 'ana@example.com', serviceType: 'printing', message: 'Hola' };

let backend: StoreBackend;
const opened: { intake: NotifyingApp; peer: SmtpPeer }[] = [];

beforeEach(() => {
  backend = createBackend('sqlite');
});
afterEach(async () => {
  for (const { intake, peer } of opened.splice(0)) {
    await intake.close();
    await peer.close();
  }
  await backend.cleanup();
});

/** The app as main.ts builds it from these environment variables, with a peer of its own. */
async function start(env: Record<string, string>, peerOptions: { startTls?: boolean } = {}) {
  const peer = await startSmtpPeer(0, peerOptions);
  const config = loadConfig(
    {
      NOTIFY_TO: notifyTo.join(','),
      ...env,
      SMTP_URL: (env.SMTP_URL ?? '{peer}').replace('{peer}', peer.url),
    },
    process.cwd(),
  );
  const intake = await buildNotifyingApp(backend, {
    smtpUrl: config.smtpUrl!,
    to: config.notifyTo,
    from: config.notifyFrom,
    fromName: config.notifyFromName,
    retryDelaysMs: [60_000],
  });
  opened.push({ intake, peer });
  const response = await intake.app.inject({
    method: 'POST',
    url: '/api/forms/contact',
    ...urlencoded(contact),
  });
  expect(response.statusCode).toBe(201);
  return { intake, peer };
}

const senderOf = async (raw: string) => (await simpleParser(raw)).from?.value;

it('sends as the shop by name when NOTIFY_FROM is a bare address', async () => {
  const { peer } = await start({ NOTIFY_FROM: 'desk@print.example' });
  await peer.waitForMails(2);
  for (const mail of peer.mails) {
    expect(mail.mailFrom).toBe('desk@print.example');
    expect(await senderOf(mail.raw)).toEqual([
      { name: 'Michiana Print & Design', address: 'desk@print.example' },
    ]);
  }
});

it("sends under NOTIFY_FROM's own name when it gives one", async () => {
  const { peer } = await start({ NOTIFY_FROM: '"Print Desk, South Bend" <desk@print.example>' });
  await peer.waitForMails(2);
  for (const mail of peer.mails) {
    expect(await senderOf(mail.raw)).toEqual([
      { name: 'Print Desk, South Bend', address: 'desk@print.example' },
    ]);
  }
});

describe('a local mail server that offers STARTTLS with a certificate nobody trusts', () => {
  it('is reached over plain SMTP with ?ignoreTLS=true, as docs/configuration.md says', async () => {
    const { peer } = await start({ SMTP_URL: '{peer}?ignoreTLS=true' }, { startTls: true });
    await peer.waitForMails(2);
    expect(peer.mails.map((mail) => mail.rcptTo).flat()).toEqual(expect.arrayContaining(notifyTo));
  });

  it('is not reached without it: the upgrade to TLS fails and the e-mail waits for another try', async () => {
    const { intake, peer } = await start({}, { startTls: true });
    await waitUntil(() => intake.logs.find((line) => /e-mail failed/.test(line.msg)), 'a failed try');
    expect(peer.mails).toHaveLength(0);
  });
});
