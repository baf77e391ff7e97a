/**
 * Get Quote on an item page: which contact service each item preselects, the link it builds and
 * how the contact page reads that link back (and ignores a forged one).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { megaMenus, menuItemIds } from '../../catalog/menus.ts';
import { quoteServiceBySubcategory, quoteServiceFor } from '../../catalog/services.ts';
import {
  contactQuotePath,
  defaultQuoteLink,
  readQuotePreset,
} from '../../src/components/catalog/quote-link.ts';

const contactForm = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../forms/contact.form.json'), 'utf8'),
) as { schema: { properties: { serviceType: { enum: string[] } } } };
const serviceTypes = contactForm.schema.properties.serviceType.enum;

describe('the service a quote for each item preselects', () => {
  it('is one of the contact form choices for every subcategory outside DTF', () => {
    for (const menu of megaMenus.filter((m) => m.group !== 'dtf')) {
      for (const sub of menu.subcategories) {
        expect([sub.id, serviceTypes.includes(quoteServiceBySubcategory[sub.id])]).toEqual([sub.id, true]);
      }
    }
  });

  it('follows the subcategory: wraps, signage, indoor and outdoor signs, printing, web', () => {
    expect(quoteServiceFor('vehicle-wraps', 'full-wraps')).toBe('vehicle-wraps');
    expect(quoteServiceFor('vehicle-wraps', 'led-signs')).toBe('commercial-signage');
    expect(quoteServiceFor('vehicle-wraps', 'wall-murals')).toBe('indoor-signs');
    expect(quoteServiceFor('vehicle-wraps', 'billboards')).toBe('outdoor-advertising');
    expect(quoteServiceFor('printing', 'letterheads')).toBe('business-cards-stationery');
    expect(quoteServiceFor('printing', 'yard-signs')).toBe('large-format-printing');
    expect(quoteServiceFor('digital-marketing', 'landing-pages')).toBe('web-design-development');
  });

  it('is none for DTF items (ordered on /dtf) and for ids outside the menu', () => {
    expect(menuItemIds('dtf').map((id) => quoteServiceFor('dtf', id))).toEqual(Array(16).fill(undefined));
    expect(quoteServiceFor('printing', 'full-wraps')).toBeUndefined();
    expect(quoteServiceFor('printing', 'constructor')).toBeUndefined();
  });
});

describe('the quote link of an item without its own form', () => {
  it('opens the contact form with the service and the item', () => {
    expect(defaultQuoteLink('printing', 'letterheads')).toBe(
      '/contact?service=business-cards-stationery&item=letterheads',
    );
    expect(defaultQuoteLink('digital-marketing', 'display-ads')).toBe(
      '/contact?service=digital-marketing&item=display-ads',
    );
  });

  it('leads DTF items to the DTF order', () => {
    expect(defaultQuoteLink('dtf', 'gang-sheets')).toBe('/dtf#order');
  });
});

describe('readQuotePreset', () => {
  const read = (query: string) => readQuotePreset(new URLSearchParams(query), serviceTypes);

  it('reads back what contactQuotePath wrote', () => {
    const query = contactQuotePath('indoor-signs', 'lobby-signs').split('?')[1];
    expect(read(query)).toEqual({ serviceType: 'indoor-signs', itemId: 'lobby-signs' });
  });

  it('keeps a valid service without an item, and drops an unknown item', () => {
    expect(read('service=other')).toEqual({ serviceType: 'other' });
    expect(read('service=other&item=<script>')).toEqual({ serviceType: 'other' });
    expect(read('service=other&item=__proto__')).toEqual({ serviceType: 'other' });
  });

  it('ignores a service the form does not offer, and no query at all', () => {
    expect(read('service=free-stuff&item=full-wraps')).toBeUndefined();
    expect(read('service=&item=full-wraps')).toBeUndefined();
    expect(read('service=toString')).toBeUndefined();
    expect(read('')).toBeUndefined();
  });
});
