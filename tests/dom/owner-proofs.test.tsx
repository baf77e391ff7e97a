/**
 * Proofs on a request's screen: sending the next version (the file and the note, multipart,
 * with the owner's header), every version's state, the record of the customer's decision, an
 * approved proof shown as final, and stopping the links to the customer's page.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '../../src/pages/owner/format.ts';
import type { Detail, Proof } from '../../core/api/owner.ts';
import {
  answer,
  detailPath,
  FakeOwnerApi,
  makeDetail,
  reference,
  renderInbox,
} from './fixtures/owner-harness.tsx';

jest.setTimeout(30_000);

// jsdom has <dialog> but not its modal methods; the browser tests check the real ones.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const sha1 = 'a'.repeat(64);
const sha2 = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const proof = (version: number, change: Partial<Proof> = {}): Proof => ({
  version,
  note: '',
  sentAt: `2026-03-0${version + 3}T09:00:00.000Z`,
  state: 'pending',
  superseded: false,
  remindersSent: 0,
  file: {
    id: 100 + version,
    field: 'file',
    name: `wrap-v${version}.pdf`,
    size: 4096,
    type: 'application/pdf',
    sha256: sha1,
  },
  decision: null,
  ...change,
});

const v1Changes = proof(1, {
  state: 'changes-requested',
  superseded: true,
  remindersSent: 1,
  decision: {
    kind: 'changes',
    name: null,
    comment: 'Make the logo bigger',
    at: '2026-03-05T08:30:00.000Z',
    ip: '203.0.113.7',
    userAgent,
    sha256: sha1,
  },
});

function apiWith(first: Detail, afterSend?: Detail) {
  let detail = first;
  return new FakeOwnerApi()
    .on('GET', detailPath, () => answer(200, detail))
    .on('POST', `${detailPath}/proofs`, () => {
      if (afterSend) detail = afterSend;
      return answer(201, detail);
    })
    .on('POST', `${detailPath}/links/revoke`, () => answer(200, { revoked: 2 }));
}

const proofsPanel = () => screen.getByRole('region', { name: 'Proofs' });
const version = (n: number) =>
  within(proofsPanel())
    .getByRole('heading', { level: 4, name: `Proof v${n}` })
    .closest('li') as HTMLElement;

it('sends the file and the note as the next version, then lists it over the older one', async () => {
  const before = makeDetail({ proofs: [proof(1)] });
  const after = makeDetail({
    proofs: [proof(2, { note: 'Logo bigger, as asked' }), proof(1, { superseded: true })],
  });
  const api = apiWith(before, after);
  await renderInbox(api, `/owner?ref=${reference}`);
  await screen.findByRole('heading', { level: 2, name: 'Proofs' });
  expect(within(version(1)).getByText('Waiting for the customer')).toBeTruthy();

  const file = new File(['%PDF-1.7'], 'wrap-v2.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('Proof file'), { target: { files: [file] } });
  fireEvent.change(screen.getByLabelText('Note for the customer (optional)'), {
    target: { value: 'Logo bigger, as asked' },
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send proof v2' }));
  });

  const [sent] = api.callsTo('POST', `${detailPath}/proofs`);
  expect(sent.headers.get('x-requested-with')).toBe('owner');
  expect(sent.headers.get('content-type')).toBeNull();
  const form = sent.body as FormData;
  expect(form).toBeInstanceOf(FormData);
  expect((form.get('file') as File).name).toBe('wrap-v2.pdf');
  expect(form.get('note')).toBe('Logo bigger, as asked');

  await screen.findByText('Proof v2 sent.');
  await waitFor(() => expect(version(2)).toBeTruthy());
  expect(within(version(2)).getByText('Waiting for the customer')).toBeTruthy();
  expect(within(version(2)).getByText('Logo bigger, as asked')).toBeTruthy();
  expect(within(version(1)).getByText('Superseded')).toBeTruthy();
  // Newest first.
  const headings = within(proofsPanel()).getAllByRole('heading', { level: 4 });
  expect(headings.map((heading) => heading.textContent)).toEqual(['Proof v2', 'Proof v1']);
  expect(screen.getByRole('button', { name: 'Send proof v3' })).toBeTruthy();
});

it('asks for the file, and refuses a type the customer could not be shown', async () => {
  const api = apiWith(makeDetail());
  await renderInbox(api, `/owner?ref=${reference}`);
  await screen.findByText('No proof sent yet.');
  fireEvent.click(screen.getByRole('button', { name: 'Send proof v1' }));
  await screen.findByText("Choose the proof's file first.");
  fireEvent.change(screen.getByLabelText('Proof file'), {
    target: { files: [new File(['x'], 'wrap.ai', { type: 'application/postscript' })] },
  });
  await screen.findByText(/wrap\.ai cannot be sent/);
  expect(api.callsTo('POST', `${detailPath}/proofs`)).toHaveLength(0);
});

it('shows the approval record in full, and an approved proof as final', async () => {
  const approvedAt = '2026-03-07T16:45:00.000Z';
  const v2 = proof(2, {
    state: 'approved',
    remindersSent: 2,
    file: { id: 102, field: 'file', name: 'wrap-v2.pdf', size: 8192, type: 'application/pdf', sha256: sha2 },
    decision: {
      kind: 'approve',
      name: 'Ana Díaz',
      comment: null,
      at: approvedAt,
      ip: '198.51.100.23',
      userAgent,
      sha256: sha2,
    },
  });
  await renderInbox(apiWith(makeDetail({ proofs: [v2, v1Changes] })), `/owner?ref=${reference}`);
  await screen.findByRole('heading', { level: 2, name: 'Proofs' });

  expect(within(proofsPanel()).getByText(/Proof v2 is approved and final/)).toBeTruthy();
  const record = within(version(2));
  expect(record.getByText('Approved')).toBeTruthy();
  expect(record.getByText('Approval record')).toBeTruthy();
  const field = (label: string) => record.getByText(label).nextElementSibling as HTMLElement;
  expect(field('Name typed by the customer').textContent).toBe('Ana Díaz');
  const time = field('Time').querySelector('time')!;
  expect(time.getAttribute('datetime')).toBe(approvedAt);
  expect(time.textContent).toBe(formatDateTime(approvedAt, 'en'));
  expect(field('IP address').textContent).toBe('198.51.100.23');
  expect(field('Browser (user agent)').textContent).toBe(userAgent);
  expect(field('SHA-256 of the approved file').textContent).toBe(sha2);
  expect(record.getByText('2 reminders sent', { exact: false })).toBeTruthy();
  expect(record.getByRole('link', { name: /wrap-v2\.pdf/ }).getAttribute('href')).toBe(
    `/api/owner/submissions/${reference}/files/102`,
  );

  // The older version: the changes asked for, and superseded.
  const older = within(version(1));
  expect(older.getByText('Changes requested', { selector: 'span' })).toBeTruthy();
  expect(older.getByText('Superseded')).toBeTruthy();
  expect(older.getByText('Make the logo bigger')).toBeTruthy();
  expect(older.getByText('203.0.113.7')).toBeTruthy();

  // Only a new version is offered.
  expect(screen.getByRole('button', { name: 'Send proof v3' })).toBeTruthy();
});

it('shows the record in Spanish', async () => {
  const v1 = proof(1, {
    state: 'approved',
    decision: {
      kind: 'approve',
      name: 'Ana Díaz',
      comment: null,
      at: '2026-03-07T16:45:00Z',
      ip: null,
      userAgent: null,
      sha256: sha1,
    },
  });
  await renderInbox(apiWith(makeDetail({ proofs: [v1] })), `/owner?ref=${reference}`, 'es');
  await screen.findByRole('heading', { level: 2, name: 'Pruebas de diseño' });
  expect(screen.getByText('Registro de la aprobación')).toBeTruthy();
  expect(screen.getByText('SHA-256 del archivo aprobado')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Enviar prueba v2' })).toBeTruthy();
});

it('stops the links already sent, after a confirmation', async () => {
  const api = apiWith(makeDetail());
  await renderInbox(api, `/owner?ref=${reference}`);
  const panel = await screen.findByRole('region', { name: "Customer's page" });
  expect(within(panel).getByText(/ask for a new one on \/order-status/)).toBeTruthy();
  fireEvent.click(within(panel).getByRole('button', { name: 'Stop the links already sent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Stop the links already sent?' });
  expect(api.callsTo('POST', `${detailPath}/links/revoke`)).toHaveLength(0);
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop the links' }));
  });
  const [revoke] = api.callsTo('POST', `${detailPath}/links/revoke`);
  expect(revoke.headers.get('x-requested-with')).toBe('owner');
  await screen.findByText('2 links stopped.');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
