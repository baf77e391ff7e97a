/**
 * The gang-sheet builder in jsdom: adding designs (checked by content), their sizes and copies,
 * the resolution warning, hand placements refused on the spot, auto-arrange, the length and the
 * price from the live table, and the order's multipart body. jsdom decodes no image, so the
 * pixel checks say they could not tell; tests/e2e/gang-sheet.test.ts runs it in Chromium.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import table from '../../catalog/prices/gang-sheets.json';
import { makePng } from '../support/dtf-images.ts';
import { answer } from './fixtures/form-runner-harness.tsx';
import { renderBuilder } from './fixtures/gang-sheet-harness.tsx';
import { FakeTusServer } from './fixtures/fake-tus.ts';
import { xhrOverFetch } from './fixtures/xhr-over-fetch.ts';

jest.setTimeout(30_000);

type Fetch = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>;
let fetchMock: Fetch;
let alertMock: jest.SpyInstance;
let tus: FakeTusServer;

beforeEach(() => {
  fetchMock = jest.fn((url: RequestInfo | URL, _init?: RequestInit) =>
    String(url) === '/api/prices/gang-sheets'
      ? answer(200, {
          id: 'gang-sheets',
          version: 2,
          hash: 'h',
          table: { ...table, lines: [{ ...table.lines[0], prices: { 22: 0.75 } }] },
        })
      : String(url) === '/api/forms/gang-sheet'
        ? answer(201, { reference: 'G-7K3F9Q' })
        : answer(404),
  ) as Fetch;
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  // The design files go by tus (tus-js-client's own XMLHttpRequest stack) to a server in memory.
  tus = new FakeTusServer();
  window.XMLHttpRequest = xhrOverFetch(() => fetchMock, tus);
  alertMock = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => alertMock.mockRestore());

const png = (name: string, width: number, height: number) =>
  new File([new Uint8Array(makePng({ width, height, colorType: 6 }))], name, { type: 'image/png' });

async function addFiles(files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

const copyButtons = () => screen.getAllByRole('button', { name: /^Copy \d+:/ });

describe('the gang-sheet builder', () => {
  it('adds PNGs by their content, refuses others, and sizes each from its pixels', async () => {
    await renderBuilder();
    await addFiles([
      png('logo.png', 900, 600),
      new File(['not an image'], 'fake.png', { type: 'image/png' }),
      png('tiny.png', 150, 150),
    ]);
    await screen.findByText('logo.png', { selector: 'p' });
    expect(screen.getByRole('alert').textContent).toBe(
      'fake.png was not added: it is not a PNG, JPG, WebP or SVG image.',
    );
    const widths = screen.getAllByRole('spinbutton', { name: 'Width (in)' });
    const heights = screen.getAllByRole('spinbutton', { name: 'Height (in)' });
    expect((widths[0] as HTMLInputElement).value).toBe('3');
    expect((heights[0] as HTMLInputElement).value).toBe('2');
    // The height follows the width, and the other way round.
    fireEvent.change(heights[0], { target: { value: '4' } });
    expect((widths[0] as HTMLInputElement).value).toBe('6');
    // The low-resolution design, at 3 in: its dpi and the widest it prints sharp.
    fireEvent.change(widths[1], { target: { value: '3' } });
    expect(screen.getByText('50 dpi at 3 in: it will print blurry. Sharp up to 0.5 in.')).toBeTruthy();
    expect(copyButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Copy 1: logo.png, 6 × 4 in',
      'Copy 2: tiny.png, 3 × 3 in',
    ]);
  });

  it('places copies, refuses a move that comes closer than the gap, auto-arranges and prices the length', async () => {
    await renderBuilder();
    await addFiles([png('logo.png', 900, 600)]);
    await screen.findByText('logo.png', { selector: 'p' });
    await waitFor(() => expect(screen.getByText('Price: $9.00')).toBeTruthy());
    expect(screen.getByText('Sheet length: 12 in')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Copies' }), { target: { value: '2' } });
    expect(copyButtons()).toHaveLength(2);
    // Copy 2 sits 0.25 in right of copy 1: one step right would leave no gap.
    fireEvent.keyDown(copyButtons()[0], { key: 'ArrowRight' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Not placed: it would be closer than 0.25 in to copy 2.',
    );
    fireEvent.keyDown(copyButtons()[0], { key: 'ArrowDown' });
    expect(screen.getByText('Copy 1 moved.')).toBeTruthy();

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Copies' }), { target: { value: '60' } });
    expect(copyButtons()).toHaveLength(60);
    fireEvent.click(screen.getByRole('button', { name: 'Auto-arrange' }));
    const length = Number(
      /Arranged: the sheet is (\d+) in long\./.exec(screen.getByText(/^Arranged/).textContent!)![1],
    );
    // 60 copies of 3 × 2 in with the gap need 60 × 3.25 × 2.25 in² over 22.25 in: at least 20 in.
    expect(length).toBe(20);
    expect(screen.getByText('Sheet length: 20 in')).toBeTruthy();
    expect(screen.getByText('Price: $15.00')).toBeTruthy();
  });

  it('orders the sheet: the contact fields, the layout, the price shown and one file per design', async () => {
    await renderBuilder();
    await addFiles([png('logo.png', 900, 600), png('badge.png', 300, 300)]);
    await screen.findByText('badge.png', { selector: 'p' });
    await waitFor(() => expect(screen.getByText('Price: $9.00')).toBeTruthy());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Order this sheet' }));
    });
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await within(dialog).findByRole('textbox', { name: /Full Name/ }, { timeout: 10_000 });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Full Name/ }), {
      target: { value: 'Ana Torres' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/ }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Phone/ }), {
      target: { value: '5551234567' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send order' }));
    });
    await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(1));
    expect(alertMock.mock.calls[0][0]).toContain('G-7K3F9Q');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/forms/gang-sheet');
    const body = post[1]!.body as FormData;
    expect(body.get('name')).toBe('Ana Torres');
    const layout = JSON.parse(body.get('layout') as string);
    expect(layout.designs).toEqual([
      { name: 'logo.png', pixelWidth: 900, pixelHeight: 600 },
      { name: 'badge.png', pixelWidth: 300, pixelHeight: 300 },
    ]);
    expect(layout.copies).toHaveLength(2);
    expect(body.get('totalPrice')).toBe('9.00');
    // Each design by the path of its upload, made for its part name.
    const uploaded = (part: string) => {
      const path = body.get(part) as string;
      const upload = tus.uploads.get(path.replace('/api/uploads/', ''))!;
      return [
        upload.metadata.form,
        upload.metadata.field,
        upload.metadata.filename,
        upload.offset === upload.length,
      ];
    };
    expect(uploaded('designFile_0')).toEqual(['gang-sheet', 'designFile_0', 'logo.png', true]);
    expect(uploaded('designFile_1')).toEqual(['gang-sheet', 'designFile_1', 'badge.png', true]);
    const names = [...body.keys()];
    expect(names.indexOf('layout')).toBeLessThan(names.indexOf('designFile_0'));
    // The sheet stays, to change and order again.
    expect(screen.getByText('badge.png', { selector: 'p' })).toBeTruthy();
  });

  it('speaks Spanish: the labels, the length and the price', async () => {
    await renderBuilder('es');
    await addFiles([png('logo.png', 900, 600)]);
    await screen.findByText('logo.png', { selector: 'p' });
    expect(screen.getByRole('spinbutton', { name: 'Ancho (pulg.)' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Copias' })).toBeTruthy();
    expect(screen.getByText('Largo de la hoja: 12 pulg.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Precio: $9.00')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Organizar automáticamente' })).toBeTruthy();
  });
});
