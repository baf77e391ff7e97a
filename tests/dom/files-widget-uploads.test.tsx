/**
 * The files widget's uploads, on the real upload form with the real tus-js-client against a tus
 * server in memory (fixtures/fake-tus.ts): a chosen file uploads at once with its progress on its
 * row, pauses and resumes, says why a refused file was refused, waits out a lost connection, and
 * after a reload offers to go on with the uploads an earlier page started.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import uploadJson from '../../forms/upload.form.json';
import { asFormDefinition } from '../../core/forms/form-definition.ts';
import enForms from '../../locales/en/forms.json';
import esForms from '../../locales/es/forms.json';
import { UploadManager } from '../../src/form-engine/uploads/upload-manager.ts';
import { FakeTusServer } from './fixtures/fake-tus.ts';
import { makeI18n, renderRunner } from './fixtures/form-runner-harness.tsx';

const upload = asFormDefinition(uploadJson);
const resources = { en: { forms: enForms }, es: { forms: esForms } };
const managers: UploadManager[] = [];
let tus: FakeTusServer;

async function renderUpload(lng: 'en' | 'es' = 'en', options: { offlineRetryMs?: number } = {}) {
  const uploads = new UploadManager({ httpStack: tus.stack, chunkSize: 1024, retryDelays: [0], ...options });
  managers.push(uploads);
  const i18n = await makeI18n(lng, resources);
  return renderRunner({ definition: upload, i18n, validator: undefined, fetchImpl: jest.fn(), uploads, tus });
}
const artwork = () =>
  new File(['x'.repeat(3000)], 'artwork.pdf', { type: 'application/pdf', lastModified: 1 });
const pick = (file: File, label = /^Files/) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const row = () => within(screen.getByRole('list')).getByRole('listitem');

/** Lets `chunks` PATCH requests through, then holds the next one. */
async function holdAfter(chunks: number) {
  for (let i = 0; i < chunks; i += 1) {
    await waitFor(() => expect(tus.pending).toBe(1));
    await act(async () => tus.release());
  }
  await waitFor(() => expect(tus.pending).toBe(1));
}

beforeEach(() => {
  localStorage.clear();
  tus = new FakeTusServer();
});
afterEach(() => {
  for (const made of managers.splice(0)) made.dispose();
  jest.restoreAllMocks();
});

describe('the files widget', () => {
  it('uploads a chosen file at once, with its progress on its row, and pauses and resumes it', async () => {
    tus.hold = true;
    await renderUpload();
    pick(artwork());
    await holdAfter(1);
    const bar = within(row()).getByRole('progressbar', { name: 'artwork.pdf' });
    // The second kilobyte is on its way.
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('68'));
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^2 kB of 3 kB/);
    fireEvent.click(within(row()).getByRole('button', { name: 'Pause uploading artwork.pdf' }));
    // Paused, it shows what the server has.
    await within(row()).findByText('Paused at 1 kB of 3 kB');
    expect(bar.getAttribute('aria-valuenow')).toBe('34');
    tus.hold = false;
    await act(async () => tus.release());
    expect(tus.uploads.get('u1')!.offset).toBe(1024);
    fireEvent.click(within(row()).getByRole('button', { name: 'Resume uploading artwork.pdf' }));
    await within(row()).findByText('Uploaded');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(tus.uploads.get('u1')).toMatchObject({
      offset: 3000,
      metadata: { form: 'upload', field: 'files' },
    });
    expect(tus.calls().filter((call) => call.startsWith('POST'))).toHaveLength(1);
    expect(within(row()).queryByRole('button', { name: /Pause|Resume/ })).toBeNull();
  });

  it('says why the server refused a file, and offers Retry only where another try can help', async () => {
    tus.refuse('POST', 429);
    await renderUpload();
    pick(artwork());
    await within(row()).findByText(
      'Too many uploads from this connection at once. Wait for the others to finish, then try again.',
    );
    expect(within(row()).queryByRole('progressbar')).toBeNull();
    fireEvent.click(within(row()).getByRole('button', { name: 'Retry uploading artwork.pdf' }));
    await within(row()).findByText('Uploaded');

    fireEvent.click(screen.getByRole('button', { name: 'Remove artwork.pdf' }));
    tus.refuse('POST', 413);
    pick(artwork());
    await within(row()).findByText('This file is too large to upload.');
    expect(within(row()).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('says so when the connection is lost, and goes on by itself when it is back', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    tus.offline = true;
    await renderUpload();
    pick(artwork());
    await within(row()).findByText(
      'Connection lost. The upload will continue by itself when you are back online.',
    );
    tus.offline = false;
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await within(row()).findByText('Uploaded');
  });

  it('terminates an unfinished upload when its file is removed', async () => {
    tus.hold = true;
    await renderUpload();
    pick(artwork());
    await holdAfter(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove artwork.pdf' }));
    await waitFor(() => expect(tus.calls()).toContain('DELETE /api/uploads/u1'));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('after a reload, names the files an earlier page was uploading and resumes one chosen again', async () => {
    tus.hold = true;
    const first = await renderUpload();
    pick(artwork());
    await holdAfter(1);
    fireEvent.click(within(row()).getByRole('button', { name: 'Pause uploading artwork.pdf' }));
    await within(row()).findByText(/^Paused/);
    first.unmount();
    tus.hold = false;
    tus.release();

    await renderUpload();
    const notice = await screen.findByTestId('stored-uploads');
    expect(notice.textContent).toContain('You started uploading these files earlier');
    expect(notice.textContent).toContain(
      'artwork.pdf: 1 kB of 3 kB uploaded. Choose artwork.pdf again to continue.',
    );
    pick(artwork());
    await within(row()).findByText('Uploaded');
    expect(screen.queryByTestId('stored-uploads')).toBeNull();
    // Resumed where the server was: one upload, asked for its offset, not made again.
    expect(tus.calls().filter((call) => call.startsWith('POST'))).toHaveLength(1);
    expect(tus.calls()).toContain('HEAD /api/uploads/u1');
  });

  it('discards the uploads of an earlier page: terminated and no longer offered', async () => {
    tus.hold = true;
    const first = await renderUpload();
    pick(artwork());
    await holdAfter(1);
    first.unmount();
    tus.hold = false;

    const second = await renderUpload('es');
    const notice = await screen.findByTestId('stored-uploads');
    expect(notice.textContent).toContain('Empezó a subir estos archivos antes');
    expect(notice.textContent).toContain(
      'artwork.pdf: 1 kB de 3 kB subidos. Elija artwork.pdf de nuevo para continuar.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByTestId('stored-uploads')).toBeNull());
    expect(tus.uploads.get('u1')!.terminated).toBe(true);
    second.unmount();
    await renderUpload();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('stored-uploads')).toBeNull();
  });
});
