import type { ServiceArtId } from '../../../catalog/services.ts';
import banners from 'url:../../assets/services/banners.svg';
import billboards from 'url:../../assets/services/billboards.svg';
import booklets from 'url:../../assets/services/booklets.svg';
import buildingWraps from 'url:../../assets/services/building-wraps.svg';
import businessCards from 'url:../../assets/services/business-cards.svg';
import carDecals from 'url:../../assets/services/car-decals.svg';
import channelLetters from 'url:../../assets/services/channel-letters.svg';
import dtfApparel from 'url:../../assets/services/dtf-apparel.svg';
import dtfDesign from 'url:../../assets/services/dtf-design.svg';
import dtfPowder from 'url:../../assets/services/dtf-powder.svg';
import dtfPress from 'url:../../assets/services/dtf-press.svg';
import dtfPrint from 'url:../../assets/services/dtf-print.svg';
import eCommerce from 'url:../../assets/services/e-commerce.svg';
import emailTemplate from 'url:../../assets/services/email-template.svg';
import fleetGraphics from 'url:../../assets/services/fleet-graphics.svg';
import flyers from 'url:../../assets/services/flyers.svg';
import fullWraps from 'url:../../assets/services/full-wraps.svg';
import landingPage from 'url:../../assets/services/landing-page.svg';
import ledSigns from 'url:../../assets/services/led-signs.svg';
import lobbySigns from 'url:../../assets/services/lobby-signs.svg';
import logoAnimation from 'url:../../assets/services/logo-animation.svg';
import monumentSigns from 'url:../../assets/services/monument-signs.svg';
import partialWraps from 'url:../../assets/services/partial-wraps.svg';
import posters from 'url:../../assets/services/posters.svg';
import promoVideo from 'url:../../assets/services/promo-video.svg';
import searchAds from 'url:../../assets/services/search-ads.svg';
import seo from 'url:../../assets/services/seo.svg';
import socialCover from 'url:../../assets/services/social-cover.svg';
import socialPost from 'url:../../assets/services/social-post.svg';
import stickers from 'url:../../assets/services/stickers.svg';
import storefrontSigns from 'url:../../assets/services/storefront-signs.svg';
import videoThumbnail from 'url:../../assets/services/video-thumbnail.svg';
import wayfindingSigns from 'url:../../assets/services/wayfinding-signs.svg';
import website from 'url:../../assets/services/website.svg';

/** Each artwork id of catalog/services.ts -> its hashed URL (Parcel copies the SVG as its own file). */
export const serviceArt: Record<ServiceArtId, string> = {
  banners,
  billboards,
  booklets,
  'building-wraps': buildingWraps,
  'business-cards': businessCards,
  'car-decals': carDecals,
  'channel-letters': channelLetters,
  'dtf-apparel': dtfApparel,
  'dtf-design': dtfDesign,
  'dtf-powder': dtfPowder,
  'dtf-press': dtfPress,
  'dtf-print': dtfPrint,
  'e-commerce': eCommerce,
  'email-template': emailTemplate,
  'fleet-graphics': fleetGraphics,
  flyers,
  'full-wraps': fullWraps,
  'landing-page': landingPage,
  'led-signs': ledSigns,
  'lobby-signs': lobbySigns,
  'logo-animation': logoAnimation,
  'monument-signs': monumentSigns,
  'partial-wraps': partialWraps,
  posters,
  'promo-video': promoVideo,
  'search-ads': searchAds,
  seo,
  'social-cover': socialCover,
  'social-post': socialPost,
  stickers,
  'storefront-signs': storefrontSigns,
  'video-thumbnail': videoThumbnail,
  'wayfinding-signs': wayfindingSigns,
  website,
};
