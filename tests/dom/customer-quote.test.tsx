/**
 * The quote on the customer's page and its print view, in English and Spanish: the lines and
 * totals to the cent; Accept (full name and the terms' tick, then a POST with the quote's
 * sha256 as shown) and Decline (a reason, and words for "other"); each 409 explained and the
 * view reloaded; no Accept on an expired quote; older versions superseded and never decidable.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { priceQuote } from '../../core/pricing/quote.ts';
import {
  answer,
  customerRequest,
  type FetchMock,
  installFetch,
  posts,
  quote,
  renderCustomerPage,
  renderQuotePrintPage,
  renderSpanishCustomerPage,
  token,
} from './fixtures/customer-request-harness.tsx';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetch();
});

const decisionUrl = `/api/customer/requests/${token}/quotes/2/decision`;

/** v2 open, v1 declined and superseded. */
const twoVersions = () =>
  customerRequest({
    quotes: [
      quote(2),
      quote(1, {
        current: false,
        superseded: true,
        state: 'declined',
        totals: { subtotalCents: 30000, discountCents: 0, taxCents: 2100, totalCents: 32100 },
        decision: {
          kind: 'decline',
          name: null,
          reason: 'price',
          comment: null,
          at: '2026-03-01T18:00:00.000Z',
        },
      }),
    ],
  });

/** The text of each row of the quote's table, cell by cell. */
function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

const quoteSection = () => screen.getByRole('region', { name: /^(Quote|Cotización)$/ });

describe('the quote on the customer page', () => {
  it("shows the server's lines and totals to the cent, before the proofs, with the terms and a print link", async () => {
    const request = twoVersions();
    // The fixture is priced exactly as core/pricing/quote.ts prices it (the server's arithmetic).
    expect(priceQuote(request.quotes[0]).totals).toEqual(request.quotes[0].totals);
    fetchMock.mockReturnValueOnce(answer(200, request));
    await renderCustomerPage();
    await screen.findByRole('heading', { level: 3, name: 'Quote v2' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Quote')).toBeLessThan(headings.indexOf('Proofs'));
    const section = quoteSection();
    expect(within(section).getByText('Sent on Mar 2, 2026 · Valid until Apr 1, 2026')).toBeTruthy();
    expect(within(section).getByText('Waiting for your decision')).toBeTruthy();
    const table = within(section).getByRole('table', { name: 'Quote v2' });
    expect(tableRows(table)).toEqual([
      ['Description', 'Quantity', 'Unit price', 'Amount'],
      // The description cell ends with "2 × $45.00", the phone's line for the two middle columns.
      ['Business cards, 16 pt, double-sided2 × $45.00', '2', '$45.00', '$90.00'],
      ['Logo touch-up1 × $120.50', '1', '$120.50', '$120.50'],
      ['Yard signs 18×242.5 × $19.99', '2.5', '$19.99', '$49.98'],
      ['Subtotal', '$260.48'],
      ['Discount (10%)', '-$26.05'],
      ['Sales tax (7%)', '$16.41'],
      ['Total', '$250.84'],
    ]);
    // On a phone the two middle columns shrink to nothing and "2 × $45.00" stands in for them
    // on screen only: screen readers still get every cell under its header.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Description', 'Quantity', 'Unit price', 'Amount']);
    expect(within(table).getByText('2 × $45.00').getAttribute('aria-hidden')).toBe('true');
    expect(within(section).getByText('Note for quote v2')).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Terms of this quote' })).toBeTruthy();
    expect(within(section).getByText(/^Nothing is paid on this website\./)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Print or save as PDF' }).getAttribute('href')).toBe(
      `/my-request/${token}/quote/2`,
    );
  });

  it('asks for the full name and the tick before it accepts, then POSTs them with the sha256 as shown', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    const accept = await screen.findByRole('button', { name: 'Accept quote v2' });
    fireEvent.click(accept);
    expect(screen.getByText('Please type your full name.')).toBeTruthy();
    expect(screen.getByText('Please tick the box to accept the quote and its terms.')).toBeTruthy();
    const name = screen.getByLabelText('Your full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: '  Ana Díaz ' } });
    fireEvent.click(accept);
    expect(screen.queryByText('Please type your full name.')).toBeNull();
    expect(posts(fetchMock)).toEqual([]);

    const accepted = quote(2, {
      state: 'accepted',
      decision: {
        kind: 'accept',
        name: 'Ana Díaz',
        reason: null,
        comment: null,
        at: '2026-03-03T16:30:00.000Z',
      },
    });
    fetchMock.mockReturnValueOnce(answer(200, { quote: accepted }));
    fireEvent.click(screen.getByLabelText('I accept this quote and its terms'));
    fireEvent.click(accept);
    await screen.findByText(/^Accepted by Ana Díaz on Mar 3, 2026/);
    const [[url, init]] = posts(fetchMock);
    expect(url).toBe(decisionUrl);
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(String(init.body))).toEqual({
      decision: 'accept',
      name: 'Ana Díaz',
      terms: true,
      sha256: '2'.repeat(64),
    });
    const thanks = screen.getByText(
      'Thank you: you accepted quote v2. We will be in touch about the next steps.',
    );
    expect(thanks.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept quote v2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline quote' })).toBeNull();
    expect(screen.queryByText('Waiting for your decision')).toBeNull();
  });

  it('needs a reason to decline, and words when the reason is "other"', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    const decline = await screen.findByRole('button', { name: 'Decline quote' });
    fireEvent.click(decline);
    expect(screen.getByText('Please choose a reason.')).toBeTruthy();
    const reasons = screen.getByRole('group', { name: 'Why are you declining?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual([
      'The price is too high',
      'The timing does not work for me',
      'I went with another shop',
      'I no longer need it',
      'Another reason',
    ]);
    fireEvent.click(within(reasons).getByLabelText('Another reason'));
    expect(screen.getByLabelText('Please tell us why')).toBeTruthy();
    fireEvent.click(decline);
    expect(screen.getByText('Please tell us your reason in a few words.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Please tell us why'), {
      target: { value: 'We postponed the event' },
    });
    const declined = quote(2, {
      state: 'declined',
      decision: {
        kind: 'decline',
        name: null,
        reason: 'other',
        comment: 'We postponed the event',
        at: '2026-03-03T16:30:00.000Z',
      },
    });
    fetchMock.mockReturnValueOnce(answer(200, { quote: declined }));
    fireEvent.click(decline);
    await screen.findByText(/^Declined on Mar 3, 2026.*: Another reason$/);
    expect(screen.getByText('Comment: We postponed the event')).toBeTruthy();
    expect(JSON.parse(String(posts(fetchMock)[0][1].body))).toEqual({
      decision: 'decline',
      reason: 'other',
      comment: 'We postponed the event',
      sha256: '2'.repeat(64),
    });
    expect(screen.getByText('Thank you for letting us know: quote v2 is declined.')).toBeTruthy();
  });

  it('sends no comment with a plain reason left without one', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    fireEvent.click(await screen.findByLabelText('I went with another shop'));
    fetchMock.mockReturnValueOnce(answer(500, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Decline quote' }));
    await screen.findByText('Your decision could not be saved. Please try again.');
    expect(JSON.parse(String(posts(fetchMock)[0][1].body))).toEqual({
      decision: 'decline',
      reason: 'elsewhere',
      sha256: '2'.repeat(64),
    });
  });

  it('explains a 409 "changed" and reloads: the quote as it now stands can be accepted again', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    fireEvent.change(await screen.findByLabelText('Your full name'), { target: { value: 'Ana Díaz' } });
    fireEvent.click(screen.getByLabelText('I accept this quote and its terms'));
    const extended = twoVersions();
    extended.quotes[0] = quote(2, { validUntil: '2026-04-15', sha256: 'e'.repeat(64) });
    fetchMock
      .mockReturnValueOnce(answer(409, { error: 'changed' }))
      .mockReturnValueOnce(answer(200, extended));
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote v2' }));
    const why = await screen.findByText(/^This quote changed while you had the page open/);
    expect(why.closest('[role="alert"]')).not.toBeNull();
    await screen.findByText('Sent on Mar 2, 2026 · Valid until Apr 15, 2026');
    expect(String(fetchMock.mock.calls[2][0])).toBe(`/api/customer/requests/${token}?lang=en`);
    // Fresh forms for the quote as it now stands: the tick given to the old one is gone.
    expect((screen.getByLabelText('I accept this quote and its terms') as HTMLInputElement).checked).toBe(
      false,
    );

    fireEvent.change(screen.getByLabelText('Your full name'), { target: { value: 'Ana Díaz' } });
    fireEvent.click(screen.getByLabelText('I accept this quote and its terms'));
    fetchMock.mockReturnValueOnce(answer(500, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote v2' }));
    await screen.findByText('Your decision could not be saved. Please try again.');
    expect(JSON.parse(String(posts(fetchMock)[1][1].body)).sha256).toBe('e'.repeat(64));
  });

  it('explains a 409 "expired" and reloads: Accept is gone, Decline stays', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    fireEvent.change(await screen.findByLabelText('Your full name'), { target: { value: 'Ana Díaz' } });
    fireEvent.click(screen.getByLabelText('I accept this quote and its terms'));
    const expired = twoVersions();
    expired.quotes[0] = quote(2, { expired: true });
    fetchMock
      .mockReturnValueOnce(answer(409, { error: 'expired' }))
      .mockReturnValueOnce(answer(200, expired));
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote v2' }));
    await screen.findByText(
      'This quote has expired and can no longer be accepted. The page now shows it; write to us below for a new one.',
    );
    await screen.findByText(/^This quote was valid until Apr 1, 2026 and can no longer be accepted\./);
    expect(screen.queryByRole('button', { name: 'Accept quote v2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline quote' })).toBeTruthy();
  });

  it.each([
    [
      'already-decided',
      'This quote already has a decision, perhaps made on another device. The page now shows it.',
    ],
    [
      'superseded',
      'We have sent a newer version of this quote. The page now shows it: please check it before you decide.',
    ],
  ])('explains a 409 "%s" and reloads', async (error, message) => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    fireEvent.click(await screen.findByLabelText('The price is too high'));
    fetchMock.mockReturnValueOnce(answer(409, { error })).mockReturnValueOnce(answer(200, twoVersions()));
    fireEvent.click(screen.getByRole('button', { name: 'Decline quote' }));
    await screen.findByText(message);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('offers no Accept on an expired quote: it says why, and Decline stays', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest({ quotes: [quote(1, { expired: true })] })));
    await renderCustomerPage();
    await screen.findByRole('heading', { level: 3, name: 'Quote v1' });
    const section = quoteSection();
    expect(
      within(section).getByText('Sent on Mar 1, 2026 · Expired: it was valid until Apr 1, 2026'),
    ).toBeTruthy();
    expect(
      within(section).getByText(
        'This quote was valid until Apr 1, 2026 and can no longer be accepted. Write to us below and we will send you a new one.',
      ),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(within(section).queryByLabelText('Your full name')).toBeNull();
    expect(within(section).queryByText('Waiting for your decision')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Decline quote' })).toBeTruthy();
  });

  it('lists older versions folded away as superseded, with their totals and state, and nothing to decide', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    await screen.findByRole('heading', { level: 3, name: 'Quote v2' });
    const summary = screen.getByText('Earlier version (1)');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    const older = within(details);
    expect(older.getByText('Quote v1')).toBeTruthy();
    expect(older.getByText('Total $321.00')).toBeTruthy();
    expect(older.getByText('Superseded')).toBeTruthy();
    expect(older.getByText(/^Declined on Mar 1, 2026.*: The price is too high$/)).toBeTruthy();
    expect(older.getByRole('link', { name: 'Print or save quote v1 as PDF' }).getAttribute('href')).toBe(
      `/my-request/${token}/quote/1`,
    );
    expect(older.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Accept quote/ }).map((b) => b.textContent)).toEqual([
      'Accept quote v2',
    ]);
  });

  it('never offers a choice on a superseded quote, even when it is the only one listed', async () => {
    const alone = quote(1, { current: false, superseded: true });
    fetchMock.mockReturnValueOnce(answer(200, customerRequest({ quotes: [alone] })));
    await renderCustomerPage();
    await screen.findByText('Superseded by a newer version');
    expect(screen.queryByRole('button', { name: /^(Accept|Decline)/ })).toBeNull();
  });

  it('moves the focus to the message field from "Write to us below"', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    const link = await screen.findByRole('link', { name: 'Write to us below' });
    expect(link.getAttribute('href')).toBe('#customer-message');
    Element.prototype.scrollIntoView = jest.fn();
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('Your message'));
  });

  it('shows no quote section while there is no quote', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest()));
    await renderCustomerPage();
    await screen.findByRole('heading', { level: 2, name: 'Proofs' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Quote' })).toBeNull();
  });
});

describe('in Spanish', () => {
  it('shows the same totals, checks the same things and links the print view under /es', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    const { container } = await renderSpanishCustomerPage();
    await screen.findByRole('heading', { level: 3, name: 'Cotización v2' });
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/customer/requests/${token}?lang=es`);
    const section = quoteSection();
    expect(within(section).getByText('Enviada el 2 mar 2026 · Válida hasta el 1 abr 2026')).toBeTruthy();
    expect(tableRows(within(section).getByRole('table', { name: 'Cotización v2' })).slice(-4)).toEqual([
      ['Subtotal', '$260.48'],
      ['Descuento (10%)', '-$26.05'],
      ['Impuesto sobre las ventas (7%)', '$16.41'],
      ['Total', '$250.84'],
    ]);
    expect(
      within(section).getByRole('link', { name: 'Imprimir o guardar como PDF' }).getAttribute('href'),
    ).toBe(`/es/my-request/${token}/quote/2`);
    const accept = screen.getByRole('button', { name: 'Aceptar la cotización v2' });
    fireEvent.click(accept);
    expect(screen.getByText('Escriba su nombre completo, por favor.')).toBeTruthy();
    expect(screen.getByText('Marque la casilla para aceptar la cotización y sus condiciones.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar la cotización' }));
    expect(screen.getByText('Elija un motivo, por favor.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Otro motivo'));
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar la cotización' }));
    expect(screen.getByText('Explíquenos su motivo en pocas palabras, por favor.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Su nombre completo'), { target: { value: 'Ana Díaz' } });
    fireEvent.click(screen.getByLabelText('Acepto esta cotización y sus condiciones'));
    const accepted = quote(2, {
      state: 'accepted',
      decision: {
        kind: 'accept',
        name: 'Ana Díaz',
        reason: null,
        comment: null,
        at: '2026-03-03T16:30:00.000Z',
      },
    });
    fetchMock.mockReturnValueOnce(answer(200, { quote: accepted }));
    fireEvent.click(accept);
    await screen.findByText(/^Aceptada por Ana Díaz el 3 mar 2026/);
    expect(JSON.parse(String(posts(fetchMock)[0][1].body))).toEqual({
      decision: 'accept',
      name: 'Ana Díaz',
      terms: true,
      sha256: '2'.repeat(64),
    });
    expect(container.textContent).not.toMatch(/quote\.|undefined/);
  });

  it('offers no Accept on an expired quote and explains a 409 in Spanish', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest({ quotes: [quote(1, { expired: true })] })));
    await renderSpanishCustomerPage();
    await screen.findByText(
      'Esta cotización era válida hasta el 1 abr 2026 y ya no se puede aceptar. Escríbanos abajo y le enviaremos una nueva.',
    );
    expect(screen.queryByRole('button', { name: /^Aceptar/ })).toBeNull();
    fireEvent.click(screen.getByLabelText('Los plazos no me convienen'));
    fetchMock
      .mockReturnValueOnce(answer(409, { error: 'changed' }))
      .mockReturnValueOnce(answer(200, customerRequest({ quotes: [quote(1, { expired: true })] })));
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar la cotización' }));
    await screen.findByText(/^Esta cotización cambió mientras tenía la página abierta/);
  });
});

describe('the print view', () => {
  it('lays out the quote with the shop, the customer, the lines, the totals, the note and the terms', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    const print = jest.fn();
    window.print = print;
    await renderQuotePrintPage();
    const doc = await screen.findByRole('article', { name: 'Quote' });
    expect(screen.getByRole('heading', { level: 1, name: 'Quote' })).toBeTruthy();
    const text = doc.textContent ?? '';
    for (const part of [
      'Michiana Print & Design',
      '1200 Lincoln Way E',
      'South Bend, IN 46601',
      '(574) 555-0142',
      'hello@michianaprintdesign.com',
      'ReferenceQ-7K3F9Q',
      'Version2',
      'SentMar 2, 2026',
      'Valid untilApr 1, 2026',
      'Prepared for',
      'Ana Díaz',
      'ana@example.com',
      'Note for quote v2',
      'Terms of this quote',
    ]) {
      expect([part, text.includes(part)]).toEqual([part, true]);
    }
    expect(tableRows(within(doc).getByRole('table')).at(-1)).toEqual(['Total', '$250.84']);
    // An open quote has no status line on paper, and nothing to click.
    expect(within(doc).queryByText(/Accepted|Declined|Superseded|Expired/)).toBeNull();
    expect(within(doc).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to your request/ }).getAttribute('href')).toBe(
      `/my-request/${token}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.title).toContain('Quote Q-7K3F9Q v2');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('prints the decision on a decided version and "superseded" on an older one', async () => {
    const request = twoVersions();
    fetchMock.mockReturnValueOnce(answer(200, request));
    await renderQuotePrintPage('en', 1);
    const doc = await screen.findByRole('article', { name: 'Quote' });
    expect(within(doc).getByText(/^Declined on Mar 1, 2026.*: The price is too high$/)).toBeTruthy();
    expect(within(doc).getByText('Superseded by a newer version')).toBeTruthy();
    expect(doc.textContent).toContain('Version1');
    expect(tableRows(within(doc).getByRole('table')).at(-1)).toEqual(['Total', '$321.00']);
  });

  it('in Spanish, under /es, with the acceptance line', async () => {
    const request = customerRequest({
      quotes: [
        quote(2, {
          state: 'accepted',
          decision: {
            kind: 'accept',
            name: 'Ana Díaz',
            reason: null,
            comment: null,
            at: '2026-03-03T16:30:00.000Z',
          },
        }),
      ],
    });
    fetchMock.mockReturnValueOnce(answer(200, request));
    await renderQuotePrintPage('es');
    const doc = await screen.findByRole('article', { name: 'Cotización' });
    expect(within(doc).getByText(/^Aceptada por Ana Díaz el 3 mar 2026/)).toBeTruthy();
    expect(doc.textContent).toContain('Válida hasta1 abr 2026');
    expect(doc.textContent).toContain('Condiciones de esta cotización');
    expect(screen.getByRole('link', { name: /Volver a su solicitud/ }).getAttribute('href')).toBe(
      `/es/my-request/${token}`,
    );
    expect(screen.getByRole('button', { name: 'Imprimir o guardar como PDF' })).toBeTruthy();
  });

  it('says so when the request has no such version', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderQuotePrintPage('en', 7);
    await screen.findByText(/^This request has no quote version 7\./);
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  });

  it('offers a new link when the link no longer opens the request', async () => {
    fetchMock.mockReturnValueOnce(answer(404, { error: 'link-invalid' }));
    await renderQuotePrintPage();
    await screen.findByRole('heading', { level: 1, name: 'This link has expired or is not valid' });
  });
});
