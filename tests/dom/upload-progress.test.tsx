/**
 * Upload progress. A form's files go by tus first (here a fake tus Upload driven by the test):
 * the panel shows the bytes of all of them, the speed and the time left, and a Cancel button
 * that pauses them and keeps everything the visitor entered; the request then carries the
 * uploads' paths. A body that still carries files (a hosted form service) goes by
 * XMLHttpRequest (here a fake one) and reports its bytes the same way.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import uploadJson from '../../forms/upload.form.json';
import { asFormDefinition } from '../../core/forms/form-definition.ts';
import enForms from '../../locales/en/forms.json';
import esForms from '../../locales/es/forms.json';
import { sendSubmission, type UploadProgress } from '../../src/form-engine/send.ts';
import { UploadManager } from '../../src/form-engine/uploads/upload-manager.ts';
import { answer, makeI18n, renderRunner, type FetchMock } from './fixtures/form-runner-harness.tsx';
import { FakeUpload } from './fixtures/fake-upload.ts';

const upload = asFormDefinition(uploadJson);
const resources = { en: { forms: enForms }, es: { forms: esForms } };
const MB = 1024 * 1024;

/** The part of XMLHttpRequest that send.ts uses, driven by the test. */
class FakeXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  private responseType = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.responseType || null : null;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  allSent() {
    this.upload.onload?.();
  }
  respond(status: number, body?: unknown) {
    this.status = status;
    if (body !== undefined) {
      this.responseType = 'application/json; charset=utf-8';
      this.responseText = JSON.stringify(body);
    }
    this.onload?.();
  }
}

let requests: FakeXhr[];
const createXhr = () => {
  const xhr = new FakeXhr();
  requests.push(xhr);
  return xhr as unknown as XMLHttpRequest;
};
const lastRequest = () => requests[requests.length - 1];

let clock = 0;
let uploads: UploadManager;
beforeEach(() => {
  localStorage.clear();
  requests = [];
  clock = 0;
  FakeUpload.reset();
  uploads = new UploadManager({ Upload: FakeUpload, now: () => clock });
});
afterEach(() => uploads.dispose());

/** The fake answers of the form's POST, to resolve when the test says. */
function heldFetch() {
  let answerWith: (response: Response) => void = () => {};
  const fetchImpl: FetchMock = jest.fn();
  fetchImpl.mockImplementation(() => new Promise<Response>((resolve) => (answerWith = resolve)));
  return {
    fetchImpl,
    respond: async (status: number, body?: unknown) => answerWith(await answer(status, body)),
  };
}

/** 10.9 MB at 0 s, 13 MB at 1 s: 2.1 MB/s, with 287 MB of a 300 MB file left (about 2 minutes). */
function uploadAtSpeed(upload: FakeUpload) {
  act(() => upload.progress(10.9 * MB, 300 * MB));
  clock = 1000;
  act(() => upload.progress(13 * MB, 300 * MB));
}

describe('sendSubmission with files', () => {
  const files = new Map([['files', [new File(['%PDF-1.4'], 'brief.pdf')]]]);
  const data = { name: 'Ana', email: 'a@b.co' };

  it('sends by XMLHttpRequest, reports the bytes sent and reads the reference', async () => {
    const reports: UploadProgress[] = [];
    const result = sendSubmission(upload, data, files, undefined, undefined, {
      createXhr,
      onProgress: (progress) => reports.push(progress),
    });
    const xhr = lastRequest();
    expect([xhr.method, xhr.url, xhr.headers]).toEqual([
      'POST',
      '/api/forms/upload',
      { Accept: 'application/json' },
    ]);
    expect(((xhr.body as FormData).get('files') as File).name).toBe('brief.pdf');
    xhr.progress(5 * MB, 20 * MB);
    xhr.progress(20 * MB, 20 * MB);
    xhr.allSent();
    xhr.respond(201, { reference: 'U-7K3F9Q' });
    await expect(result).resolves.toEqual({ ok: true, reference: 'U-7K3F9Q' });
    expect(reports).toEqual([
      { loaded: 0 },
      { loaded: 5 * MB, total: 20 * MB },
      { loaded: 20 * MB, total: 20 * MB },
      { loaded: 20 * MB, total: 20 * MB, sent: true },
    ]);
  });

  it('counts any 2xx as success and anything else, or a network failure, as failure', async () => {
    const send = () => sendSubmission(upload, data, files, undefined, undefined, { createXhr });
    let result = send();
    lastRequest().respond(204);
    await expect(result).resolves.toEqual({ ok: true, reference: undefined });
    result = send();
    lastRequest().respond(400, { errors: [] });
    await expect(result).resolves.toEqual({ ok: false });
    result = send();
    lastRequest().onerror?.();
    await expect(result).resolves.toEqual({ ok: false });
  });

  it('aborts the request when its signal does, and says it was cancelled', async () => {
    const controller = new AbortController();
    const result = sendSubmission(upload, data, files, undefined, undefined, {
      createXhr,
      signal: controller.signal,
    });
    controller.abort();
    expect(lastRequest().aborted).toBe(true);
    await expect(result).resolves.toEqual({ ok: false, cancelled: true });
  });

  it('keeps fetch for bodies without files, and for everything when only fetchImpl is given', async () => {
    const fetchImpl: FetchMock = jest.fn().mockImplementation(() => answer(201, { reference: 'U-1' }));
    await expect(
      sendSubmission(upload, data, new Map(), undefined, fetchImpl, { createXhr }),
    ).resolves.toEqual({ ok: true, reference: 'U-1' });
    await expect(sendSubmission(upload, data, files, undefined, fetchImpl)).resolves.toEqual({
      ok: true,
      reference: 'U-1',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(requests).toHaveLength(0);
  });

  it("uses the browser's XMLHttpRequest when no transport is given", async () => {
    const original = window.XMLHttpRequest;
    window.XMLHttpRequest = function () {
      return createXhr();
    } as unknown as typeof XMLHttpRequest;
    try {
      const result = sendSubmission(upload, data, files);
      lastRequest().respond(201, { reference: 'U-2' });
      await expect(result).resolves.toEqual({ ok: true, reference: 'U-2' });
    } finally {
      window.XMLHttpRequest = original;
    }
  });
});

describe('the upload form while its files upload', () => {
  // As in current Chromium, whose scrollIntoView returns a Promise (an effect must not return it).
  const scrollIntoView = jest.fn(() => Promise.resolve());
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  async function renderUpload(lng: 'en' | 'es' = 'en') {
    const held = heldFetch();
    const i18n = await makeI18n(lng, resources);
    await renderRunner({
      definition: upload,
      i18n,
      validator: undefined,
      fetchImpl: held.fetchImpl,
      uploads,
    });
    return held;
  }
  const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

  async function fillAndSubmit(
    labels = { name: 'Full Name', email: 'Email Address', submit: 'Submit Files' },
  ) {
    fireEvent.change(box(labels.name), { target: { value: 'Ana Torres' } });
    fireEvent.change(box(labels.email), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Project Details|Detalles/ }), {
      target: { value: 'Two banners' },
    });
    const files = [new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' })];
    fireEvent.change(screen.getByLabelText(/^(Files|Archivos)/), { target: { files } });
    // Chosen, the file starts uploading at once.
    await waitFor(() => expect(FakeUpload.made).toHaveLength(1));
    await waitFor(() => expect(FakeUpload.last().starts).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: labels.submit }));
    return FakeUpload.last();
  }

  it('shows a bar with the bytes sent, the percent, the speed and the time left, and a cancel button', async () => {
    const { fetchImpl, respond } = await renderUpload();
    const upload = await fillAndSubmit();
    const bar = await screen.findByRole('progressbar', { name: 'Uploading your files…' });
    uploadAtSpeed(upload);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(bar.getAttribute('aria-valuenow')).toBe('4');
    const text = '13.0 MB of 300.0 MB (4%), 2.1 MB/s, about 2 minutes left';
    expect(bar.getAttribute('aria-valuetext')).toBe(text);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('Upload 0% done').closest('[aria-live="polite"]')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeTruthy();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });

    // Every byte on the server: the request with the paths goes, too late to cancel without a doubt.
    await act(async () => upload.succeed('abc'));
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Files sent. Waiting for our server to confirm…' })).toBe(
      bar,
    );
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    const body = fetchImpl.mock.calls[0][1]!.body as FormData;
    expect(body.getAll('files')).toEqual(['/api/uploads/abc']);
    await act(async () => respond(201, { reference: 'U-1' }));
  });

  it('cancels: pauses the upload, hides the bar, keeps every value and file, and says nothing was sent', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { fetchImpl, respond } = await renderUpload();
    const upload = await fillAndSubmit();
    act(() => upload.progress(2 * MB, 8 * MB));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(upload.aborts).toEqual([false]));
    const note = await screen.findByTestId('upload-cancelled');
    expect(note.textContent).toBe(
      'Upload cancelledNothing was sent. Everything you entered and your files are still here: submit again when you are ready.',
    );
    expect(document.activeElement).toBe(note);
    expect(screen.queryByRole('progressbar', { name: 'Uploading your files…' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'brief.pdf' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Paused at 2.0 MB of 8 MB')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(box('Full Name').value).toBe('Ana Torres');
    expect((screen.getByRole('textbox', { name: /Project Details/ }) as HTMLTextAreaElement).value).toBe(
      'Two banners',
    );
    expect(screen.getByRole('button', { name: 'Remove brief.pdf' })).toBeTruthy();
    const again = screen.getByRole('button', { name: 'Submit Files' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);

    // Sent again: the same upload goes on from where it was, and this time it arrives.
    fireEvent.click(again);
    await waitFor(() => expect(upload.starts).toBe(2));
    expect(FakeUpload.made).toHaveLength(1);
    expect(screen.queryByText('Upload cancelled')).toBeNull();
    await act(async () => upload.succeed('abc'));
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    const body = fetchImpl.mock.calls[0][1]!.body as FormData;
    expect([body.get('name'), body.get('files')]).toEqual(['Ana Torres', '/api/uploads/abc']);
    await act(async () => respond(201, { reference: 'U-7K3F9Q' }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert.mock.calls[0][0]).toContain('Your reference: U-7K3F9Q');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(box('Full Name').value).toBe('');
    alert.mockRestore();
  });

  it('ends in the failure with the reason when the server refuses a file, and sends nothing', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { fetchImpl } = await renderUpload();
    const upload = await fillAndSubmit();
    await act(async () => upload.fail(415));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        "There was an error submitting your request. Please try again.\n\nbrief.pdf: This file's content is not an accepted file type.",
      ),
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The row says why, and offers no Retry: the file itself is wrong.
    expect(screen.getByText("This file's content is not an accepted file type.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry uploading brief.pdf' })).toBeNull();
    expect(box('Full Name').value).toBe('Ana Torres');
    alert.mockRestore();
  });

  it('shows the usual failure when the server refuses the request itself', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { respond } = await renderUpload();
    const upload = await fillAndSubmit();
    await act(async () => upload.succeed());
    await act(async () => respond(400, { errors: [] }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('There was an error submitting your request. Please try again.'),
    );
    expect(screen.queryByRole('progressbar', { name: /Files sent/ })).toBeNull();
    expect(screen.queryByText('Upload cancelled')).toBeNull();
    expect(box('Full Name').value).toBe('Ana Torres');
    alert.mockRestore();
  });

  it('writes the progress and the cancel in Spanish, with comma decimals', async () => {
    await renderUpload('es');
    const upload = await fillAndSubmit({
      name: 'Nombre completo',
      email: 'Correo electrónico',
      submit: 'Enviar archivos',
    });
    const bar = await screen.findByRole('progressbar', { name: 'Subiendo sus archivos…' });
    uploadAtSpeed(upload);
    expect(bar.getAttribute('aria-valuetext')).toBe(
      '13,0 MB de 300,0 MB (4\u00a0%), 2,1 MB/s, faltan aproximadamente 2 minutos',
    );
    expect(screen.getByRole('progressbar', { name: 'brief.pdf' }).getAttribute('aria-valuetext')).toBe(
      '13,0 MB de 300 MB, 2,1 MB/s, faltan aproximadamente 2 minutos',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar envío' }));
    const note = await screen.findByTestId('upload-cancelled');
    expect(note.textContent).toContain('Envío cancelado');
    expect(note.textContent).toContain('No se envió nada.');
    expect(box('Nombre completo').value).toBe('Ana Torres');
  });
});

describe('any form whose submission carries files', () => {
  const fillFixture = () => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Ana Ruiz' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: '1' } });
  };
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

  it('shows the bar on a banner form too, and a cancel shows no failure banner', async () => {
    const fetchImpl: FetchMock = jest.fn();
    await renderRunner({ fetchImpl, uploads });
    fillFixture();
    fireEvent.change(screen.getByLabelText(/^Files/), {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    send();
    const bar = await screen.findByRole('progressbar', { name: 'Uploading your files…' });
    act(() => FakeUpload.last().progress(300, 1200));
    expect(bar.getAttribute('aria-valuetext')).toBe('0 kB of 1 kB (25%)');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect((await screen.findByTestId('upload-cancelled')).textContent).toContain('Upload cancelled');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('submission-banner')).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('shows no bar when nothing but text is sent', async () => {
    const fetchImpl: FetchMock = jest.fn().mockReturnValue(answer(201, { reference: 'Q-1' }));
    await renderRunner({ fetchImpl, createXhr, uploads });
    fillFixture();
    send();
    expect((await screen.findByRole('status')).textContent).toContain('Your reference: Q-1');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
    expect(FakeUpload.made).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
