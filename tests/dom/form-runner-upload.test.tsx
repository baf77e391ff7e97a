/** The real upload form: reference link rows, files, and what is sent. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import uploadJson from '../../forms/upload.form.json';
import { asFormDefinition } from '../../core/forms/form-definition.ts';
import enForms from '../../locales/en/forms.json';
import esForms from '../../locales/es/forms.json';
import { answer, makeI18n, renderRunner, type FetchMock } from './fixtures/form-runner-harness.tsx';
import { FakeTusServer } from './fixtures/fake-tus.ts';

const upload = asFormDefinition(uploadJson);
const resources = { en: { forms: enForms }, es: { forms: esForms } };
const links = () => within(screen.getByRole('group', { name: 'Reference Links' }));

async function renderUpload(fetchImpl: FetchMock, tus?: FakeTusServer) {
  const i18n = await makeI18n('en', resources);
  return renderRunner({ definition: upload, i18n, validator: undefined, fetchImpl, tus });
}

describe('the upload form', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn();
  });

  it('always keeps one reference link row, and adds and removes rows', async () => {
    await renderUpload(fetchMock);
    await waitFor(() => expect(links().getAllByRole('textbox')).toHaveLength(1));
    const first = links().getByRole('textbox', { name: 'Reference Links 1' });
    expect(first.hasAttribute('required')).toBe(false);
    expect(first.getAttribute('type')).toBe('url');
    expect(first.getAttribute('placeholder')).toBe('https://');
    expect(links().queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.click(links().getByRole('button', { name: 'Add another link' }));
    expect(links().getAllByRole('textbox')).toHaveLength(2);
    fireEvent.click(links().getByRole('button', { name: 'Remove Reference Links 2' }));
    expect(links().getAllByRole('textbox')).toHaveLength(1);
  });

  it("sends the contact fields, the links comma-joined, the files' upload paths and their count", async () => {
    fetchMock.mockReturnValue(answer(201, { reference: 'U-1' }));
    jest.spyOn(window, 'alert').mockImplementation(() => {});
    const tus = new FakeTusServer();
    await renderUpload(fetchMock, tus);
    fireEvent.change(screen.getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email Address' }), { target: { value: 'a@b.co' } });
    await waitFor(() => expect(links().getAllByRole('textbox')).toHaveLength(1));
    fireEvent.change(links().getAllByRole('textbox')[0], { target: { value: 'https://a.example/1' } });
    fireEvent.click(links().getByRole('button', { name: 'Add another link' }));
    fireEvent.change(links().getAllByRole('textbox')[1], { target: { value: 'https://a.example/2' } });
    const files = [new File(['1'], 'logo.png'), new File(['22'], 'brief.pdf')];
    fireEvent.change(screen.getByLabelText(/^Files/), { target: { files } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Files' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/forms/upload');
    const body = init?.body as FormData;
    expect([...body.keys()]).toEqual([
      'name',
      'email',
      'links',
      'file_count',
      '_elapsed_ms',
      '_lang',
      'files',
      'files',
    ]);
    expect(body.get('links')).toBe('https://a.example/1,https://a.example/2');
    expect(body.get('file_count')).toBe('2');
    expect(body.getAll('files')).toEqual(['/api/uploads/u1', '/api/uploads/u2']);
    expect([...tus.uploads.values()].map(({ metadata }) => metadata)).toEqual([
      { form: 'upload', field: 'files', filename: 'logo.png', filetype: 'application/octet-stream' },
      { form: 'upload', field: 'files', filename: 'brief.pdf', filetype: 'application/octet-stream' },
    ]);
    await waitFor(() => expect(window.alert).toHaveBeenCalled());
  });

  it('does not let an untouched link row block the submit', async () => {
    fetchMock.mockReturnValue(answer(201));
    jest.spyOn(window, 'alert').mockImplementation(() => {});
    await renderUpload(fetchMock);
    fireEvent.change(screen.getByRole('textbox', { name: 'Full Name' }), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email Address' }), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Files' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = fetchMock.mock.calls[0][1]?.body as FormData;
    expect(body.has('links')).toBe(false);
    expect(body.get('file_count')).toBe('0');
  });
});
