/**
 * The quote in the owner's inbox: writing one (typed lines, a catalogue entry, a discount and a
 * tax, with the totals the server will compute, to the cent), what is POSTed (lines in cents,
 * no amount or total), the problems at their fields (the editor's own and the server's), an
 * accepted quote's record and its lack of edit controls, extending a quote's validity, the
 * "Quote accepted" filter and count, the history's quote entries, and the print view.
 */
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import enCommon from '../../locales/en/common.json';
import enOwner from '../../locales/en/owner.json';
import { getSystem } from '../../src/lib/theme.ts';
import { I18nProvider } from '../../src/lib/use-translation.ts';
import OwnerQuotePage from '../../src/pages/owner/owner-quote-page.tsx';
import { formatDateTime } from '../../src/pages/owner/format.ts';
import type { Detail, ItemPage, Quote } from '../../core/api/owner.ts';
import { addDays, localDay, parseMoney } from '../../src/pages/owner/quote-draft.ts';
import {
  answer,
  currentUrl,
  detailPath,
  FakeOwnerApi,
  makeDetail,
  makeItem,
  makeOverview,
  reference,
  renderInbox,
} from './fixtures/owner-harness.tsx';

jest.setTimeout(30_000);

const sha = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const quote = (version: number, change: Partial<Quote> = {}): Quote => ({
  version,
  lines: [
    { description: 'Vinyl lettering', quantity: 2, unitCents: 1299, amountCents: 2598 },
    {
      description: 'Business Cards',
      quantity: 1,
      unitCents: 2900,
      amountCents: 2900,
      source: 'printing:business-cards',
    },
  ],
  discount: null,
  taxRatePercent: 7,
  totals: { subtotalCents: 5498, discountCents: 0, taxCents: 385, totalCents: 5883 },
  currency: 'USD',
  validUntil: '2026-04-01',
  expired: false,
  note: 'Artwork included.',
  sentAt: `2026-03-0${version + 2}T09:00:00.000Z`,
  state: 'sent',
  superseded: false,
  current: true,
  sha256: sha,
  decision: null,
  extensions: [],
  ...change,
});

function apiWith(first: Detail, afterPost?: Detail) {
  let detail = first;
  return new FakeOwnerApi()
    .on('GET', detailPath, () => answer(200, detail))
    .on('POST', `${detailPath}/quotes`, () => {
      if (afterPost) detail = afterPost;
      return answer(201, detail);
    });
}

const quotePanel = () => screen.getByRole('region', { name: /^(Quote|Cotización)$/ });
const lineItem = (number: number) =>
  within(quotePanel()).getByRole('group', { name: new RegExp(`^(Line|Línea) ${number}$`) });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const totalsOf = () => {
  const totals = within(quotePanel()).getByRole('region', { name: /^(Totals|Totales)$/ });
  return [...totals.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
};

describe('reading money', () => {
  it('reads dollars to whole cents from the text, never through a float', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point; 1.15 * 100 is 114.99999999999999.
    expect(
      ['0.29', '1.15', '12.99', '$1,250', '40', '.5', '12,5', '1,250.75', '19.9'].map(parseMoney),
    ).toEqual([29, 115, 1299, 125_000, 4000, 50, 1250, 125_075, 1990]);
    expect(['', '12.999', '-5', 'abc', '1,25,0', '1.2.3'].map(parseMoney)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('writing a quote', () => {
  it('totals typed lines, a catalogue entry, a discount and a tax to the cent, and POSTs lines in cents without totals', async () => {
    const sent = makeDetail({ status: 'quoted', quotes: [quote(1)] });
    const api = apiWith(makeDetail(), sent);
    const dayBefore = localDay();
    await renderInbox(api, `/owner?ref=${reference}`);
    await screen.findByRole('heading', { level: 2, name: 'Quote' });
    expect(within(quotePanel()).getByText(/No quote sent yet/)).toBeTruthy();

    const line1 = within(lineItem(1));
    type(line1.getByLabelText('Description'), 'Vinyl lettering');
    type(line1.getByLabelText('Quantity'), '2.5');
    type(line1.getByLabelText('Unit price ($)'), '12.99');
    // 2.5 × $12.99 = $32.475, rounded half away from zero.
    expect(line1.getByText('$32.48')).toBeTruthy();

    fireEvent.click(within(quotePanel()).getByRole('button', { name: 'Add a line' }));
    const line2 = within(lineItem(2));
    await waitFor(() => expect(document.activeElement).toBe(line2.getByLabelText('Description')));
    type(line2.getByLabelText('Description'), 'Design time (hours)');
    type(line2.getByLabelText('Quantity'), '3');
    type(line2.getByLabelText('Unit price ($)'), '0.29');
    expect(line2.getByText('$0.87')).toBeTruthy();

    // From the catalogue: its name and price, in a new line, still editable.
    const catalogue = within(quotePanel()).getByLabelText('Add from the catalogue') as HTMLSelectElement;
    const option = within(catalogue).getByRole('option', {
      name: 'Business Cards: $29.00',
    }) as HTMLOptionElement;
    expect(option.closest('optgroup')?.label).toBe('Printing');
    type(catalogue, option.value);
    fireEvent.click(within(quotePanel()).getByRole('button', { name: 'Add to the quote' }));
    const line3 = within(lineItem(3));
    expect((line3.getByLabelText('Description') as HTMLInputElement).value).toBe('Business Cards');
    expect((line3.getByLabelText('Unit price ($)') as HTMLInputElement).value).toBe('29.00');
    type(line3.getByLabelText('Quantity'), '2');
    expect(line3.getByText('$58.00')).toBeTruthy();

    fireEvent.click(within(quotePanel()).getByRole('radio', { name: 'Percent' }));
    type(within(quotePanel()).getByLabelText('Discount (%)'), '10');
    type(within(quotePanel()).getByLabelText('Tax rate (%)'), '7.25');
    type(
      within(quotePanel()).getByLabelText('Note for the customer on the quote (optional)'),
      '  Proof before printing.  ',
    );

    // 3248 + 87 + 5800 = 9135; 10% off is 913.5 → 914; tax 7.25% of 8221 is 596.02 → 596.
    expect(totalsOf()).toEqual([
      ['Subtotal', '$91.35'],
      ['Discount (10%)', '−$9.14'],
      ['Tax (7.25%)', '$5.96'],
      ['Total', '$88.17'],
    ]);
    const validUntil = within(quotePanel()).getByLabelText('Valid until') as HTMLInputElement;
    // 30 days from the day the editor opened (a run across midnight sees either day).
    expect([addDays(dayBefore, 30), addDays(localDay(), 30)]).toContain(validUntil.value);

    await act(async () => {
      fireEvent.click(within(quotePanel()).getByRole('button', { name: 'Send quote v1' }));
    });
    const [post] = api.callsTo('POST', `${detailPath}/quotes`);
    expect(post.headers.get('x-requested-with')).toBe('owner');
    expect(post.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(post.body))).toEqual({
      lines: [
        { description: 'Vinyl lettering', quantity: 2.5, unitCents: 1299 },
        { description: 'Design time (hours)', quantity: 3, unitCents: 29 },
        { description: 'Business Cards', quantity: 2, unitCents: 2900, source: 'printing:business-cards' },
      ],
      discount: { kind: 'percent', percent: 10 },
      taxRatePercent: 7.25,
      validUntil: validUntil.value,
      note: 'Proof before printing.',
    });
    // The server prices it: no amount, subtotal or total goes with it.
    expect(String(post.body)).not.toMatch(/amount|total|Cents":\s*\d+,\s*"amount/i);

    await screen.findByText('Quote v1 sent.');
    // The editor closes; the version sent is listed, and the next one is a button away.
    await waitFor(() =>
      expect(within(quotePanel()).getByRole('heading', { level: 4, name: 'Quote v1' })).toBeTruthy(),
    );
    expect(within(quotePanel()).queryByLabelText('Description')).toBeNull();
    expect(within(quotePanel()).getByRole('button', { name: 'Write quote v2' })).toBeTruthy();
  });

  it('shows its problems at their fields, in Spanish, and sends nothing until they are mended', async () => {
    const api = apiWith(makeDetail());
    await renderInbox(api, `/owner?ref=${reference}`, 'es');
    await screen.findByRole('heading', { level: 2, name: 'Cotización' });

    const line1 = within(lineItem(1));
    type(line1.getByLabelText('Cantidad'), '0');
    type(line1.getByLabelText('Precio unitario ($)'), '12.999');
    fireEvent.click(within(quotePanel()).getByRole('radio', { name: 'Monto' }));
    type(within(quotePanel()).getByLabelText('Descuento ($)'), 'diez');
    type(within(quotePanel()).getByLabelText('Tasa de impuesto (%)'), '40');
    // Nothing is said before the owner tries to send.
    expect(within(quotePanel()).queryByRole('alert')).toBeNull();

    await act(async () => {
      fireEvent.click(within(quotePanel()).getByRole('button', { name: 'Enviar la cotización v1' }));
    });
    expect(api.callsTo('POST', `${detailPath}/quotes`)).toHaveLength(0);
    expect(within(quotePanel()).getByRole('alert').textContent).toContain(
      'La cotización no se envió: corrija los campos marcados.',
    );
    const problemOf = (field: HTMLElement) => {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const ids = field.getAttribute('aria-describedby')!.split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    };
    const description = line1.getByLabelText('Descripción');
    expect(problemOf(description)).toBe('Describa la línea, en 200 caracteres como máximo.');
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(problemOf(line1.getByLabelText('Cantidad'))).toMatch(/^Una cantidad mayor que 0/);
    expect(problemOf(line1.getByLabelText('Precio unitario ($)'))).toBe(
      'Un precio como 12.99, de hasta 1,000,000.00.',
    );
    expect(problemOf(within(quotePanel()).getByLabelText('Descuento ($)'))).toBe(
      'Un monto de descuento mayor que 0, como 25.00.',
    );
    expect(problemOf(within(quotePanel()).getByLabelText('Tasa de impuesto (%)'))).toMatch(
      /^Una tasa de impuesto del 0% al 30%/,
    );

    // Mended as typed, each problem goes.
    type(description, 'Rotulación');
    type(line1.getByLabelText('Cantidad'), '1');
    type(line1.getByLabelText('Precio unitario ($)'), '1250,5');
    type(within(quotePanel()).getByLabelText('Descuento ($)'), '25');
    type(within(quotePanel()).getByLabelText('Tasa de impuesto (%)'), '7');
    expect(
      within(quotePanel()).queryAllByText(/^(Describa|Una cantidad|Un precio|Un monto|Una tasa)/),
    ).toEqual([]);
    expect(totalsOf()).toEqual([
      ['Subtotal', '$1,250.50'],
      ['Descuento', '−$25.00'],
      ['Impuesto (7%)', '$85.79'],
      ['Total', '$1,311.29'],
    ]);
  });

  it("shows the server's refusal at the field it names", async () => {
    const api = new FakeOwnerApi()
      .on('GET', detailPath, () => answer(200, makeDetail()))
      .on('POST', `${detailPath}/quotes`, () =>
        answer(400, {
          error: 'invalid',
          message: 'The quote has problems.',
          fields: [{ field: 'lines.0.quantity', message: 'A quantity above 0 and up to 100000.' }],
        }),
      );
    await renderInbox(api, `/owner?ref=${reference}`);
    await screen.findByRole('heading', { level: 2, name: 'Quote' });
    const line1 = within(lineItem(1));
    type(line1.getByLabelText('Description'), 'Banner');
    type(line1.getByLabelText('Unit price ($)'), '89');
    await act(async () => {
      fireEvent.click(within(quotePanel()).getByRole('button', { name: 'Send quote v1' }));
    });
    expect(api.callsTo('POST', `${detailPath}/quotes`)).toHaveLength(1);
    const quantity = line1.getByLabelText('Quantity');
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(quantity.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^A quantity above 0 and up to 100,000/,
    );
    // Said once at the top, and in the live region, in the owner's words.
    expect(within(quotePanel()).getByRole('alert').textContent).toContain('The quote was not sent');
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('correct the marked')),
      ).toBe(true),
    );
  });
});

describe('a quote sent', () => {
  const accepted = quote(2, {
    state: 'accepted',
    decision: {
      kind: 'accept',
      name: 'Ana Díaz',
      reason: null,
      comment: null,
      at: '2026-03-06T16:45:00.000Z',
      ip: '198.51.100.23',
      userAgent,
      sha256: sha,
    },
  });
  const declinedV1 = quote(1, {
    state: 'declined',
    superseded: true,
    current: false,
    decision: {
      kind: 'decline',
      name: null,
      reason: 'price',
      comment: 'Too much for the flyers.',
      at: '2026-03-04T10:00:00.000Z',
      ip: '203.0.113.7',
      userAgent,
      sha256: 'b'.repeat(64),
    },
  });

  it('shows the acceptance record, no edit controls, and starts a change as a copy', async () => {
    await renderInbox(apiWith(makeDetail({ quotes: [accepted, declinedV1] })), `/owner?ref=${reference}`);
    await screen.findByRole('heading', { level: 2, name: 'Quote' });
    const panel = within(quotePanel());
    expect(
      panel.getByText(/Quote v2 was accepted and can no longer change\. A change is a new version/),
    ).toBeTruthy();

    const v2 = within(panel.getByRole('heading', { level: 4, name: 'Quote v2' }).closest('li')!);
    expect(v2.getByText('Accepted')).toBeTruthy();
    expect(v2.getByText('Acceptance record')).toBeTruthy();
    const field = (label: string) => v2.getByText(label).nextElementSibling as HTMLElement;
    expect(field('Name typed by the customer').textContent).toBe('Ana Díaz');
    expect(field('Time').querySelector('time')!.textContent).toBe(
      formatDateTime('2026-03-06T16:45:00.000Z', 'en'),
    );
    expect(field('IP address').textContent).toBe('198.51.100.23');
    expect(field('Browser (user agent)').textContent).toBe(userAgent);
    expect(field('SHA-256 of the quote as shown').textContent).toBe(sha);
    expect(v2.getByText('Valid until Apr 1, 2026', { exact: false })).toBeTruthy();
    expect(v2.getByText('$58.83')).toBeTruthy();
    expect(v2.getByRole('link', { name: 'Print quote v2' }).getAttribute('href')).toBe(
      `/owner/quote?ref=${reference}&version=2`,
    );

    const v1 = within(panel.getByRole('heading', { level: 4, name: 'Quote v1' }).closest('li')!);
    expect(v1.getByText('Declined')).toBeTruthy();
    expect(v1.getByText('Superseded')).toBeTruthy();
    expect(v1.getByText('Decline record')).toBeTruthy();
    expect(v1.getByText('The price')).toBeTruthy();
    expect(v1.getByText('Too much for the flyers.')).toBeTruthy();

    // Nothing of an answered quote can be changed: no date to move, no field to edit.
    expect(panel.queryByRole('button', { name: 'Extend validity' })).toBeNull();
    expect(panel.queryByRole('textbox')).toBeNull();

    fireEvent.click(panel.getByRole('button', { name: 'Write quote v3' }));
    expect(
      panel.getByText('Quote v3 starts as a copy of quote v2: change what needs changing.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(panel.getByRole('heading', { level: 3, name: 'Quote v3' })),
    );
    expect((within(lineItem(1)).getByLabelText('Description') as HTMLInputElement).value).toBe(
      'Vinyl lettering',
    );
    expect((within(lineItem(1)).getByLabelText('Unit price ($)') as HTMLInputElement).value).toBe('12.99');
    expect((within(lineItem(2)).getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
    expect((panel.getByLabelText('Tax rate (%)') as HTMLInputElement).value).toBe('7');
    expect(
      (panel.getByLabelText('Note for the customer on the quote (optional)') as HTMLTextAreaElement).value,
    ).toBe('Artwork included.');
    expect(totalsOf().at(-1)).toEqual(['Total', '$58.83']);

    fireEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(panel.getByRole('button', { name: 'Write quote v3' })),
    );
  });

  it('extends an open quote: the date goes in the POST, and a conflict reads the request again', async () => {
    const today = localDay();
    const expired = quote(1, { expired: true, validUntil: addDays(today, -2) });
    let conflict = false;
    const api = new FakeOwnerApi()
      .on('GET', detailPath, () => answer(200, makeDetail({ quotes: [expired] })))
      .on('POST', `${detailPath}/quotes/1/extend`, () =>
        conflict
          ? answer(409, { error: 'decided', message: 'Decided.' })
          : answer(200, makeDetail({ quotes: [expired] })),
      );
    await renderInbox(api, `/owner?ref=${reference}`);
    await screen.findByRole('heading', { level: 2, name: 'Quote' });
    const panel = within(quotePanel());
    expect(panel.getByText(/Quote v1 expired on .*: the customer can no longer accept it/)).toBeTruthy();
    expect(panel.getByText('Expired')).toBeTruthy();

    const date = panel.getByLabelText('New valid-until date') as HTMLInputElement;
    // From the day the form opened (a run across midnight sees either day).
    expect([addDays(today, 30), addDays(localDay(), 30)]).toContain(date.value);
    expect([today, localDay()]).toContain(date.min);
    // A date in the past is refused here, before the server sees it.
    type(date, addDays(today, -1));
    fireEvent.click(panel.getByRole('button', { name: 'Extend validity' }));
    expect(panel.getByText('A date after the current one, at most one year from today.')).toBeTruthy();
    expect(api.callsTo('POST', `${detailPath}/quotes/1/extend`)).toHaveLength(0);

    type(date, addDays(today, 45));
    await act(async () => {
      fireEvent.click(panel.getByRole('button', { name: 'Extend validity' }));
    });
    const [extend] = api.callsTo('POST', `${detailPath}/quotes/1/extend`);
    expect(extend.headers.get('x-requested-with')).toBe('owner');
    expect(JSON.parse(String(extend.body))).toEqual({ validUntil: addDays(today, 45) });
    await screen.findByText(/^Quote v1 is now valid until /);

    conflict = true;
    const reads = api.callsTo('GET', detailPath).length;
    await act(async () => {
      fireEvent.click(within(quotePanel()).getByRole('button', { name: 'Extend validity' }));
    });
    await screen.findByText(/answered by the customer or replaced meanwhile/);
    await waitFor(() => expect(api.callsTo('GET', detailPath).length).toBeGreaterThan(reads));
  });

  it("says the quote's doings in the history, in words", async () => {
    const history = [
      { status: 'received' as const, at: '2026-03-02T15:04:00.000Z', by: 'visitor' as const },
      {
        status: 'quoted' as const,
        at: '2026-03-03T09:00:00.000Z',
        by: 'owner' as const,
        event: 'quote-sent' as const,
        version: 2,
      },
      {
        status: 'quoted' as const,
        at: '2026-03-04T09:00:00.000Z',
        by: 'owner' as const,
        event: 'quote-extended' as const,
        version: 2,
      },
      {
        status: 'quoted' as const,
        at: '2026-03-05T09:00:00.000Z',
        by: 'visitor' as const,
        event: 'quote-accepted' as const,
        version: 2,
      },
    ];
    await renderInbox(
      apiWith(makeDetail({ status: 'quoted', history, quotes: [accepted] })),
      `/owner?ref=${reference}`,
      'es',
    );
    const panel = within(await screen.findByRole('region', { name: 'Historial' }));
    expect(panel.getByText('Cotización v2 enviada')).toBeTruthy();
    expect(panel.getByText('Cotización v2: validez extendida')).toBeTruthy();
    expect(panel.getByText('Cotización v2 aceptada')).toBeTruthy();
    // A plain change of status is still its badge.
    expect(panel.getByText('Recibida')).toBeTruthy();
  });
});

describe('the list', () => {
  const page = (): ItemPage => ({
    items: [
      makeItem({ reference: 'Q-AAAAAA', status: 'quoted', quoteState: 'accepted' }),
      makeItem({ reference: 'Q-BBBBBB', status: 'quoted', quoteState: 'sent' }),
      makeItem({ reference: 'Q-CCCCCC', quoteState: null }),
    ],
    total: 3,
    page: 1,
    pageSize: 20,
  });
  const listApi = () =>
    new FakeOwnerApi()
      .on('GET', '/api/owner/overview', () => answer(200, makeOverview({ accepted: 2 })))
      .on('GET', '/api/owner/submissions', () => answer(200, page()));
  const listCalls = (api: FakeOwnerApi) => api.callsTo('GET', '/api/owner/submissions');

  it('filters by "Quote accepted" through the URL and the query, from its card or its box', async () => {
    const api = listApi();
    await renderInbox(api, '/owner');
    const counts = within(await screen.findByRole('region', { name: 'New requests by form' }));
    const card = counts.getByRole('link', { name: /Quote accepted/ });
    expect(card.getAttribute('href')).toBe('/owner?accepted=1');
    expect(card.textContent).toContain('2');
    expect(listCalls(api).at(-1)!.url.searchParams.get('accepted')).toBeNull();

    await act(async () => {
      fireEvent.click(card);
    });
    await waitFor(() => expect(currentUrl()).toBe('/owner?accepted=1'));
    await waitFor(() => expect(listCalls(api).at(-1)!.url.searchParams.get('accepted')).toBe('1'));
    const box = screen.getByRole('checkbox', { name: /Quote accepted: .*\(2\)/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);

    await act(async () => {
      fireEvent.click(box);
    });
    await waitFor(() => expect(currentUrl()).toBe('/owner'));
    await waitFor(() => expect(listCalls(api).at(-1)!.url.searchParams.get('accepted')).toBeNull());
  });

  it("says each card's quote state in words, and links the accepted quotes' CSV", async () => {
    await renderInbox(listApi(), '/owner', 'es');
    await screen.findByRole('link', { name: 'Q-AAAAAA' });
    const card = (ref: string) =>
      within(screen.getByRole('link', { name: ref }).closest('li') as HTMLElement);
    expect(card('Q-AAAAAA').getByText('Cotización aceptada')).toBeTruthy();
    expect(card('Q-BBBBBB').getByText('Cotización enviada')).toBeTruthy();
    expect(card('Q-CCCCCC').queryByText(/^Cotización/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Exportar cotizaciones aceptadas (CSV)' }).getAttribute('href'),
    ).toBe('/api/owner/quotes.csv?lang=es');
  });
});

describe('the print view', () => {
  async function renderPrintView(api: FakeOwnerApi, url: string) {
    window.fetch = jest.fn(api.fetch) as unknown as typeof fetch;
    window.scrollTo = () => {};
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: false,
      ns: ['owner', 'common'],
      resources: { en: { owner: enOwner, common: enCommon } },
      interpolation: { escapeValue: false },
    });
    await act(async () => {
      render(
        <ChakraProvider value={getSystem()}>
          <I18nProvider i18n={i18n}>
            <Suspense fallback={null}>
              <MemoryRouter initialEntries={[url]}>
                <OwnerQuotePage />
              </MemoryRouter>
            </Suspense>
          </I18nProvider>
        </ChakraProvider>,
      );
    });
  }

  const signedIn = () =>
    new FakeOwnerApi().on('GET', '/api/owner/session', () =>
      answer(200, { signedIn: true, passwordSet: true }),
    );

  it('loads the request and draws the version asked for, with a Print button', async () => {
    const api = signedIn().on('GET', detailPath, () =>
      answer(
        200,
        makeDetail({ quotes: [quote(2), quote(1, { superseded: true, current: false, note: 'Old note' })] }),
      ),
    );
    await renderPrintView(api, `/owner/quote?ref=${reference}&version=2`);
    await screen.findByText('Vinyl lettering');
    expect(api.callsTo('GET', detailPath)[0].url.searchParams.get('lang')).toBe('en');
    expect(screen.getByText('Artwork included.')).toBeTruthy();
    expect(screen.queryByText('Old note')).toBeNull();
    expect(screen.getByRole('link', { name: `Back to request ${reference}` }).getAttribute('href')).toBe(
      `/owner?ref=${reference}`,
    );
    const print = jest.fn();
    window.print = print;
    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  // The announcer's live regions are alerts too: the page's own is the one with the text.
  const alertSaying = async (text: string | RegExp) =>
    (await screen.findByText(text)).closest('[role="alert"]');

  it('says so when the request has no such version', async () => {
    const api = signedIn().on('GET', detailPath, () => answer(200, makeDetail({ quotes: [quote(1)] })));
    await renderPrintView(api, `/owner/quote?ref=${reference}&version=4`);
    expect(
      await alertSaying(`Request ${reference} has no quote v4. It may have been deleted.`),
    ).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  });

  it('asks for the quote when the address names none', async () => {
    const api = signedIn();
    await renderPrintView(api, '/owner/quote?ref=&version=x');
    expect(await alertSaying(/^This address names no quote/)).not.toBeNull();
    expect(api.calls.map((call) => call.url.pathname)).toEqual(['/api/owner/session']);
  });
});
