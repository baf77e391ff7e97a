/**
 * The conversation on a request's screen in the owner's inbox: writing to the customer (a
 * multipart POST with the owner's header and the files), the customer's unread answers marked
 * "New" and marked read once, and what the owner is told when the customer has no e-mail.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Detail, Message } from '../../core/api/owner.ts';
import {
  answer,
  detailPath,
  FakeOwnerApi,
  makeDetail,
  reference,
  renderInbox,
} from './fixtures/owner-harness.tsx';

jest.setTimeout(30_000);

const customerMessage = (change: Partial<Message> = {}): Message => ({
  id: 1,
  from: 'customer',
  text: 'Can the logo be on both sides?',
  at: '2026-03-03T10:00:00.000Z',
  read: true,
  files: [],
  ...change,
});

/** A fake API whose detail answers change as the page sends things. */
function apiWith(first: Detail, afterSend?: Detail) {
  let detail = first;
  const api = new FakeOwnerApi()
    .on('GET', detailPath, () => answer(200, detail))
    .on('POST', `${detailPath}/messages/read`, () => answer(204))
    .on('POST', `${detailPath}/messages`, () => {
      if (afterSend) detail = afterSend;
      return answer(201, detail);
    });
  return api;
}

const conversation = () => screen.getByRole('region', { name: 'Conversation with the customer' });

it('sends the message as multipart with the owner header and the files, then shows it', async () => {
  const shopMessage: Message = {
    id: 2,
    from: 'shop',
    text: 'Yes: here is a sketch.',
    at: '2026-03-03T11:00:00.000Z',
    read: true,
    files: [
      { id: 40, field: 'files', name: 'sketch.png', size: 2048, type: 'image/png', sha256: 'ab'.repeat(32) },
    ],
  };
  const before = makeDetail({ messages: [customerMessage()] });
  const api = apiWith(before, { ...before, messages: [customerMessage(), shopMessage] });
  await renderInbox(api, `/owner?ref=${reference}`);
  await screen.findByRole('heading', { level: 2, name: 'Conversation with the customer' });
  // The customer's message under the customer's name, not "You".
  expect(within(conversation()).getByText('Ana Díaz')).toBeTruthy();
  expect(within(conversation()).getByText('Can the logo be on both sides?')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Message to the customer'), {
    target: { value: '  Yes: here is a sketch.  ' },
  });
  const sketch = new File(['<png>'], 'sketch.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Attach files (optional)'), { target: { files: [sketch] } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
  });

  const [sent] = api.callsTo('POST', `${detailPath}/messages`);
  expect(sent.headers.get('x-requested-with')).toBe('owner');
  // The browser writes the multipart type with its boundary: nothing set by hand.
  expect(sent.headers.get('content-type')).toBeNull();
  expect(sent.body).toBeInstanceOf(FormData);
  const form = sent.body as FormData;
  expect(form.get('text')).toBe('Yes: here is a sketch.');
  expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['sketch.png']);

  await screen.findByText('Message sent to the customer.');
  const item = (await within(conversation()).findByText('Yes: here is a sketch.')).closest('li')!;
  expect(within(item as HTMLElement).getByText('You')).toBeTruthy();
  expect(
    within(item as HTMLElement)
      .getByRole('link', { name: /sketch\.png/ })
      .getAttribute('href'),
  ).toBe(`/api/owner/submissions/${reference}/files/40`);
  // The form is empty again for the next message.
  expect((screen.getByLabelText('Message to the customer') as HTMLTextAreaElement).value).toBe('');
  expect(api.callsTo('POST', `${detailPath}/messages/read`)).toHaveLength(0);
});

it('asks for the text and sends nothing without it', async () => {
  const api = apiWith(makeDetail());
  await renderInbox(api, `/owner?ref=${reference}`);
  await screen.findByText('No messages yet.');
  fireEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
  await screen.findByText('Write the message first.');
  expect(api.callsTo('POST', `${detailPath}/messages`)).toHaveLength(0);
});

it('refuses a file type the API does not take, naming the file', async () => {
  const api = apiWith(makeDetail());
  await renderInbox(api, `/owner?ref=${reference}`);
  const input = await screen.findByLabelText('Attach files (optional)');
  fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
  expect((await screen.findByText(/notes\.txt cannot be sent/)).closest('[role="alert"]')).toBeTruthy();
});

it('marks unread answers "New" and marks them read once, however often the request loads', async () => {
  const unread = [
    customerMessage({ id: 1, read: false }),
    customerMessage({ id: 2, text: 'And the back doors?', read: false }),
  ];
  const before = makeDetail({ messages: unread, unread: 2 });
  const reply: Message = {
    id: 3,
    from: 'shop',
    text: 'Both, yes.',
    at: '2026-03-04T09:00:00Z',
    read: true,
    files: [],
  };
  const after = makeDetail({
    messages: [...unread.map((message) => ({ ...message, read: true })), reply],
    unread: 0,
  });
  const api = apiWith(before, after);
  await renderInbox(api, `/owner?ref=${reference}`);
  await screen.findByText('And the back doors?');
  expect(within(conversation()).getAllByText('New')).toHaveLength(2);
  await waitFor(() => expect(api.callsTo('POST', `${detailPath}/messages/read`)).toHaveLength(1));
  const [read] = api.callsTo('POST', `${detailPath}/messages/read`);
  expect(read.headers.get('x-requested-with')).toBe('owner');

  // The next load (here after a reply) has no markers, and marks nothing again.
  fireEvent.change(screen.getByLabelText('Message to the customer'), { target: { value: 'Both, yes.' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
  });
  await within(conversation()).findByText('Both, yes.');
  expect(within(conversation()).queryByText('New')).toBeNull();
  expect(api.callsTo('POST', `${detailPath}/messages/read`)).toHaveLength(1);
});

it('says so when the customer cannot be e-mailed, in Spanish too', async () => {
  await renderInbox(apiWith(makeDetail({ canEmail: false, email: null })), `/owner?ref=${reference}`, 'es');
  await screen.findByRole('heading', { level: 2, name: 'Conversación con el cliente' });
  expect(
    within(screen.getByRole('region', { name: 'Conversación con el cliente' })).getByText(
      /el cliente no dio un correo electrónico/,
    ),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Enviar al cliente' })).toBeTruthy();
});

it('keeps owner notes out of the conversation', async () => {
  const detail = makeDetail({
    messages: [customerMessage()],
    notes: [{ id: 9, text: 'Charge the rush fee', at: '2026-03-03T12:00:00Z' }],
  });
  await renderInbox(apiWith(detail), `/owner?ref=${reference}`);
  await screen.findByText('Charge the rush fee');
  expect(within(conversation()).queryByText('Charge the rush fee')).toBeNull();
  expect(screen.getByText('Only you see notes.')).toBeTruthy();
});
