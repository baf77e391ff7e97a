/** "Order this sheet again" on the customer's page of a gang-sheet order, in both languages; none on other requests. */
import { screen } from '@testing-library/react';
import {
  answer,
  customerRequest,
  type FetchMock,
  installFetch,
  renderCustomerPage,
  token,
} from './fixtures/customer-request-harness.tsx';

jest.setTimeout(30_000);

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetch();
});

const gangSheet = {
  layout: {
    widthIn: 22,
    designs: [{ name: 'logo.png', pixelWidth: 900, pixelHeight: 600 }],
    copies: [{ design: 0, x: 0, y: 0, width: 3, height: 2, rotation: 0 as const }],
  },
  designFiles: [
    { id: 1, name: 'logo.png', size: 10, type: 'image/png', url: `/api/customer/requests/${token}/files/1` },
  ],
};

describe('a gang-sheet order on the customer page', () => {
  it('links to the builder with the private link, which loads the sheet again', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest({ form: 'gang-sheet', gangSheet })));
    await renderCustomerPage();
    const link = await screen.findByRole('link', { name: 'Order this sheet again' });
    expect(link.getAttribute('href')).toBe(`/dtf/gang-sheets?repeat=${token}`);
  });

  it('says it in Spanish', async () => {
    fetchMock.mockReturnValueOnce(
      answer(200, customerRequest({ form: 'gang-sheet', gangSheet, lang: 'es' })),
    );
    await renderCustomerPage('es');
    expect(await screen.findByRole('link', { name: 'Pedir esta hoja de nuevo' })).toBeTruthy();
  });

  it('is not offered on other requests', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest()));
    await renderCustomerPage();
    await screen.findByRole('region', { name: 'What you sent' });
    expect(screen.queryByRole('link', { name: 'Order this sheet again' })).toBeNull();
  });
});
