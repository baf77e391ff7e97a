/**
 * The estimate in the owner's inbox (core/api/common.ts EstimateView): the request's panel with
 * the total and how it adds up, in the owner's language; the inbox row's total; and the first
 * quote, which starts from it: one line for the item and one per fee, adding up to the
 * estimate, sent as typed.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EstimateView, Quote } from '../../core/api/owner.ts';
import { draftFromEstimate, localDay, previewDraft } from '../../src/pages/owner/quote-draft.ts';
import {
  answer,
  detailPath,
  FakeOwnerApi,
  makeDetail,
  makeItem,
  makeOverview,
  reference,
  renderInbox,
} from './fixtures/owner-harness.tsx';

jest.setTimeout(30_000);

const estimate: EstimateView = {
  table: 'business-cards',
  tableVersion: 2,
  currency: 'USD',
  quantity: 500,
  item: 'Business Cards: 500, Standard (3.5" x 2"), 32 pt Cotton (Luxury), Soft Touch',
  lines: [
    { kind: 'dimension', id: 'paper', label: 'Paper', valueText: '32 pt Cotton (Luxury)', cents: 9_500 },
    { kind: 'dimension', id: 'size', label: 'Size', valueText: 'Standard (3.5" x 2")', cents: 0 },
    { kind: 'dimension', id: 'finish', label: 'Finish', valueText: 'Soft Touch', cents: 2_000 },
    { kind: 'minimum', id: 'minimum', label: 'Minimum order', cents: 1_001 },
    { kind: 'fee', id: 'rush', label: 'Rush fee', cents: 3_125 },
    { kind: 'fee', id: 'design', label: 'Design fee', cents: 4_500 },
  ],
  totalCents: 20_126,
};

const quotePanel = () => screen.getByRole('region', { name: /^(Quote|Cotización)$/ });
const lineValues = () =>
  within(quotePanel())
    .getAllByRole('group', { name: /^(Line|Línea) \d+$/ })
    .map((group) => ({
      description: (within(group).getByLabelText(/Description|Descripción/) as HTMLInputElement).value,
      quantity: (within(group).getByLabelText(/Quantity|Cantidad/) as HTMLInputElement).value,
      price: (within(group).getByLabelText(/Unit price|Precio unitario/) as HTMLInputElement).value,
    }));

describe('the first quote of a priced request', () => {
  it('starts from the estimate: the item at the price of its options and minimum, then each fee, summing to it', () => {
    const draft = draftFromEstimate(estimate, localDay());
    expect(
      draft.lines.map(({ description, quantity, price, source }) => ({
        description,
        quantity,
        price,
        source,
      })),
    ).toEqual([
      { description: estimate.item, quantity: '1', price: '125.01', source: 'estimate:business-cards' },
      { description: 'Rush fee', quantity: '1', price: '31.25', source: 'estimate:business-cards:rush' },
      { description: 'Design fee', quantity: '1', price: '45.00', source: 'estimate:business-cards:design' },
    ]);
    expect(previewDraft(draft).priced.totals.totalCents).toBe(estimate.totalCents);
  });

  it('is prefilled in the editor and sent as the estimate’s lines', async () => {
    const sent = makeDetail({ estimate, status: 'quoted', quotes: [] });
    const api = new FakeOwnerApi()
      .on('GET', detailPath, () => answer(200, makeDetail({ estimate })))
      .on('POST', `${detailPath}/quotes`, () => answer(201, sent));
    await renderInbox(api, `/owner?ref=${reference}`);
    await screen.findByRole('heading', { level: 2, name: 'Quote' });
    expect(lineValues()).toEqual([
      { description: estimate.item, quantity: '1', price: '125.01' },
      { description: 'Rush fee', quantity: '1', price: '31.25' },
      { description: 'Design fee', quantity: '1', price: '45.00' },
    ]);
    const totals = within(quotePanel()).getByRole('region', { name: 'Totals' });
    expect(
      [...totals.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ).toEqual([
      ['Subtotal', '$201.26'],
      ['Total', '$201.26'],
    ]);
    await act(async () => {
      fireEvent.click(within(quotePanel()).getByRole('button', { name: 'Send quote v1' }));
    });
    const [post] = api.callsTo('POST', `${detailPath}/quotes`);
    expect(JSON.parse(String(post.body)).lines).toEqual([
      { description: estimate.item, quantity: 1, unitCents: 12_501, source: 'estimate:business-cards' },
      { description: 'Rush fee', quantity: 1, unitCents: 3_125, source: 'estimate:business-cards:rush' },
      { description: 'Design fee', quantity: 1, unitCents: 4_500, source: 'estimate:business-cards:design' },
    ]);
  });

  it('a new version still starts from the newest quote, not the estimate', async () => {
    const sentQuote: Quote = {
      version: 1,
      lines: [{ description: 'Agreed price', quantity: 1, unitCents: 15_000, amountCents: 15_000 }],
      discount: null,
      taxRatePercent: null,
      totals: { subtotalCents: 15_000, discountCents: 0, taxCents: 0, totalCents: 15_000 },
      currency: 'USD',
      validUntil: '2099-04-01',
      expired: false,
      note: '',
      sentAt: '2026-03-03T09:00:00.000Z',
      state: 'sent',
      superseded: false,
      current: true,
      sha256: 'a'.repeat(64),
      decision: null,
      extensions: [],
    };
    const api = new FakeOwnerApi().on('GET', detailPath, () =>
      answer(200, makeDetail({ estimate, status: 'quoted', quotes: [sentQuote] })),
    );
    await renderInbox(api, `/owner?ref=${reference}`);
    await screen.findByRole('heading', { level: 2, name: 'Quote' });
    fireEvent.click(within(quotePanel()).getByRole('button', { name: 'Write quote v2' }));
    expect(lineValues()).toEqual([{ description: 'Agreed price', quantity: '1', price: '150.00' }]);
  });

  it('an unpriced request starts with one empty line', async () => {
    const api = new FakeOwnerApi().on('GET', detailPath, () => answer(200, makeDetail()));
    await renderInbox(api, `/owner?ref=${reference}`);
    await screen.findByRole('heading', { level: 2, name: 'Quote' });
    expect(lineValues()).toEqual([{ description: '', quantity: '1', price: '' }]);
    expect(screen.queryByRole('region', { name: 'Estimated price' })).toBeNull();
  });
});

describe('the estimate on the request and in the list', () => {
  it('shows the total, the item and how it adds up', async () => {
    const api = new FakeOwnerApi().on('GET', detailPath, () => answer(200, makeDetail({ estimate })));
    await renderInbox(api, `/owner?ref=${reference}`);
    const panel = await screen.findByRole('region', { name: 'Estimated price' });
    expect(within(panel).getByText('Estimated price: $201.26')).toBeTruthy();
    expect(within(panel).getByText(estimate.item)).toBeTruthy();
    // The version of the price table that priced it, which may not be the live one.
    expect(within(panel).getByText(/^Computed from version 2 of the price table/)).toBeTruthy();
    const rows = [...panel.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Paper: 32 pt Cotton (Luxury)', '$95.00'],
      ['Size: Standard (3.5" x 2")', '$0.00'],
      ['Finish: Soft Touch', '$20.00'],
      ['Minimum order', '$10.01'],
      ['Rush fee', '$31.25'],
      ['Design fee', '$45.00'],
    ]);
    expect(within(panel).getByRole('heading', { level: 3, name: 'How it adds up' })).toBeTruthy();
  });

  it('says it in Spanish on the Spanish inbox', async () => {
    const api = new FakeOwnerApi().on('GET', detailPath, () => answer(200, makeDetail({ estimate })));
    await renderInbox(api, `/owner?ref=${reference}`, 'es');
    const panel = await screen.findByRole('region', { name: 'Precio estimado' });
    expect(within(panel).getByText('Precio estimado: $201.26')).toBeTruthy();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Cómo se calcula' })).toBeTruthy();
  });

  it('lists the estimate’s total in the request’s row', async () => {
    const api = new FakeOwnerApi()
      .on('GET', '/api/owner/overview', () => answer(200, makeOverview()))
      .on('GET', '/api/owner/submissions', () =>
        answer(200, { items: [makeItem({ estimateCents: 20_126 })], total: 1, page: 1, pageSize: 50 }),
      );
    await renderInbox(api, '/owner', 'es');
    expect(await screen.findByText('Estimado: $201.26')).toBeTruthy();
  });
});
