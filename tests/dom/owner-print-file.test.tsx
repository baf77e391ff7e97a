/**
 * A gang sheet's print file on the owner's request screen (core/api/owner.ts PrintFileView):
 * the preview and the download once ready; the reason and Retry once given up on, in both
 * languages, Retry posting with the owner's header and showing the job queued again.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { PrintFileView } from '../../core/api/owner.ts';
import {
  answer,
  detailPath,
  FakeOwnerApi,
  makeDetail,
  reference,
  renderInbox,
} from './fixtures/owner-harness.tsx';

jest.setTimeout(30_000);

const sheet = {
  id: 7,
  field: 'sheet',
  name: `${reference}-sheet.png`,
  size: 2_048_000,
  type: 'image/png',
  sha256: 'cd'.repeat(32),
};
const preview = {
  id: 8,
  field: 'sheet-preview',
  name: `${reference}-sheet-preview.png`,
  size: 20_480,
  type: 'image/png',
  sha256: 'ef'.repeat(32),
};
const failed: PrintFileView = {
  state: 'failed',
  attempts: 3,
  error: 'the file of design 2 ("logo.png") is missing',
  file: null,
  preview: null,
};
const panel = (name: RegExp) => screen.findByRole('region', { name });

describe('the print file panel', () => {
  it('shows the preview and the download once the print file is ready', async () => {
    const ready: PrintFileView = { state: 'ready', attempts: 1, error: null, file: sheet, preview };
    const api = new FakeOwnerApi().on('GET', detailPath, () =>
      answer(200, makeDetail({ printFile: ready, files: [sheet, preview] })),
    );
    await renderInbox(api, `/owner?ref=${reference}`);
    const region = await panel(/^Print file$/);
    expect(within(region).getByText('Ready: the whole sheet at 300 dpi.')).toBeTruthy();
    const image = within(region).getByRole('img', { name: 'Preview of the gang sheet' });
    expect(image.getAttribute('src')).toBe(`/api/owner/submissions/${reference}/files/8`);
    const link = within(region).getByRole('link', { name: new RegExp(`${reference}-sheet.png`) });
    expect(link.getAttribute('href')).toBe(`/api/owner/submissions/${reference}/files/7`);
    expect(within(region).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it.each([
    [
      'en' as const,
      /^Print file$/,
      'It could not be built (after 3 tries).',
      'Reason:',
      'Retry',
      'Waiting to be built.',
    ],
    [
      'es' as const,
      /^Archivo de impresión$/,
      'No se pudo crear (tras 3 intentos).',
      'Motivo:',
      'Reintentar',
      'En espera de crearse.',
    ],
  ])(
    'says why it failed and queues it again on Retry (%s)',
    async (lng, name, failedText, reason, retry, queued) => {
      let printFile = failed;
      const api = new FakeOwnerApi()
        .on('GET', detailPath, () => answer(200, makeDetail({ printFile })))
        .on('POST', `${detailPath}/print-file/retry`, () =>
          answer(200, makeDetail({ printFile: { ...failed, state: 'queued', attempts: 0, error: null } })),
        );
      await renderInbox(api, `/owner?ref=${reference}`, lng);
      const region = await panel(name);
      expect(within(region).getByText(failedText)).toBeTruthy();
      expect(within(region).getByRole('alert').textContent).toContain(`${reason} ${failed.error}`);
      // After Retry the screen reads the request again: the fake then answers it queued.
      printFile = { ...failed, state: 'queued', attempts: 0, error: null };
      fireEvent.click(within(region).getByRole('button', { name: retry }));
      const [call] = api.callsTo('POST', `${detailPath}/print-file/retry`);
      expect(call.headers.get('x-requested-with')).toBe('owner');
      expect(await within(await panel(name)).findByText(queued)).toBeTruthy();
    },
  );
});
