import bakeryStorefront from 'url:../../assets/portfolio/bakery-storefront.svg';
import cafeWebsite from 'url:../../assets/portfolio/cafe-website.svg';
import festivalBanner from 'url:../../assets/portfolio/festival-banner.svg';
import plumbingVan from 'url:../../assets/portfolio/plumbing-van.svg';
import realtyCards from 'url:../../assets/portfolio/realty-cards.svg';
import teamShirts from 'url:../../assets/portfolio/team-shirts.svg';
import type { PortfolioId } from '../../../catalog/company.ts';

/** Explicit imports so Parcel hashes each file; a new entry without artwork fails the typecheck. */
export const portfolioArt: Record<PortfolioId, string> = {
  'bakery-storefront': bakeryStorefront,
  'plumbing-van': plumbingVan,
  'realty-cards': realtyCards,
  'team-shirts': teamShirts,
  'festival-banner': festivalBanner,
  'cafe-website': cafeWebsite,
};

/** The artwork's intrinsic size (every file uses viewBox 0 0 400 300). */
export const artSize = { width: 400, height: 300 } as const;
