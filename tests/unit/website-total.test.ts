import { webAddOns, webPackages } from '../../catalog/digital-marketing.ts';
import {
  isWebPackageId,
  knownAddOnIds,
  orderFields,
  sameAmount,
  websiteTotal,
} from '../../core/pricing/website-total.ts';

const allAddOns = webAddOns.map((addOn) => addOn.id);

describe('the website catalogue against section 9 of the specification', () => {
  it('sells the three packages at their prices, was-prices and popular flag', () => {
    expect(
      webPackages.map(({ id, price, originalPrice, popular }) => [id, price, originalPrice, popular]),
    ).toEqual([
      ['starter', 1299, 1599, false],
      ['professional', 2499, 2999, true],
      ['enterprise', 4999, 5999, false],
    ]);
  });

  it('sells the eight add-ons at their prices', () => {
    expect(Object.fromEntries(webAddOns.map(({ id, price }) => [id, price]))).toEqual({
      'logo-design': 299,
      copywriting: 499,
      photography: 799,
      'video-content': 1299,
      'social-media': 199,
      'email-marketing': 299,
      maintenance: 599,
      hosting: 199,
    });
  });
});

describe('websiteTotal', () => {
  it('is the package price alone when no add-on is chosen', () => {
    expect(websiteTotal('starter', [])).toBe(1299);
    expect(websiteTotal('professional', [])).toBe(2499);
    expect(websiteTotal('enterprise', [])).toBe(4999);
  });

  it('adds each chosen add-on to the package price', () => {
    expect(websiteTotal('professional', ['logo-design'])).toBe(2798);
    expect(websiteTotal('enterprise', ['logo-design', 'hosting'])).toBe(5497);
    expect(websiteTotal('starter', ['video-content', 'maintenance'])).toBe(3197);
  });

  it('adds all eight add-ons', () => {
    // 299 + 499 + 799 + 1299 + 199 + 299 + 599 + 199 = 4192
    expect(websiteTotal('starter', allAddOns)).toBe(1299 + 4192);
    expect(websiteTotal('enterprise', allAddOns)).toBe(4999 + 4192);
  });

  it('ignores add-on ids it does not know and counts a repeated one once', () => {
    expect(websiteTotal('professional', ['logo-design', 'free-lunch', '', 'LOGO-DESIGN'])).toBe(2798);
    expect(websiteTotal('professional', ['hosting', 'hosting'])).toBe(2698);
  });

  it('adds nothing for an unknown package, so only the known add-ons count', () => {
    expect(websiteTotal('platinum', [])).toBe(0);
    expect(websiteTotal('platinum', ['hosting'])).toBe(199);
  });

  it('sums prices with cents exactly, to the cent', () => {
    const prices = {
      packages: [{ id: 'basic', price: 0.1 }],
      addOns: [
        { id: 'a', price: 0.2 },
        { id: 'b', price: 19.99 },
        { id: 'c', price: 1234.56 },
      ],
    };
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(websiteTotal('basic', ['a'], prices)).toBe(0.3);
    expect(websiteTotal('basic', ['a', 'b', 'c'], prices)).toBe(1254.85);
  });
});

describe('the website order helpers', () => {
  it('compares amounts to the cent', () => {
    expect(sameAmount(2798, 2798.0)).toBe(true);
    expect(sameAmount(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameAmount(2798, 2798.01)).toBe(false);
  });

  it('knows the package ids and keeps only known add-ons, once each, in catalogue order', () => {
    expect(isWebPackageId('enterprise')).toBe(true);
    expect(isWebPackageId('platinum')).toBe(false);
    expect(isWebPackageId(undefined)).toBe(false);
    expect(knownAddOnIds(['hosting', 'nope', 'logo-design', 'hosting'])).toEqual(['logo-design', 'hosting']);
    expect(knownAddOnIds('hosting')).toEqual([]);
  });

  it('fills the form fields the order is sent with', () => {
    expect(orderFields({ packageId: 'starter', addOnIds: ['copywriting', 'hosting'] })).toEqual({
      package: 'starter',
      addOns: ['copywriting', 'hosting'],
      totalPrice: 1997,
    });
  });
});
