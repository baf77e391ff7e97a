import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, renderRunner, type FetchMock } from './fixtures/form-runner-harness.tsx';

const fileOf = (name: string, bytes: number, type = 'application/pdf') =>
  new File(['x'.repeat(bytes)], name, { type });
const picker = () => screen.getByLabelText(/^Files/) as HTMLInputElement;
const pick = (...files: File[]) => fireEvent.change(picker(), { target: { files } });
const fileList = () => screen.queryByRole('list');

describe('FormRunner files', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn();
  });

  it('lists picked files and removes them one at a time', async () => {
    await renderRunner({ fetchImpl: fetchMock });
    pick(fileOf('a.pdf', 10), fileOf('b.png', 20, 'image/png'));
    const items = within(fileList()!).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.firstChild?.textContent)).toEqual(['a.pdf', 'b.png']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(within(fileList()!).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('a.pdf')).toBeNull();
  });

  it('refuses a file over the size limit with a message that names it', async () => {
    await renderRunner({ fetchImpl: fetchMock });
    pick(fileOf('huge.pdf', 2048), fileOf('ok.pdf', 100));
    expect(screen.getByRole('alert').textContent).toBe('huge.pdf is larger than 1 kB.');
    expect(screen.queryByText('huge.pdf')).toBeNull();
    expect(screen.getByText('ok.pdf')).toBeTruthy();
    expect(picker().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a file whose type the field does not accept', async () => {
    await renderRunner({ fetchImpl: fetchMock });
    pick(fileOf('notes.exe', 10, 'application/octet-stream'));
    expect(screen.getByRole('alert').textContent).toBe('notes.exe is not an accepted file type.');
    expect(fileList()).toBeNull();
    expect(picker().getAttribute('accept')).toBe('.pdf,.png');
  });

  it('keeps no more files than the field allows', async () => {
    await renderRunner({ fetchImpl: fetchMock });
    pick(fileOf('1.pdf', 1), fileOf('2.pdf', 1), fileOf('3.pdf', 1));
    expect(within(fileList()!).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('You can add at most 2 items.');
  });

  it('highlights the drop zone while files are dragged over it and takes dropped files', async () => {
    await renderRunner({ fetchImpl: fetchMock });
    const zone = screen.getByTestId('fixture_files__dropzone');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone.hasAttribute('data-dragging')).toBe(true);
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone.hasAttribute('data-dragging')).toBe(false);
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('dropped.png', 5, 'image/png')] } });
    expect(zone.hasAttribute('data-dragging')).toBe(false);
    expect(screen.getByText('dropped.png')).toBeTruthy();
  });

  it('keeps no files in the draft: they are not restored after a reload', async () => {
    const first = await renderRunner({ fetchImpl: fetchMock });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ana' } });
    pick(fileOf('a.pdf', 10));
    await waitFor(() => expect(localStorage.getItem('draft:fixture')).toContain('Ana'), { timeout: 2000 });
    expect(JSON.parse(localStorage.getItem('draft:fixture')!)).not.toHaveProperty('files');
    first.unmount();
    await renderRunner({ fetchImpl: fetchMock });
    expect((screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement).value).toBe('Ana');
    expect(fileList()).toBeNull();
  });

  it('uploads the files by tus, sends their paths and their count, and clears them after success', async () => {
    fetchMock.mockReturnValue(answer(201, { reference: 'Q-FILES1' }));
    const { tus } = await renderRunner({ fetchImpl: fetchMock });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: '0' } });
    const file = fileOf('art.pdf', 100);
    pick(file);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = fetchMock.mock.calls[0][1]?.body as FormData;
    expect(body.getAll('files')).toEqual(['/api/uploads/u1']);
    expect(body.get('file_count')).toBe('1');
    expect(tus.uploads.get('u1')).toMatchObject({
      length: 100,
      offset: 100,
      metadata: { form: 'fixture', field: 'files', filename: 'art.pdf', filetype: 'application/pdf' },
    });
    await screen.findByRole('status');
    expect(fileList()).toBeNull();
    // The request used the upload: it is no longer offered for resuming.
    await waitFor(() =>
      expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]),
    );
  });

  it('keeps every value and file when the server is briefly unavailable (503), and sends them again on the next press', async () => {
    fetchMock.mockReturnValueOnce(
      answer(503, { error: 'unavailable', message: 'The service is briefly unavailable.' }),
    );
    fetchMock.mockReturnValueOnce(answer(201, { reference: 'Q-AGAIN1' }));
    const { tus } = await renderRunner({ fetchImpl: fetchMock });
    const name = () => screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement;
    fireEvent.change(name(), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: '0' } });
    pick(fileOf('art.pdf', 100));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Sending failedPlease try again.');
    expect(name().value).toBe('Ana');
    expect(within(fileList()!).getByText('art.pdf')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('status');
    const again = fetchMock.mock.calls[1][1]?.body as FormData;
    expect(again.get('name')).toBe('Ana');
    // The same upload, not a second one.
    expect(again.get('files')).toBe('/api/uploads/u1');
    expect(tus.calls().filter((call) => call.startsWith('POST'))).toEqual(['POST /api/uploads/']);
  });
});
