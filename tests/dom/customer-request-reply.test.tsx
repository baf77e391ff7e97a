/**
 * The conversation on the customer's page: messages oldest first and told apart, and the reply
 * form checking text, type, size and count before it sends anything, then its multipart POST,
 * the server's refusals, and the sent message joining the list, in English and Spanish.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import {
  answer,
  customerRequest,
  type FetchMock,
  installFetch,
  posts,
  renderCustomerPage,
  token,
} from './fixtures/customer-request-harness.tsx';
import { FakeTusServer } from './fixtures/fake-tus.ts';
import { xhrOverFetch } from './fixtures/xhr-over-fetch.ts';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetch();
});

const MB = 1024 * 1024;
const fileOf = (name: string, size: number, type = 'application/pdf') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
/** The messages (the list's own items, not those of their file lists). */
const messageItems = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');
const choose = (label: string | RegExp, files: File[]) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files } });

describe('the conversation', () => {
  it('lists the messages oldest first, saying who wrote each and when, and what was sent', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest()));
    await renderCustomerPage();
    await screen.findByRole('region', { name: 'Messages' });
    const items = messageItems('Messages');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^The shop.*Mar 2, 2026.*Here is our first idea\.$/),
      expect.stringMatching(/^You.*Mar 2, 2026.*Thank you!$/),
    ]);
    const sent = within(screen.getByRole('region', { name: 'What you sent' }));
    expect(sent.getByText('Vehicle').nextElementSibling?.textContent).toBe('Ford Transit');
    expect(sent.getByRole('link', { name: 'Download logo.png' }).getAttribute('href')).toBe(
      `/api/customer/requests/${token}/files/12`,
    );
    expect(screen.getByText(/^Request Q-7K3F9Q: Quoted$/)).toBeTruthy();
  });
});

describe('the reply form', () => {
  it('refuses an empty text, a wrong type and a too-large file before sending', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest()));
    await renderCustomerPage();
    const send = await screen.findByRole('button', { name: 'Send message' });
    const picker = screen.getByLabelText('Attach files (optional)');
    expect(picker.getAttribute('accept')).toBe('.pdf,.png,.jpg');
    expect(
      screen.getByText('Up to 2 files, each up to 1 MB. Accepted types: .pdf, .png, .jpg.'),
    ).toBeTruthy();

    fireEvent.click(send);
    expect(screen.getByText('Please write your message.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Here is the logo' } });
    choose('Attach files (optional)', [fileOf('virus.exe', 100)]);
    expect(
      screen.getByText('virus.exe is not a type of file we accept here. Accepted types: .pdf, .png, .jpg.'),
    ).toBeTruthy();
    fireEvent.click(send);
    expect(screen.queryByText('Please write your message.')).toBeNull();

    choose('Attach files (optional)', [fileOf('huge.pdf', 2 * MB)]);
    expect(screen.getByText('huge.pdf is larger than 1 MB, the most we accept per file.')).toBeTruthy();
    fireEvent.click(send);

    choose('Attach files (optional)', [fileOf('a.pdf', 10), fileOf('b.pdf', 10), fileOf('c.pdf', 10)]);
    expect(screen.getByText('You can attach up to 2 files to one message.')).toBeTruthy();
    fireEvent.click(send);
    expect(posts(fetchMock)).toEqual([]);
    expect(picker.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends text and files as multipart, adds the message, empties the form and says so politely', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest()));
    await renderCustomerPage();
    fireEvent.change(await screen.findByLabelText('Your message'), {
      target: { value: ' New logo attached ' },
    });
    const logo = fileOf('logo-v2.png', 4000, 'image/png');
    choose('Attach files (optional)', [logo]);
    const message = {
      id: 9,
      from: 'customer',
      text: 'New logo attached',
      at: '2026-03-04T09:00:00.000Z',
      files: [
        {
          id: 20,
          name: 'logo-v2.png',
          size: 4000,
          type: 'image/png',
          url: `/api/customer/requests/${token}/files/20`,
        },
      ],
    };
    fetchMock.mockReturnValueOnce(answer(201, { message }));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const note = await screen.findByText('Your message was sent.');
    expect(note.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    const [[url, init]] = posts(fetchMock);
    expect(url).toBe(`/api/customer/requests/${token}/messages`);
    expect(init.credentials).toBe('same-origin');
    const body = init.body as FormData;
    expect(body.get('text')).toBe('New logo attached');
    expect((body.getAll('files') as File[]).map((f) => f.name)).toEqual(['logo-v2.png']);
    const items = messageItems('Messages');
    expect(items).toHaveLength(3);
    expect(items.at(-1)?.textContent).toMatch(/^You.*New logo attached.*logo-v2\.png/);
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
  });

  it("sends each file first as a resumable upload under its form's rules, then the reply naming the uploads", async () => {
    const tus = new FakeTusServer();
    window.XMLHttpRequest = xhrOverFetch(() => fetchMock, tus);
    fetchMock.mockReturnValueOnce(
      answer(
        200,
        customerRequest({
          upload: {
            accept: ['.pdf', '.png'],
            maxFileBytes: 1024 * 1024,
            maxFiles: 2,
            uploadAs: { form: 'vehicle-wrap', field: 'vehiclePhotos' },
          },
        }),
      ),
    );
    await renderCustomerPage();
    fireEvent.change(await screen.findByLabelText('Your message'), { target: { value: 'Side view' } });
    choose('Attach files (optional)', [new File([new Uint8Array(3000)], 'side.png', { type: 'image/png' })]);
    fetchMock.mockReturnValueOnce(
      answer(201, {
        message: { id: 10, from: 'customer', text: 'Side view', at: '2026-03-04T09:00:00.000Z', files: [] },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Your message was sent.');
    const [upload] = [...tus.uploads.values()];
    expect(upload).toMatchObject({ length: 3000, offset: 3000 });
    expect(upload.metadata).toMatchObject({
      form: 'vehicle-wrap',
      field: 'vehiclePhotos',
      filename: 'side.png',
    });
    const [[, init]] = posts(fetchMock).filter(([url]) => String(url).endsWith('/messages'));
    const body = init.body as FormData;
    expect(body.getAll('files')).toEqual([`/api/uploads/${upload.id}`]);
  });

  it("shows the server's field errors, and a dead link's view when the link stopped working", async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest()));
    await renderCustomerPage();
    fireEvent.change(await screen.findByLabelText('Your message'), { target: { value: 'Hello' } });
    fetchMock.mockReturnValueOnce(
      answer(400, {
        error: 'invalid',
        message: 'Invalid',
        fields: [{ field: 'files', message: 'logo.png is not really a PNG image.' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const refusal = await screen.findByText('logo.png is not really a PNG image.');
    expect(refusal.closest('[role="alert"]')?.textContent).toContain(
      'The shop could not accept this message:',
    );

    fetchMock.mockReturnValueOnce(answer(404, { error: 'link-invalid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('heading', { level: 1, name: 'This link has expired or is not valid' });
  });
});

describe('in Spanish', () => {
  it('refuses a too-large file and a wrong type in Spanish, and tells the authors apart', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest()));
    await renderCustomerPage('es');
    await screen.findByRole('region', { name: 'Mensajes' });
    expect(messageItems('Mensajes').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^El taller.*Here is our first idea\.$/),
      expect.stringMatching(/^Usted.*Thank you!$/),
    ]);
    fireEvent.change(screen.getByLabelText('Su mensaje'), { target: { value: 'Hola' } });
    choose('Adjuntar archivos (opcional)', [fileOf('enorme.pdf', 3 * MB)]);
    expect(
      screen.getByText('enorme.pdf pesa más de 1 MB, el máximo que aceptamos por archivo.'),
    ).toBeTruthy();
    choose('Adjuntar archivos (opcional)', [fileOf('notas.docx', 10)]);
    expect(
      screen.getByText(
        'notas.docx no es un tipo de archivo que aceptemos aquí. Tipos aceptados: .pdf, .png, .jpg.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(posts(fetchMock)).toEqual([]);
  });
});
