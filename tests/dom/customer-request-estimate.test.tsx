/**
 * The estimated price on the customer's page: the total, the item and how it adds up, with the
 * words that the quote confirms the final price, in English and Spanish; none when the form
 * priced nothing.
 */
import { screen, within } from '@testing-library/react';
import type { EstimateView } from '../../core/api/customer.ts';
import {
  answer,
  customerRequest,
  type FetchMock,
  installFetch,
  renderCustomerPage,
} from './fixtures/customer-request-harness.tsx';

// The whole real form in jsdom, beside the other test lanes on a shared machine.
jest.setTimeout(30_000);

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetch();
});

const estimate = (lng: 'en' | 'es'): EstimateView => ({
  table: 'vehicle-wraps',
  tableVersion: 1,
  currency: 'USD',
  quantity: 1,
  item:
    lng === 'en'
      ? 'Vehicle wrap: Pickup truck, Partial wrap'
      : 'Rotulación de vehículo: Camioneta pickup, Rotulación parcial',
  lines: [
    {
      kind: 'dimension',
      id: 'coverage',
      label: lng === 'en' ? 'Coverage' : 'Cobertura',
      valueText: 'Partial wrap',
      cents: 89_900,
    },
    { kind: 'dimension', id: 'vehicleType', label: 'Vehicle type', valueText: 'Pickup truck', cents: 8_990 },
    { kind: 'fee', id: 'design', label: lng === 'en' ? 'Design fee' : 'Cargo por diseño', cents: 15_000 },
  ],
  totalCents: 113_890,
});

const rowsOf = (region: HTMLElement) =>
  [...region.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('the estimated price', () => {
  it('shows the total, the item, how it adds up and that the quote confirms the price', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest({ estimate: estimate('en') })));
    await renderCustomerPage();
    const region = await screen.findByRole('region', { name: 'Estimated price' });
    expect(within(region).getByText('Estimated price: $1,138.90')).toBeTruthy();
    expect(within(region).getByText('Vehicle wrap: Pickup truck, Partial wrap')).toBeTruthy();
    expect(within(region).getByText('Your final price is confirmed in your quote.')).toBeTruthy();
    expect(rowsOf(region)).toEqual([
      ['Coverage: Partial wrap', '$899.00'],
      ['Vehicle type: Pickup truck', '$89.90'],
      ['Design fee', '$150.00'],
    ]);
  });

  it('says it in Spanish on the Spanish page', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest({ estimate: estimate('es'), lang: 'es' })));
    await renderCustomerPage('es');
    const region = await screen.findByRole('region', { name: 'Precio estimado' });
    expect(within(region).getByText('Precio estimado: $1,138.90')).toBeTruthy();
    expect(within(region).getByText('Su precio final se confirma en su cotización.')).toBeTruthy();
    expect(within(region).getByRole('heading', { level: 3, name: 'Cómo se calcula' })).toBeTruthy();
  });

  it('is not there when the form priced nothing', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest()));
    await renderCustomerPage();
    await screen.findByRole('region', { name: 'What you sent' });
    expect(screen.queryByRole('region', { name: 'Estimated price' })).toBeNull();
  });
});
