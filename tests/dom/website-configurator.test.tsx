/**
 * The website design configurator with the real form file, its compiled validator and the real
 * texts: the package radios, the add-on boxes, the live summary, and what the order sends.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WebsiteConfigurator } from '../../src/features/website-configurator/website-configurator.tsx';
import enCommon from '../../locales/en/common.json';
import enForms from '../../locales/en/forms.json';
import enPages from '../../locales/en/pages.json';
import enWebsite from '../../locales/en/website.json';
import esCommon from '../../locales/es/common.json';
import esForms from '../../locales/es/forms.json';
import esPages from '../../locales/es/pages.json';
import esWebsite from '../../locales/es/website.json';
import { answer, makeI18n, renderInSite, type FetchMock } from './fixtures/form-runner-harness.tsx';

const resources = {
  en: { common: enCommon, forms: enForms, pages: enPages, website: enWebsite },
  es: { common: esCommon, forms: esForms, pages: esPages, website: esWebsite },
};

async function renderConfigurator(lng: 'en' | 'es' = 'en') {
  const i18n = await makeI18n(lng, resources);
  await renderInSite(<WebsiteConfigurator />, i18n);
  await screen.findByRole('button', { name: i18n.t('forms:website-design.submit') });
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const summary = () => screen.getByTestId('website-summary');
const total = () => screen.getByTestId('website-total').textContent;
const summaryLines = () =>
  [...summary().querySelectorAll('dt')].map(
    (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
  );

function fillRequired() {
  fireEvent.change(screen.getByRole('textbox', { name: /Business Name/ }), {
    target: { value: 'Taco Loco' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /Your Name/ }), { target: { value: 'Ana Ruiz' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Email Address/ }), {
    target: { value: 'ana@example.com' },
  });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Place My Order' }));

describe('the website design configurator', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('starts on the professional package, without add-ons, at $2,499', async () => {
    await renderConfigurator();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).checked)).toEqual([
      false,
      true,
      false,
    ]);
    expect(radio(/^Professional \$2,499 Was \$2,999$/).checked).toBe(true);
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(0);
    expect(summaryLines()).toEqual(['Professional package $2,499', 'Add-ons None', 'Total $2,499']);
    expect(summary().getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('link', { name: 'Discuss Project First' }).getAttribute('href')).toBe('/contact');
  });

  it('follows every package and add-on change in the summary and its total', async () => {
    await renderConfigurator();
    fireEvent.click(radio(/^Enterprise/));
    expect(radio(/^Enterprise/).checked).toBe(true);
    expect(radio(/^Professional/).checked).toBe(false);
    expect(total()).toBe('$4,999');
    fireEvent.click(box(/^Hosting \(12 months\)/));
    fireEvent.click(box(/^Logo Design/));
    expect(summaryLines()).toEqual([
      'Enterprise package $4,999',
      'Logo Design $299',
      'Hosting (12 months) $199',
      'Total $5,497',
    ]);
    fireEvent.click(box(/^Logo Design/));
    expect(total()).toBe('$5,198');
    fireEvent.click(radio(/^Starter/));
    expect(total()).toBe('$1,498');
    for (const addOn of screen.getAllByRole('checkbox'))
      if (!(addOn as HTMLInputElement).checked) fireEvent.click(addOn);
    expect(total()).toBe('$5,491');
  });

  it('notes the rush surcharge only while the rush timeline is chosen', async () => {
    await renderConfigurator();
    const rushNote = /rush delivery adds 25%/;
    expect(screen.queryByText(rushNote)).toBeNull();
    const timeline = screen.getByRole('combobox', { name: 'Timeline' }) as HTMLSelectElement;
    const rush = [...timeline.options].find((o) => o.textContent === '1-2 weeks (Rush +25%)')!;
    fireEvent.change(timeline, { target: { value: rush.value } });
    expect(within(screen.getByRole('complementary')).getByText(rushNote)).toBeTruthy();
    expect(total()).toBe('$2,499');
  });

  it('sends the chosen package, add-ons and total with the project, then starts over', async () => {
    fetchMock.mockReturnValue(answer(201, { reference: 'W-7K3F9Q' }));
    await renderConfigurator();
    fireEvent.click(radio(/^Starter/));
    fireEvent.click(box(/^Copywriting/));
    fireEvent.click(box(/^Maintenance/));
    fillRequired();
    submit();
    const banner = await screen.findByTestId('submission-banner');
    expect(banner.textContent).toContain(enForms['website-design'].messages.success);
    expect(banner.textContent).toContain('W-7K3F9Q');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/forms/website-design');
    const body = Object.fromEntries(init?.body as URLSearchParams);
    expect(body).toEqual({
      package: 'starter',
      addOns: 'copywriting,maintenance',
      businessName: 'Taco Loco',
      pages: '5-10',
      timeline: '2-3-weeks',
      contactName: 'Ana Ruiz',
      email: 'ana@example.com',
      totalPrice: '2397',
      // How long the form was open, for the intake's spam rules.
      _elapsed_ms: expect.stringMatching(/^\d+$/),
      _lang: 'en',
    });
    await waitFor(() => expect(radio(/^Professional/).checked).toBe(true));
    expect(box(/^Copywriting/).checked).toBe(false);
    expect(total()).toBe('$2,499');
    expect(localStorage.getItem('draft:website-design')).toBeNull();
  });

  it('keeps the choice and the typed data when the server fails', async () => {
    fetchMock.mockReturnValue(answer(500));
    await renderConfigurator();
    fireEvent.click(radio(/^Enterprise/));
    fireEvent.click(box(/^Video Content/));
    fillRequired();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error submitting your request. Please try again or contact us directly.',
    );
    expect(radio(/^Enterprise/).checked).toBe(true);
    expect(box(/^Video Content/).checked).toBe(true);
    expect(total()).toBe('$6,298');
    expect((screen.getByRole('textbox', { name: /Business Name/ }) as HTMLInputElement).value).toBe(
      'Taco Loco',
    );
  });

  it('blocks an empty order at the required fields and sends nothing', async () => {
    await renderConfigurator();
    submit();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(Array(3).fill('This field is required.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the choice in the draft, so a reload finds it again', async () => {
    localStorage.setItem(
      'draft:website-design',
      JSON.stringify({ businessName: 'Taco Loco', package: 'enterprise', addOns: ['hosting', 'gone'] }),
    );
    await renderConfigurator();
    expect(radio(/^Enterprise/).checked).toBe(true);
    expect(box(/^Hosting/).checked).toBe(true);
    expect(total()).toBe('$5,198');
    fireEvent.click(box(/^Photography|^Professional Photography/));
    expect(JSON.parse(localStorage.getItem('draft:website-design')!)).toMatchObject({
      businessName: 'Taco Loco',
      package: 'enterprise',
      addOns: ['photography', 'hosting'],
      totalPrice: 5997,
    });
  });

  it('speaks Spanish', async () => {
    await renderConfigurator('es');
    expect(radio(/^Profesional/).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Resumen del pedido' })).toBeTruthy();
    fireEvent.click(box(/^Diseño de logotipo/));
    expect(summaryLines()).toEqual(['Paquete Profesional $2,499', 'Diseño de logotipo $299', 'Total $2,798']);
    expect(screen.getByRole('link', { name: 'Hablar del proyecto primero' })).toBeTruthy();
  });
});
