/**
 * The live estimate of a form with an `estimate` block, drawn by the real runner: for a table of
 * option sets the page shows exactly estimateFor(...) of the real price table, as money in the
 * page's language; the total never falls when the quantity rises; a quantity the form does not
 * ask is said. Nothing of the estimate is sent (the table of cases in form-conditions.test.tsx
 * checks every field sent).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import businessCardsTable from '../../catalog/prices/business-cards.json';
import vehicleWrapsTable from '../../catalog/prices/vehicle-wraps.json';
import { formForService } from '../../core/forms/printing.ts';
import { estimateFor, type PriceTable } from '../../core/pricing/estimate.ts';
import { formatUsd } from '../../src/components/catalog/use-price-text.ts';
import type { FormDefinition, FormValues } from '../../src/form-engine/types.ts';
import { readForm } from '../support/form-files.ts';
import { compiledValidator } from './fixtures/form-runner-harness.tsx';
import { renderRealForm, vehicleWrap } from './fixtures/real-form-harness.tsx';

// The whole real form in jsdom, beside the other test lanes on a shared machine.
jest.setTimeout(30_000);

const wraps = vehicleWrapsTable as unknown as PriceTable;
const cards = businessCardsTable as unknown as PriceTable;

/** The printing form as business cards, with the estimate block the printing form file gives. */
const printing = readForm('printing-order');
const businessCards: FormDefinition = formForService(
  { ...printing, estimate: printing.estimate ?? { table: '{variant}', fees: { rush: 'rushOrder' } } },
  'business-cards',
);

const shown = () => document.querySelector('[data-estimate] [aria-live]')?.textContent;
const money = (cents: number, lng: 'en' | 'es') => formatUsd(cents / 100, lng, true);

function expectedText(table: PriceTable, definition: FormDefinition, answers: FormValues, lng: 'en' | 'es') {
  const estimate = estimateFor(table, definition.estimate!, definition.schema, answers);
  if (!estimate) throw new Error(`no estimate for ${JSON.stringify(answers)}`);
  return `${lng === 'en' ? 'Estimated price' : 'Precio estimado'}: ${money(estimate.totalCents, lng)}`;
}

const wrapSets: FormValues[] = [
  { vehicleType: 'car', coverage: 'full', designHelp: 'have-artwork' },
  {
    vehicleType: 'pickup',
    bedLength: 'long',
    coverage: 'partial',
    coverageAreas: ['hood'],
    designHelp: 'need-design',
  },
  { vehicleType: 'box-truck', boxLength: 20, coverage: 'full', designHelp: 'need-design' },
  { vehicleType: 'van', coverage: 'lettering', designHelp: 'need-design' },
  { vehicleType: 'fleet', vehicleCount: 12, coverage: 'lettering', designHelp: 'have-artwork' },
  { vehicleType: 'fleet', vehicleCount: 30, coverage: 'full', designHelp: 'need-design' },
];

const cardSets: FormValues[] = [
  { size: 'standard', quantity: '250', paper: 'cardstock-14pt', finish: 'matte' },
  { size: 'square', quantity: '1000', paper: 'cotton-32pt', finish: 'soft-touch', rushOrder: true },
  { size: 'mini', quantity: '5000', paper: 'cardstock-16pt', finish: 'gloss' },
  { size: 'standard', quantity: '500', paper: 'cardstock-16pt', finish: 'soft-touch', rushOrder: true },
];

describe('the estimate of a form', () => {
  beforeEach(() => localStorage.clear());

  it.each(['en', 'es'] as const)(
    'vehicle wrap (%s): shows the price table estimate for each option set',
    async (lng) => {
      for (const answers of wrapSets) {
        const { unmount } = await renderRealForm({ lng, formData: answers, drafts: false });
        expect(shown()).toBe(expectedText(wraps, vehicleWrap, answers, lng));
        unmount();
      }
    },
  );

  it.each(['en', 'es'] as const)(
    'business cards (%s): shows the price table estimate for each option set',
    async (lng) => {
      for (const answers of cardSets) {
        const { unmount } = await renderRealForm({
          lng,
          definition: businessCards,
          variant: 'business-cards',
          formData: answers,
          drafts: false,
        });
        expect(shown()).toBe(expectedText(cards, businessCards, answers, lng));
        // The form asks the quantity: the estimate does not repeat it.
        expect(document.querySelector('[data-estimate]')?.textContent).not.toMatch(
          /Priced for|Precio calculado/,
        );
        unmount();
      }
    },
  );

  it('writes the money the Spanish way on the Spanish page', async () => {
    await renderRealForm({
      lng: 'es',
      formData: { vehicleType: 'van', coverage: 'full', designHelp: 'have-artwork' },
    });
    // 2,499 plus 25% for a van: 3,123.75 dollars.
    expect(shown()).toBe('Precio estimado: $3,123.75');
    expect(screen.getByText('Su precio final se confirma en su cotización')).toBeTruthy();
  });

  it('waits for the options it needs, then follows every change', async () => {
    await renderRealForm({ formData: { vehicleType: 'car' } });
    expect(shown()).toBe('Choose your options to see an estimated price.');
    expect(screen.getByText('Your final price is confirmed in your quote')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Partial wrap' }));
    fireEvent.click(screen.getByRole('radio', { name: 'I have print-ready artwork' }));
    expect(shown()).toBe('Estimated price: $899.00');
    fireEvent.click(screen.getByRole('radio', { name: 'I need you to design it' }));
    // The design fee: 15%, at least $150.
    expect(shown()).toBe('Estimated price: $1,049.00');
    fireEvent.click(screen.getByRole('radio', { name: 'Full wrap' }));
    expect(shown()).toBe(`Estimated price: ${money(249900 + 37485, 'en')}`);
  });

  it('never falls when the business cards quantity rises, whatever the other options', async () => {
    await renderRealForm({ definition: businessCards, variant: 'business-cards', drafts: false });
    const select = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
    const options = (label: string) =>
      [...(select(label) as HTMLSelectElement).options].filter((option) => option.value !== '').length;
    const pick = (label: string, index: number) =>
      fireEvent.change(select(label), { target: { value: String(index) } });
    const cents = () => Math.round(Number(shown()!.replace(/[^0-9.]/g, '')) * 100);
    const falls: string[] = [];
    let compared = 0;
    for (let size = 0; size < options('Size'); size++) {
      pick('Size', size);
      for (let paper = 0; paper < options('Paper'); paper++) {
        pick('Paper', paper);
        for (let finish = 0; finish < options('Finish'); finish++) {
          pick('Finish', finish);
          let before = -1;
          for (let quantity = 0; quantity < options('Quantity'); quantity++) {
            pick('Quantity', quantity);
            const now = cents();
            if (now < before)
              falls.push(`${size}/${paper}/${finish}: ${before} -> ${now} at quantity ${quantity}`);
            before = now;
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(3 * 3 * 4 * 5);
    expect(falls).toEqual([]);
  });

  it('never falls when a fleet grows', async () => {
    await renderRealForm({ formData: { vehicleType: 'fleet', coverage: 'full', designHelp: 'need-design' } });
    const count = screen.getByRole('spinbutton', { name: /Number of vehicles/ });
    let before = -1;
    for (const vehicles of [2, 4, 5, 9, 10, 24, 25, 60, 200]) {
      fireEvent.change(count, { target: { value: String(vehicles) } });
      const now = Math.round(Number(shown()!.replace(/[^0-9.]/g, '')) * 100);
      expect(now).toBeGreaterThanOrEqual(before);
      before = now;
    }
  });

  it('says what quantity it priced when the form does not ask it', async () => {
    // Business cards without their quantity field: the table's first quantity is priced.
    const { quantity: _quantity, ...properties } = businessCards.schema.properties;
    const definition: FormDefinition = {
      ...businessCards,
      schema: {
        ...businessCards.schema,
        properties,
        required: businessCards.schema.required.filter((name) => name !== 'quantity'),
      },
      uiSchema: {
        ...businessCards.uiSchema,
        'ui:order': businessCards.uiSchema['ui:order'].filter((name) => name !== 'quantity'),
      },
    };
    const { i18n } = await renderRealForm({
      definition,
      variant: 'business-cards',
      validator: compiledValidator(definition),
      drafts: false,
    });
    expect(shown()).toBe('Estimated price: $29.00');
    expect(i18n.t('catalog:prices.units.cards', { count: 250 })).toBe('250 cards');
    expect(
      screen.getByText('Priced for 250 cards. Your final price is confirmed in your quote'),
    ).toBeTruthy();
  });
});
