/**
 * A gang sheet's preview on the customer's page, once the shop's print file is built, in
 * English and Spanish; nothing before.
 */
import { screen, within } from '@testing-library/react';
import {
  answer,
  customerRequest,
  type FetchMock,
  installFetch,
  renderCustomerPage,
} from './fixtures/customer-request-harness.tsx';

jest.setTimeout(30_000);

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetch();
});

const sheetPreview = {
  id: 9,
  name: 'G-7K3F9Q-sheet-preview.png',
  size: 20_480,
  type: 'image/png',
  url: '/api/customer/requests/token/files/9',
};

describe('the gang sheet preview', () => {
  it.each([
    ['en' as const, 'Your gang sheet', 'Preview of your gang sheet'],
    ['es' as const, 'Su hoja combinada', 'Vista previa de su hoja combinada'],
  ])('shows the sheet as it will print (%s)', async (lng, title, alt) => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest({ sheetPreview })));
    await renderCustomerPage(lng);
    const region = await screen.findByRole('region', { name: title });
    expect(within(region).getByRole('img', { name: alt }).getAttribute('src')).toBe(sheetPreview.url);
  });

  it('is not there before the print file is built', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest({ sheetPreview: null })));
    await renderCustomerPage();
    await screen.findByRole('region', { name: 'What you sent' });
    expect(screen.queryByRole('region', { name: 'Your gang sheet' })).toBeNull();
  });
});
