/**
 * Asking for a fresh link: the customer's page for a link that opens nothing, and "E-mail me my
 * link" on /order-status. Both POST /api/customer/link and answer with the same neutral words
 * whatever matched; too many tries are told apart. Also: the language switch keeps the token.
 */
import { fireEvent, screen } from '@testing-library/react';
import { LanguageToggle } from '../../src/app/layout/language-toggle.tsx';
import { StatusLookupSection } from '../../src/pages/order-status/status-lookup-section.tsx';
import {
  answer,
  type FetchMock,
  installFetch,
  posts,
  renderCustomerPage,
  renderElement,
  token,
} from './fixtures/customer-request-harness.tsx';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetch();
});

const neutral = 'If the reference and e-mail match a request, we have e-mailed a new link to that address.';

describe('a link that opens nothing', () => {
  it('explains it and e-mails a new link, saying the same whatever matched', async () => {
    fetchMock.mockReturnValueOnce(answer(404, { error: 'link-invalid', message: 'Not valid' }));
    await renderCustomerPage();
    await screen.findByRole('heading', { level: 1, name: 'This link has expired or is not valid' });
    expect(screen.getByText(/work for 30 days after the e-mail that brought them/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'E-mail me a new link' });
    fireEvent.click(submit);
    expect(screen.getByText('Please enter both the reference and the e-mail address.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: ' Q-7K3F9Q ' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ana@example.com' } });
    fetchMock.mockReturnValueOnce(answer(202, { ok: true }));
    fireEvent.click(submit);
    const said = await screen.findByText(neutral);
    expect(said.closest('[role="status"]')).not.toBeNull();
    const [[url, init]] = posts(fetchMock);
    expect([url, init.credentials]).toEqual(['/api/customer/link', 'same-origin']);
    expect(JSON.parse(String(init.body))).toEqual({
      reference: 'Q-7K3F9Q',
      email: 'ana@example.com',
      lang: 'en',
    });

    fetchMock.mockReturnValueOnce(answer(429, { error: 'rate-limited' }));
    fireEvent.click(submit);
    await screen.findByText('Too many tries, wait a minute and try again.');
    expect(screen.queryByText(neutral)).toBeNull();
  });

  it('does the same in Spanish, asking for a Spanish e-mail', async () => {
    fetchMock.mockReturnValueOnce(answer(404, { error: 'link-invalid', message: 'Not valid' }));
    await renderCustomerPage('es');
    await screen.findByRole('heading', { level: 1, name: 'Este enlace ha caducado o no es válido' });
    fireEvent.change(screen.getByLabelText('Referencia'), { target: { value: 'Q-7K3F9Q' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    fetchMock.mockReturnValueOnce(answer(202, { ok: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace nuevo' }));
    await screen.findByText(
      'Si la referencia y el correo electrónico corresponden a una solicitud, hemos enviado un enlace nuevo a esa dirección.',
    );
    expect(JSON.parse(String(posts(fetchMock)[0][1].body)).lang).toBe('es');
  });

  it('offers to try again when the page could not be loaded, rather than calling the link invalid', async () => {
    fetchMock.mockReturnValueOnce(answer(429, { error: 'rate-limited' }));
    await renderCustomerPage();
    await screen.findByText('Too many tries, wait a minute and try again.');
    expect(screen.queryByRole('heading', { name: 'This link has expired or is not valid' })).toBeNull();
    fetchMock.mockReturnValueOnce(answer(404, { error: 'link-invalid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'This link has expired or is not valid' });
  });
});

describe('/order-status', () => {
  const found = {
    reference: 'Q-7K3F9Q',
    form: 'vehicle-wrap-quote',
    status: 'received',
    receivedAt: '2026-03-01T14:00:00.000Z',
    updatedAt: '2026-03-01T14:00:00.000Z',
    history: [{ status: 'received', at: '2026-03-01T14:00:00.000Z' }],
  };

  it.each([
    ['en', 'Reference', 'E-mail address', 'Check status', 'E-mail me my link', neutral],
    [
      'es',
      'Referencia',
      'Correo electrónico',
      'Consultar estado',
      'Enviarme mi enlace',
      'Si la referencia y el correo electrónico corresponden a una solicitud, hemos enviado un enlace nuevo a esa dirección.',
    ],
  ] as const)(
    'in %s: after a lookup, "E-mail me my link" asks with the same reference and e-mail',
    async (lng, reference, email, check, button, confirmation) => {
      await renderElement(<StatusLookupSection />, lng, '/order-status');
      expect(screen.queryByRole('button', { name: button })).toBeNull();
      fireEvent.change(screen.getByLabelText(reference), { target: { value: 'Q-7K3F9Q' } });
      fireEvent.change(screen.getByLabelText(email), { target: { value: 'ana@example.com' } });
      fetchMock.mockReturnValueOnce(answer(200, found));
      fireEvent.click(screen.getByRole('button', { name: check }));
      const ask = await screen.findByRole('button', { name: button });
      fetchMock.mockReturnValueOnce(answer(202, { ok: true }));
      fireEvent.click(ask);
      await screen.findByText(confirmation);
      const [, [url, init]] = posts(fetchMock);
      expect(url).toBe('/api/customer/link');
      expect(JSON.parse(String(init.body))).toEqual({
        reference: 'Q-7K3F9Q',
        email: 'ana@example.com',
        lang: lng,
      });
    },
  );
});

it('switches language to the same request: /my-request/T ↔ /es/my-request/T', async () => {
  await renderElement(<LanguageToggle />, 'en', `/my-request/${token}`);
  expect(screen.getByRole('link').getAttribute('href')).toBe(`/es/my-request/${token}`);
});
