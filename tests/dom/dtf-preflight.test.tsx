/**
 * The artwork preflight as the visitor sees it in the item form: resolution at the chosen size,
 * its warnings, and transparency. jsdom cannot decode images, so a PNG whose header allows
 * transparency reads as "could not check" here; tests/e2e/dtf-order.test.ts decodes real ones.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeJpegHeader, makePng } from '../support/dtf-images.ts';
import {
  addButton,
  attach,
  chooseProduct,
  chooseSize,
  orderLines,
  renderDtfOrder,
} from './fixtures/dtf-order-harness.tsx';

jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });
const opaquePng = (side: number) =>
  file(makePng({ width: side, height: side, colorType: 2 }), 'art.png', 'image/png');

/** The preflight box: its lines, and its level (good, low, very-low, info). */
async function preflight(expected: string | RegExp) {
  const item = await screen.findByText(expected, {}, { timeout: 5000 });
  const box = item.closest('[data-level]')!;
  return {
    level: box.getAttribute('data-level'),
    lines: [...box.querySelectorAll('li')].map((li) => li.textContent),
    status: box.closest('[role="status"]'),
  };
}

describe('the artwork preflight', () => {
  it('shows nothing until a design is attached', async () => {
    await renderDtfOrder();
    await chooseProduct('Custom DTF Transfers');
    expect(screen.queryByText(/Artwork check/)).toBeNull();
  });

  it('gives the resolution at the chosen size: sharp at 300 DPI, a warning under 300, a strong one under 150', async () => {
    await renderDtfOrder();
    await chooseProduct('Custom DTF Transfers');
    attach(opaquePng(1200));
    let shown = await preflight('Choose a size to see the resolution your design prints at.');
    expect(shown.status).not.toBeNull();
    expect(shown.lines[0]).toBe('1,200 × 1,200 pixels.');

    chooseSize(/^Small/);
    shown = await preflight(/^300 DPI at Small/);
    expect(shown.level).toBe('good');
    expect(shown.lines).toEqual([
      '1,200 × 1,200 pixels.',
      '300 DPI at Small (up to 4"): it will print sharp.',
      'No transparent background: the whole rectangle prints, background included. For garments, a PNG with a transparent background usually looks best.',
    ]);

    chooseSize(/^Medium/);
    shown = await preflight(/^150 DPI at Medium/);
    expect(shown.level).toBe('low');
    expect(shown.lines[1]).toBe(
      '150 DPI at Medium (4-8"): under the 300 DPI we recommend, so it may print slightly soft. This file reaches 300 DPI up to 4".',
    );

    chooseSize(/^Large/);
    shown = await preflight(/^100 DPI at Large/);
    expect(shown.level).toBe('very-low');
    expect(shown.lines[1]).toMatch(/under 150 DPI it will print visibly pixelated/);

    // Advice only: the item is still added.
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    await waitFor(() => expect(orderLines()).toHaveLength(1));
    expect(orderLines()[0]).toContain('Design: art.png');
  });

  it('reads a JPEG: its resolution, and that it has no transparency', async () => {
    await renderDtfOrder();
    await chooseProduct('Full-Color Prints');
    chooseSize(/^Extra Large/);
    attach(file(makeJpegHeader(3000, 2000, { app1Bytes: 20_000 }), 'photo.jpg', 'image/jpeg'));
    const shown = await preflight(/^187 DPI at Extra Large/);
    expect(shown.level).toBe('low');
    expect(shown.lines[2]).toMatch(/^JPG files have no transparency/);
  });

  it('says so when it cannot look at the pixels of a PNG that may be transparent', async () => {
    await renderDtfOrder();
    await chooseProduct('Full-Color Prints');
    chooseSize(/^Small/);
    attach(file(makePng({ width: 2400, height: 600 }), 'logo.png', 'image/png'));
    const shown = await preflight(/^600 DPI at Small/);
    expect(shown.lines[2]).toBe(
      "We could not check the background's transparency in this browser; we will check it before printing.",
    );
  });

  it('does not measure vector files, and says when an image cannot be read', async () => {
    await renderDtfOrder();
    await chooseProduct('Ready-to-Press Transfers');
    attach(
      file(
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'logo.svg',
        'image/svg+xml',
      ),
    );
    let shown = await preflight(/^Vector and PDF files print sharp/);
    expect(shown.level).toBe('info');
    attach(file(new TextEncoder().encode('not really a png'), 'broken.png', 'image/png'));
    shown = await preflight("We could not read this image's size. We will check it by hand before printing.");
    expect(shown.lines).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    await renderDtfOrder('es');
    fireEvent.click(screen.getByRole('button', { name: 'Elegir Impresiones a todo color' }));
    await screen.findByRole('button', { name: 'Agregar al pedido' }, { timeout: 10_000 });
    // The size's price is in its label, written the Spanish way.
    expect(screen.getByRole('radio', { name: /^Mediano \(4-8"\) — .*6\.50/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Mediano/ }));
    fireEvent.change(screen.getByLabelText(/^Archivo de diseño/), { target: { files: [opaquePng(1200)] } });
    const shown = await preflight(/^150 DPI en Mediano/);
    expect(shown.lines[0]).toBe('1200 × 1200 píxeles.');
    expect(shown.lines[2]).toMatch(/^Sin fondo transparente/);
  });
});
