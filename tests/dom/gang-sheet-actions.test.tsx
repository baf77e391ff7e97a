/**
 * The gang-sheet builder's tools on a selected copy, used as a visitor does: Rotate 90°,
 * Duplicate and Remove, Fill the sheet with a chosen design, and the arrow keys. Each copy's
 * place is read back from the sheet as drawn (its box's left, top, width and height, in shares of
 * the sheet's 22 in width and its length) and checked with the same rules the server applies
 * (core/gang-sheet/layout.ts layoutProblems).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { gangSheet } from '../../catalog/gang-sheets.ts';
import table from '../../catalog/prices/gang-sheets.json';
import { layoutProblems, type PlacedCopy, type SheetDesign } from '../../core/gang-sheet/layout.ts';
import { makePng } from '../support/dtf-images.ts';
import { answer } from './fixtures/form-runner-harness.tsx';
import { renderBuilder } from './fixtures/gang-sheet-harness.tsx';

jest.setTimeout(30_000);

beforeEach(() => {
  (globalThis as { fetch?: unknown }).fetch = jest.fn((url: RequestInfo | URL) =>
    String(url) === '/api/prices/gang-sheets'
      ? answer(200, { id: 'gang-sheets', version: 2, hash: 'h', table })
      : answer(404),
  );
});

/** The designs these tests add, by name: 900 × 600 px starts at 3 × 2 in, 300 × 300 px at 1 × 1 in. */
const designSizes: Record<string, SheetDesign> = {
  'logo.png': { name: 'logo.png', pixelWidth: 900, pixelHeight: 600 },
  'badge.png': { name: 'badge.png', pixelWidth: 300, pixelHeight: 300 },
};

async function addDesigns(...names: (keyof typeof designSizes)[]) {
  const files = names.map((name) => {
    const { pixelWidth: width, pixelHeight: height } = designSizes[name];
    return new File([new Uint8Array(makePng({ width, height, colorType: 6 }))], name, { type: 'image/png' });
  });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
  for (const name of names) await screen.findByText(name, { selector: 'p' });
}

const copyButtons = () => screen.getAllByRole('button', { name: /^Copy \d+:/ });
const copyNames = () => copyButtons().map((button) => button.getAttribute('aria-label'));
const copy = (n: number) => screen.getByRole('button', { name: new RegExp(`^Copy ${n}:`) });
const tools = () => screen.getByRole('group', { name: 'Selected copy' });
const tool = (name: string) => within(tools()).getByRole('button', { name });
// The sheet's own announcements (each design's checks have a status of their own).
const sheetSection = () => screen.getByRole('region', { name: 'Your sheet' });
const status = () => within(sheetSection()).getByRole('status').textContent;
const alertText = () => within(sheetSection()).getByRole('alert').textContent;
const sheetLength = () =>
  Number(
    /^Gang sheet, 22 by ([\d.]+) in$/.exec(
      screen.getByRole('group', { name: /^Gang sheet/ }).getAttribute('aria-label')!,
    )![1],
  );
const setCopies = (count: number, row = 0) =>
  fireEvent.change(screen.getAllByRole('spinbutton', { name: 'Copies' })[row], {
    target: { value: String(count) },
  });

const inches = (share: string, of: number) => Math.round(((parseFloat(share) * of) / 100) * 100) / 100;

/** The sheet as drawn: every copy's box in inches, its design and rotation told by its name and proportions. */
function drawnLayout() {
  const length = sheetLength();
  const names = [
    ...new Set(copyButtons().map((b) => /^Copy \d+: (.+), /.exec(b.getAttribute('aria-label')!)![1])),
  ];
  const designs = names.map((name) => designSizes[name]);
  const copies: PlacedCopy[] = copyButtons().map((button) => {
    const design = names.indexOf(/^Copy \d+: (.+), /.exec(button.getAttribute('aria-label')!)![1]);
    const { left, top, width: w, height: h } = button.style;
    const width = inches(w, gangSheet.widthIn);
    const height = inches(h, length);
    const { pixelWidth, pixelHeight } = designs[design];
    const turned = Math.abs(width / height - pixelWidth / pixelHeight) > 0.01;
    const x = inches(left, gangSheet.widthIn);
    const y = inches(top, length);
    return { design, x, y, width, height, rotation: turned ? 90 : 0 };
  });
  return { widthIn: gangSheet.widthIn, designs, copies };
}
const position = (n: number) => {
  const { x, y, width, height } = drawnLayout().copies[n - 1];
  return { x, y, width, height };
};

describe('the gang-sheet tools on a selected copy', () => {
  it('selects a copy and rotates it by 90°, refusing a turn onto a neighbour or off the sheet', async () => {
    await renderBuilder();
    await addDesigns('logo.png');
    expect(within(tools()).getByText('Select a copy to rotate, duplicate or remove it.')).toBeTruthy();
    expect(tool('Rotate 90°')).toHaveProperty('disabled', true);
    fireEvent.click(copy(1));
    expect(copy(1).getAttribute('aria-pressed')).toBe('true');
    expect(within(tools()).getByText('Copy 1: logo.png')).toBeTruthy();

    fireEvent.click(tool('Rotate 90°'));
    expect(status()).toBe('Copy 1 rotated.');
    expect(copyNames()).toEqual(['Copy 1: logo.png, 2 × 3 in']);
    expect(position(1)).toEqual({ x: 0, y: 0, width: 2, height: 3 });
    fireEvent.click(tool('Rotate 90°'));
    expect(copyNames()).toEqual(['Copy 1: logo.png, 3 × 2 in']);

    // Eight copies: six across, a seventh turned to fit in the last 2.5 in, the eighth below the first.
    setCopies(8);
    expect(copyNames()[6]).toBe('Copy 7: logo.png, 2 × 3 in');
    expect(position(7)).toMatchObject({ x: 19.5, y: 0 });
    expect(position(8)).toMatchObject({ x: 0, y: 2.25 });
    // Copy 1 turned would reach 3 in down, into copy 8 (which starts at 2.25 in).
    fireEvent.click(copy(1));
    fireEvent.click(tool('Rotate 90°'));
    expect(alertText()).toBe('Not placed: it would overlap copy 8.');
    expect(copyNames()[0]).toBe('Copy 1: logo.png, 3 × 2 in');
    // Copy 7 turned back would be 3 in wide from 19.5 in: past the sheet's 22 in edge.
    fireEvent.click(copy(7));
    fireEvent.click(tool('Rotate 90°'));
    expect(alertText()).toBe('Not placed: it would leave the sheet.');
    expect(copyNames()[6]).toBe('Copy 7: logo.png, 2 × 3 in');
    expect(layoutProblems(drawnLayout())).toEqual([]);
  });

  it('duplicates the selected copy beside it, or at the first free place, never overlapping', async () => {
    await renderBuilder();
    await addDesigns('logo.png');
    fireEvent.click(copy(1));
    fireEvent.click(tool('Duplicate'));
    expect(status()).toBe('Copy 2 added.');
    expect(copyButtons()).toHaveLength(2);
    expect(screen.getByText(/^2 copies ·/)).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Copies' })).toHaveProperty('value', '2');
    expect(position(2)).toEqual({ x: 3.25, y: 0, width: 3, height: 2 });

    // Copy 7 sits turned at the right edge: its duplicate cannot go beside it, so it goes below
    // copy 1, turned as copy 7 is.
    setCopies(7);
    fireEvent.click(copy(7));
    fireEvent.click(tool('Duplicate'));
    expect(status()).toBe('Copy 8 added.');
    expect(copyButtons()).toHaveLength(8);
    expect(copyNames()[7]).toBe('Copy 8: logo.png, 2 × 3 in');
    expect(position(8)).toEqual({ x: 0, y: 2.25, width: 2, height: 3 });
    expect(layoutProblems(drawnLayout())).toEqual([]);
  });

  it('refuses a duplicate when the longest sheet is full', async () => {
    await renderBuilder();
    await addDesigns('badge.png');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Width (in)' }), { target: { value: '10' } });
    // 10 × 10 in copies: two across, 19 rows of 10.25 in in 200 in.
    setCopies(38);
    expect(copyButtons()).toHaveLength(38);
    fireEvent.click(copy(38));
    fireEvent.click(tool('Duplicate'));
    expect(alertText()).toBe('There is no room for another copy on a 200 in sheet.');
    expect(copyButtons()).toHaveLength(38);
  });

  it('removes the selected copy and renumbers the others', async () => {
    await renderBuilder();
    await addDesigns('logo.png');
    setCopies(3);
    fireEvent.click(copy(2));
    fireEvent.click(tool('Remove'));
    expect(status()).toBe('Copy removed.');
    expect(copyNames()).toEqual(['Copy 1: logo.png, 3 × 2 in', 'Copy 2: logo.png, 3 × 2 in']);
    // The first and the third stay where they were.
    expect(drawnLayout().copies.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [6.5, 0],
    ]);
    expect(screen.getByRole('spinbutton', { name: 'Copies' })).toHaveProperty('value', '2');
    // Nothing is selected any more.
    expect(within(tools()).getByText('Select a copy to rotate, duplicate or remove it.')).toBeTruthy();
    expect(tool('Remove')).toHaveProperty('disabled', true);
  });

  it('fills the sheet with the chosen design up to its current length', async () => {
    await renderBuilder();
    await addDesigns('badge.png', 'logo.png');
    expect(screen.getByText('Sheet length: 12 in')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Design to fill with' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fill the sheet' }));
    expect(status()).toBe('Added 32 copies of logo.png.');
    expect(copyButtons()).toHaveLength(34);
    const [badges, logos] = screen.getAllByRole('spinbutton', { name: 'Copies' });
    expect(badges).toHaveProperty('value', '1');
    expect(logos).toHaveProperty('value', '33');
    expect(screen.getByText('Sheet length: 12 in')).toBeTruthy();
    const layout = drawnLayout();
    expect(Math.max(...layout.copies.map((c) => c.y + c.height))).toBeLessThanOrEqual(12);
    expect(layoutProblems(layout)).toEqual([]);
    // Full: another fill adds nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Fill the sheet' }));
    expect(status()).toBe('No more copies of logo.png fit in 12 in.');
    expect(copyButtons()).toHaveLength(34);
  });

  it('moves the selected copy with the arrow keys: 0.25 in a press, 1 in with Shift', async () => {
    await renderBuilder();
    await addDesigns('logo.png');
    const press = (key: string, shiftKey = false) => fireEvent.keyDown(copy(1), { key, shiftKey });
    press('ArrowRight');
    expect(status()).toBe('Copy 1 moved.');
    expect(copy(1).getAttribute('aria-pressed')).toBe('true');
    expect(position(1)).toMatchObject({ x: 0.25, y: 0 });
    press('ArrowDown');
    expect(position(1)).toMatchObject({ x: 0.25, y: 0.25 });
    press('ArrowRight', true);
    press('ArrowDown', true);
    expect(position(1)).toMatchObject({ x: 1.25, y: 1.25 });
    press('ArrowLeft');
    press('ArrowUp', true);
    expect(position(1)).toMatchObject({ x: 1, y: 0.25 });
    // Two steps up would leave the sheet: the first is taken, the second refused.
    press('ArrowUp');
    press('ArrowUp');
    expect(alertText()).toBe('Not placed: it would leave the sheet.');
    expect(position(1)).toMatchObject({ x: 1, y: 0 });
  });
});
