import { randomUUID } from 'node:crypto';
import type { Files } from '../../server/files/file-sweeper.ts';
import type { SubmissionStore } from '../../server/store/types.ts';
import { multipart, rowCount, samples, urlencoded, useIntakeSession } from './fixtures/intake-helpers.ts';
import { closedPort, notifyTo } from './fixtures/notify-helpers.ts';
import { backendNames } from './fixtures/store-backends.ts';

const contact = { firstName: 'Ana', email: 'ana@example.com', serviceType: 'other', message: 'Hola' };
/** `key` as a list: the header sent once per item (inject takes that, though the type says string). */
const contactBody = (key?: string | string[]) => {
  const body = urlencoded(contact);
  const headers = key === undefined ? body.headers : { ...body.headers, 'idempotency-key': key as string };
  return { ...body, headers };
};
const uploadBody = (key: string) => {
  const body = multipart([
    { name: 'name', value: 'Ana' },
    { name: 'files', filename: 'logo.png', content: samples.png },
  ]);
  return { ...body, headers: { ...body.headers, 'idempotency-key': key } };
};

/** Every e-mail queued so far, whatever became of it. */
async function queuedMails(store: SubmissionStore): Promise<number> {
  const { pending, sent, failed } = await store.outbox.counts();
  return pending + sent + failed;
}

async function objects(files: Files): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of files.store.list()) keys.push(key);
  return keys.sort();
}

describe.each(backendNames)('POST /api/forms/:formId with an Idempotency-Key on %s', (backendName) => {
  // E-mail on, to a mail server that is down: what a request queued stays in the outbox to count.
  // (`notify` is read when the session builds the app, once the port is known.)
  let smtpPort = 0;
  beforeAll(async () => {
    smtpPort = await closedPort();
  });
  const session = useIntakeSession(backendName, {
    get notify() {
      return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, to: notifyTo, retryDelaysMs: [3_600_000] };
    },
  });

  it('answers a repeated key with the first answer and stores nothing new, e-mails included', async () => {
    const { store } = session.intake;
    const rows = await rowCount(store);
    const mails = await queuedMails(store);
    const key = randomUUID();

    const first = await session.post('contact', contactBody(key));
    expect(first.statusCode).toBe(201);
    expect(await queuedMails(store)).toBe(mails + 2);
    const again = await session.post('contact', contactBody(key));
    expect(again.statusCode).toBe(201);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toEqual({ reference: expect.stringMatching(/^Q-/) });
    expect(await rowCount(store)).toBe(rows + 1);
    expect(await queuedMails(store)).toBe(mails + 2);
  });

  it('stores the same key sent to another form as a request of its own', async () => {
    const { store } = session.intake;
    const rows = await rowCount(store);
    const key = randomUUID();
    const toContact = await session.post('contact', contactBody(key));
    const toUpload = await session.post('upload', uploadBody(key));
    expect([toContact.statusCode, toUpload.statusCode]).toEqual([201, 201]);
    expect(toUpload.json().reference).not.toBe(toContact.json().reference);
    expect(await rowCount(store)).toBe(rows + 2);
  });

  it('stores two requests with different keys, and requests without a key each time', async () => {
    const { store } = session.intake;
    const rows = await rowCount(store);
    const answers = await Promise.all(
      [randomUUID(), randomUUID(), undefined, undefined].map(async (key) => {
        const response = await session.post('contact', contactBody(key));
        expect(response.statusCode).toBe(201);
        return response.json().reference as string;
      }),
    );
    expect(new Set(answers).size).toBe(4);
    expect(await rowCount(store)).toBe(rows + 4);
  });

  it.each([
    ['an empty key', ''],
    ['a key of 256 characters', 'k'.repeat(256)],
    ['a key with a letter outside ASCII', 'clé-1'],
    ['a key with a tab', 'key\tone'],
    ['two keys', ['key-one', 'key-two']],
  ])('answers 400 with a clear message for %s, and stores nothing', async (_name, key) => {
    const { store } = session.intake;
    const rows = await rowCount(store);
    const response = await session.post('contact', contactBody(key));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'bad-request',
      message: 'The Idempotency-Key header must be one value of 1 to 255 printable ASCII characters.',
    });
    expect(await rowCount(store)).toBe(rows);
  });

  it('takes any printable ASCII key of 1 to 255 characters', async () => {
    for (const key of ['k', '"8e03978e-40d5-43e8-bc93-6894a57f9324"', `${'~'.repeat(253)} !`]) {
      const response = await session.post('contact', contactBody(key));
      expect(response.statusCode).toBe(201);
    }
  });

  it('keeps the first request’s files and leaves no object of a replay behind', async () => {
    const { store, files } = session.intake;
    const key = randomUUID();
    const first = await session.post('upload', uploadBody(key));
    expect(first.statusCode).toBe(201);
    const { reference } = first.json();
    const stored = await store.get(reference);
    expect(stored?.files).toHaveLength(1);
    const before = await objects(files);
    expect(before).toContain(`files/${stored!.files[0].storedName}`);

    const again = await session.post('upload', uploadBody(key));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ reference });
    expect(await objects(files)).toEqual(before);
    expect(await store.files.removable(Date.now(), Date.now() + 1, 10)).toEqual([]);
    expect((await store.get(reference))?.files).toEqual(stored!.files);
  });

  it('answers requests sent at the same moment with one key with the one reference', async () => {
    const { store, files } = session.intake;
    const rows = await rowCount(store);
    const mails = await queuedMails(store);
    const before = await objects(files);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        session.post(i % 2 === 0 ? 'contact' : 'upload', i % 2 === 0 ? contactBody(key) : uploadBody(key)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const [contactReference, uploadReference] = answers.slice(0, 2).map((answer) => answer.json().reference);
    expect(answers.map((answer) => answer.json().reference)).toEqual([
      contactReference,
      uploadReference,
      contactReference,
      uploadReference,
    ]);
    expect(await rowCount(store)).toBe(rows + 2);
    // The contact form e-mails the shop and the visitor; the upload fixture has no e-mail field.
    expect(await queuedMails(store)).toBe(mails + 3);
    expect(await objects(files)).toHaveLength(before.length + 1);
  });
});
