import type { HomeServiceArt } from '../../../catalog/home.ts';
import dtfArt from 'url:../../assets/art/dtf.svg';
import printingArt from 'url:../../assets/art/printing.svg';
import vehicleWrapsArt from 'url:../../assets/art/vehicle-wraps.svg';
import websiteDesignArt from 'url:../../assets/art/website-design.svg';

/** Each drawing is its own file, fetched lazily by <img>, so none of it weighs on the page's JS. */
export const serviceArt: Record<HomeServiceArt, string> = {
  dtf: dtfArt,
  'website-design': websiteDesignArt,
  printing: printingArt,
  'vehicle-wraps': vehicleWrapsArt,
};
