/**
 * The owner's price tables in the Forms section: the list under the forms, and a table's Prices
 * tab (a price edited, a quantity and an option added, each into the draft kept in the browser)
 * and its preview in the form that uses it. The edits themselves: tests/unit/price-edits.test.ts.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { formatDateTime } from '../../src/pages/owner/format.ts';
import { answer, formsApi, renderForms, sentBody, type } from './fixtures/owner-forms-harness.tsx';
import { makePriceDetail, pricePath, storedPriceDraft } from './fixtures/owner-prices-harness.ts';

// The form engine's preview (its own tests: the form engine's) stands in as what it was given.
jest.mock('../../src/form-engine/form-preview.tsx', () => ({
  FormPreview: ({
    variant,
    lng,
    priceTables,
  }: {
    variant?: string;
    lng: string;
    priceTables?: Record<string, { lines: { prices: Record<string, unknown> }[] }>;
  }) => (
    <p data-testid="form-preview">
      {`${variant} in ${lng} priced with letter ${JSON.stringify(priceTables?.flyers?.lines[0].prices.letter)}`}
    </p>
  ),
}));

jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());

const pricesApi = () => formsApi().on('GET', pricePath, () => answer(200, makePriceDetail()));

const openFlyers = async (tab = '', api = pricesApi()) => {
  await renderForms(api, `/owner/forms/prices/flyers${tab}`);
  await screen.findByRole('heading', { level: 1, name: 'Flyers' });
  return api;
};

describe('the list of price tables', () => {
  it('shows each table under the forms with its version, date and from price, and opens it', async () => {
    await renderForms(pricesApi(), '/owner/forms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Price tables' })).toBeTruthy();
    const flyers = (await screen.findByRole('link', { name: 'Flyers' })).closest('li')!;
    expect(
      within(flyers).getByText(`Version 2 · Published ${formatDateTime('2026-03-05T14:03:00.000Z', 'en')}`),
    ).toBeTruthy();
    expect(within(flyers).getByText('From $49 for 100 flyers')).toBeTruthy();
    const wraps = screen.getByRole('link', { name: 'Vehicle wrap' }).closest('li')!;
    expect(within(wraps).getByText('From $2,499 for 1 vehicle')).toBeTruthy();
    expect(within(wraps).getByText(/newer default is not published yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Flyers' }).getAttribute('href')).toBe(
      '/owner/forms/prices/flyers',
    );
  });

  it('speaks Spanish to a Spanish-speaking owner', async () => {
    await renderForms(pricesApi(), '/owner/forms', 'es');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tablas de precios' })).toBeTruthy();
    const flyers = (await screen.findByRole('link', { name: 'Volantes' })).closest('li')!;
    expect(within(flyers).getByText('Desde $49 por 100 volantes')).toBeTruthy();
  });
});

describe("a price table's prices", () => {
  it('puts an edited price into the draft', async () => {
    await openFlyers();
    const cell = screen.getByRole('spinbutton', {
      name: 'Flyers, Size: Letter (8.5" x 11"), 250: price in dollars',
    });
    expect((cell as HTMLInputElement).value).toBe('79');
    type(cell, '85.5');
    expect(storedPriceDraft()?.table.lines[0].prices.letter).toEqual([49, 85.5, 115, 175, 339, 589]);
    expect(storedPriceDraft()?.basedOn).toBe(2);
    // One price for any quantity, in a line priced by quantity.
    type(
      screen.getByRole('spinbutton', { name: 'Flyers, Paper: 100 lb Gloss, any quantity: price in dollars' }),
      '3',
    );
    expect(storedPriceDraft()?.table.lines[1].prices['gloss-100lb']).toBe(3);
  });

  it('adds a quantity in order, with a price copied from the next smaller one in every list', async () => {
    await openFlyers();
    type(screen.getByLabelText('New quantity'), '750');
    fireEvent.click(screen.getByRole('button', { name: 'Add quantity' }));
    const table = storedPriceDraft()!.table;
    expect(table.quantity.breaks).toEqual([100, 250, 500, 750, 1000, 2500, 5000]);
    expect(table.dimensions.quantity).toEqual(['100', '250', '500', '750', '1000', '2500', '5000']);
    expect(table.lines[0].prices.letter).toEqual([49, 79, 115, 115, 175, 339, 589]);
    expect(table.lines[1].prices['cardstock-14pt']).toEqual([12, 22, 35, 35, 59, 129, 229]);
    expect(table.lines[1].prices['gloss-100lb']).toBe(0);
    expect(screen.getAllByRole('columnheader', { name: '750' })).toHaveLength(3);
    // And takes one away again.
    fireEvent.click(screen.getByRole('button', { name: 'Remove the quantity 750' }));
    expect(storedPriceDraft()).toBeNull();
  });

  it('adds an option row priced 0 at every quantity', async () => {
    await openFlyers();
    const paper = screen.getByRole('group', { name: /^Paper/ }).parentElement!;
    type(within(paper).getByLabelText('New option of Paper'), 'Satin photo');
    fireEvent.click(within(paper).getByRole('button', { name: 'Add option' }));
    expect(within(paper).getByText('Use lower-case letters, digits and dashes only.')).toBeTruthy();
    type(within(paper).getByLabelText('New option of Paper'), 'satin-photo');
    fireEvent.click(within(paper).getByRole('button', { name: 'Add option' }));
    const table = storedPriceDraft()!.table;
    expect(table.dimensions.paper).toEqual(['gloss-100lb', 'matte-100lb', 'cardstock-14pt', 'satin-photo']);
    expect(table.lines[1].prices['satin-photo']).toEqual([0, 0, 0, 0, 0, 0]);
    expect(within(paper).getByRole('rowheader', { name: /Satin Photo Paper/ })).toBeTruthy();
  });
});

describe("a price table's preview", () => {
  it('checks the draft, says its from price and prices the form with the draft table', async () => {
    const table = makePriceDetail().live.table;
    table.lines[0].prices.letter = [45, 79, 115, 175, 339, 589];
    localStorage.setItem('owner-price-draft:flyers', JSON.stringify({ table, basedOn: 2 }));
    const api = pricesApi().on('POST', `${pricePath}/check`, () =>
      answer(200, {
        problems: [],
        changes: { changed: [] },
        startingPrice: { amount: 45, quantity: 100, unit: 'flyers' },
      }),
    );
    await openFlyers('?tab=preview', api);
    expect(
      await screen.findByText('With this draft, the service pages say: From $45 for 100 flyers'),
    ).toBeTruthy();
    expect(sentBody(api.callsTo('POST', `${pricePath}/check`)[0].body).basedOn).toBe(2);
    expect(screen.getByTestId('form-preview').textContent).toBe(
      'flyers in en priced with letter [45,79,115,175,339,589]',
    );
  });
});
